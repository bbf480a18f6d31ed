// The playground in the page, run for real: MicroPython in a worker on the simulated robot,
// input through the service worker, Stopp, German errors, saved edits, and no request that
// leaves the site. How the robot drove is read from the run's log in simulated time, never
// from what the page managed to draw, so a busy machine changes nothing.
import assert from 'node:assert/strict';
import { buffer } from 'node:stream/consumers';
import { describe, test } from 'node:test';

import type { RunLogEntry } from '../../simulator/runtime/run-log.ts';
import { useSiteInBrowser, useTab } from '../support/harness.ts';
import { openContext, visit, watchPage } from '../support/page.ts';
import { LATEST } from '../support/versions.ts';
import { pageRoute } from '../../guide/pages.ts';
import {
  blockCode,
  chooseSpeed,
  clickTool,
  editorText,
  liveValues,
  OBSTACLE_ROUTE,
  OPEN_LABEL,
  openArenaProgram,
  withObstaclePlayer as obstaclePlayer,
  openPlayerOf,
  plotShown,
  problemsBesideStoppedInput,
  runToEnd,
  setCode,
  startAndWaitForPolls,
  waitForConsoleLine,
  RUN_TIMEOUT_MS,
  waitForStatus,
  type Player,
} from './playground-support.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);

const withObstaclePlayer = (run: Parameters<typeof obstaclePlayer>[1]) => obstaclePlayer(tab, run);

/** The arena program with its endless main loop bounded to `ms` of simulated time. */
const bounded = (program: string, ms: number) => {
  assert.match(program, /^while True:$/m);
  return program.replace(/^while True:$/m, `while running_time() < ${ms}:`);
};

/** Smallest angle between two headings in degrees. */
const turnedBy = (from: number, to: number) => Math.abs(((to - from + 540) % 360) - 180);
const both = (entry: RunLogEntry, left: (v: number) => boolean, right: (v: number) => boolean) =>
  left(entry.left) && right(entry.right);
const forward = (v: number) => v > 0;
const backward = (v: number) => v < 0;

describe('playground: the obstacle-avoidance example in the arena', () => {
  test(
    'drives towards the box, backs off with the red LEDs on, turns right on the spot and drives on without getting close',
    withObstaclePlayer(async (player, watch) => {
      await chooseSpeed(player, 10);
      await setCode(player, bounded(await editorText(player), 8000));
      const run = await runToEnd(player);
      assert.equal(run.stop, 'finished');
      const log = run.log;
      assert.ok(log.length >= 80, `the log covers the run: ${log.length} entries`);
      const first = log[0]!;
      assert.equal(first.heading, 0, 'the robot starts facing north');
      assert.ok((first.sonarCm ?? 0) >= 25, `the box is ahead at first: ${first.sonarCm} cm`);

      const warned = log.findIndex((entry) => entry.redLeft && entry.redRight);
      assert.ok(warned > 0, 'the red LEDs came on');
      // Before avoiding: straight ahead, the distance shrinking towards NAH (20 cm).
      const approach = log.slice(0, warned);
      assert.ok(
        approach.every((entry) => turnedBy(0, entry.heading) <= 5),
        'it drove straight up to the box',
      );
      assert.ok(
        (approach.at(-1)!.sonarCm ?? Infinity) <= (first.sonarCm ?? 0) - 5,
        `it drove up to the box: ${approach.map((entry) => entry.sonarCm?.toFixed(0)).join(', ')}`,
      );
      const avoiding = log.slice(warned);
      assert.ok(
        avoiding.some((entry) => both(entry, backward, backward)),
        'it backed off',
      );
      const turning = avoiding.findIndex((entry) => both(entry, forward, backward));
      assert.ok(turning >= 0, 'it turned right on the spot');
      // Then the LEDs go off and it drives straight on, turned away from the box.
      assert.ok(
        avoiding
          .slice(turning)
          .some(
            (entry) =>
              !entry.redLeft &&
              !entry.redRight &&
              both(entry, forward, forward) &&
              turnedBy(0, entry.heading) >= 30,
          ),
        'it drove on, turned away from the box',
      );
      const closest = Math.min(...log.map((entry) => entry.sonarCm ?? Infinity));
      assert.ok(closest >= 5, `it came as close as ${closest.toFixed(1)} cm`);
      // The page showed the run: its last frame is the log's last entry.
      assert.equal(
        (await liveValues(player)).Richtung,
        `${Math.round(log.at(-1)!.heading) % 360}°`,
      );
      // Not watch.all(): a stopped worker's last input poll ends as an aborted request.
      assert.deepEqual([...watch.pageErrors, ...watch.consoleErrors], []);
    }),
  );
});

describe('playground: changing the example changes the run', () => {
  test(
    'another TEMPO gives another path: the same program ends elsewhere, the same TEMPO in the same place',
    withObstaclePlayer(async (player, watch) => {
      const original = await editorText(player);
      assert.match(original, /^TEMPO = 60 /m);
      // The same 3 s of simulated time every run: the main loop ends by itself. Every Start
      // seeds the random numbers anew, as a micro:bit does; the program fixes its own seed.
      const withTempo = (tempo: number) =>
        bounded(
          `import random\nrandom.seed(5)\n${original.replace(/^TEMPO = 60 /m, `TEMPO = ${tempo} `)}`,
          3000,
        );
      await chooseSpeed(player, 10);
      const runWith = async (tempo: number) => {
        await setCode(player, withTempo(tempo));
        const run = await runToEnd(player);
        await waitForStatus(player, 'done');
        return { status: await player.status.textContent(), end: run.log.at(-1)! };
      };
      const first = await runWith(60);
      const again = await runWith(60);
      const faster = await runWith(90);
      assert.match(first.status ?? '', /nach 3,\d+ s zu Ende/);
      assert.deepEqual(again, first, 'the same program ran the same way twice');
      assert.equal(faster.status, first.status, 'both ran for the same simulated time');
      assert.notDeepEqual(
        { x: faster.end.x, y: faster.end.y },
        { x: first.end.x, y: first.end.y },
        'TEMPO 90 ended where TEMPO 60 did',
      );
      assert.deepEqual(watch.all(), []);
    }),
  );
});

describe('playground: input reaches a running program', () => {
  const WAIT_FOR_A = [
    'from microbit import *',
    'while not button_a.was_pressed():',
    '    sleep(10)',
    'print("A!")',
  ].join('\n');

  test(
    'clicking Knopf A on the stage, and key A with the stage focused, end a wait for button_a.was_pressed()',
    withObstaclePlayer(async (player, watch) => {
      const page = player.block.page();
      await setCode(player, WAIT_FOR_A);
      for (const press of [
        () => player.knopfA.click(),
        async () => {
          await player.stage.focus();
          await page.keyboard.press('a');
        },
      ]) {
        // The program really waits: still running after its worker asked for input 5 times.
        await startAndWaitForPolls(player);
        assert.equal(await player.status.getAttribute('data-status'), 'running');
        assert.doesNotMatch((await player.console.textContent()) ?? '', /A!/);
        await press();
        await waitForConsoleLine(player, 'A!');
        await waitForStatus(player, 'done');
      }
      assert.deepEqual(watch.all(), []);
    }),
  );

  test(
    'Schütteln ends a wait for was_gesture("shake"); the logo, temperature and light set at the board reach the program',
    withObstaclePlayer(async (player, watch) => {
      await setCode(
        player,
        [
          'from microbit import *',
          'while not accelerometer.was_gesture("shake"):',
          '    sleep(10)',
          'print("geschüttelt", temperature(), display.read_light_level(), pin_logo.is_touched())',
        ].join('\n'),
      );
      const board = player.block.locator('details', { hasText: 'Am micro:bit' });
      await board.locator('summary').click();
      // Set before Start: they hold from the start.
      await board.getByRole('button', { name: 'Logo berühren' }).click();
      await board.getByLabel(/^Temperatur/).fill('30');
      await board.getByLabel(/^Helligkeit/).fill('200');
      await startAndWaitForPolls(player);
      assert.doesNotMatch((await player.console.textContent()) ?? '', /geschüttelt/);
      await board.getByRole('button', { name: 'Schütteln' }).click();
      await waitForConsoleLine(player, 'geschüttelt 30 200 True');
      await waitForStatus(player, 'done');
      assert.deepEqual(watch.all(), []);
    }),
  );
});

describe('playground: input() reads a line from the console', () => {
  test(
    'a field appears while the program waits in input(); Enter sends the line and the program goes on',
    withObstaclePlayer(async (player, watch) => {
      await setCode(player, ['name = input("Name? ")', 'print("Hallo " + name)'].join('\n'));
      await player.start.click();
      const field = player.block.getByRole('textbox', { name: /Das Programm fragt: „Name\?“/ });
      await field.waitFor({ timeout: RUN_TIMEOUT_MS });
      await field.fill('Max');
      await field.press('Enter');
      await waitForConsoleLine(player, 'Name? Max');
      await waitForConsoleLine(player, 'Hallo Max');
      await waitForStatus(player, 'done');
      assert.equal(await field.count(), 0);
      assert.deepEqual(watch.all(), []);
    }),
  );
});

describe('playground: the data log', () => {
  test(
    'what log.add writes shows as a table while the program runs and after Stopp, and downloads as the CSV the board keeps',
    withObstaclePlayer(async (player, watch) => {
      await setCode(
        player,
        [
          'from microbit import sleep',
          'import log',
          'log.set_labels("runde", "wert", timestamp=None)',
          'for i in range(3):',
          '    log.add(runde=i, wert=i * 10)',
          'log.add(runde=3, notiz="ä,ö")',
          'while True:',
          '    sleep(100)',
        ].join('\n'),
      );
      await player.start.click();
      const section = player.block.getByRole('region', { name: 'Datenlog' });
      // Shown while the program runs on; it stays once Stopp ended the run.
      await section.getByRole('row').nth(4).waitFor({ timeout: RUN_TIMEOUT_MS });
      assert.equal(
        await player.block.locator('p[role="status"]').first().getAttribute('data-status'),
        'running',
      );
      await player.stop.click();
      await waitForStatus(player, 'done');
      const cells = await section
        .getByRole('row')
        .evaluateAll((rows) =>
          rows.map((row) => [...row.children].map((cell) => cell.textContent)),
        );
      assert.deepEqual(cells, [
        ['runde', 'wert', 'notiz'],
        ['0', '0', ''],
        ['1', '10', ''],
        ['2', '20', ''],
        ['3', '', 'ä_ö'],
      ]);
      // Its number columns as a plot over the rows (this log has no timestamp); text stays out.
      const plot = section.getByRole('region', { name: 'Datenlog als Plot' });
      assert.deepEqual(await plotShown(plot), {
        points: [4, 3],
        legend: [' runde: 3', ' wert: 20'],
      });
      const [file] = await Promise.all([
        tab().page.waitForEvent('download'),
        section.getByRole('button', { name: 'CSV herunterladen' }).click(),
      ]);
      assert.equal(file.suggestedFilename(), 'microbit-datenlog.csv');
      // A byte-order mark first, so spreadsheets read the umlauts as UTF-8; then the board's CSV.
      const bytes = await buffer(await file.createReadStream());
      assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
      assert.equal(
        bytes.subarray(3).toString('utf8'),
        'runde,wert\n0,0\n1,10\n2,20\nrunde,wert,notiz\n3,,ä_ö\n',
      );
      assert.deepEqual(problemsBesideStoppedInput(watch.all()), []);
    }),
  );
});

describe('playground: the plotter', () => {
  test(
    'printed tuples draw one line per value with a legend, and the CSV has the printed values at their times',
    withObstaclePlayer(async (player, watch) => {
      await setCode(
        player,
        [
          'from microbit import *',
          'for i in range(5):',
          '    print((i, i * i, -i))',
          '    sleep(100)',
          'print("fertig")',
        ].join('\n'),
      );
      await player.start.click();
      await waitForStatus(player, 'done');
      const plot = player.block.getByRole('region', { name: 'Plotter' });
      assert.deepEqual(await plotShown(plot), {
        points: [5, 5, 5],
        legend: [' Wert 1: 4', ' Wert 2: 16', ' Wert 3: -4'],
      });
      const [file] = await Promise.all([
        tab().page.waitForEvent('download'),
        plot.getByRole('button', { name: 'Plot als CSV' }).click(),
      ]);
      const rows = (await buffer(await file.createReadStream())).toString('utf8').split('\n');
      assert.equal(rows[0], 'Zeit (s),Wert 1,Wert 2,Wert 3');
      const values = rows.slice(1, -1).map((row) => row.split(',').slice(1).join(','));
      assert.deepEqual(values, ['0,0,0', '1,1,-1', '2,4,-2', '3,9,-3', '4,16,-4']);
      // Printed 100 ms apart in simulated time.
      const times = rows.slice(1, -1).map((row) => Number(row.split(',')[0]));
      for (let i = 1; i < times.length; i++) {
        assert.ok(Math.abs(times[i]! - times[i - 1]! - 0.1) < 0.01, `times ${times.join(', ')}`);
      }
      assert.deepEqual(watch.all(), []);
    }),
  );
});

describe('playground: the board’s speaker', () => {
  /** Wraps Web Audio so the test sees every context made, frequency set and clip started. */
  const recordAudio = (player: Player) =>
    player.block.page().evaluate(() => {
      const record = {
        contexts: 0,
        frequencies: [] as number[],
        clips: [] as { length: number; rate: number; peak: number }[],
      };
      (window as unknown as { audioRecord: typeof record }).audioRecord = record;
      const Original = window.AudioContext;
      window.AudioContext = class extends Original {
        constructor(options?: AudioContextOptions) {
          super(options);
          record.contexts += 1;
        }
        override createOscillator(): OscillatorNode {
          const oscillator = super.createOscillator();
          const set = oscillator.frequency.setValueAtTime.bind(oscillator.frequency);
          oscillator.frequency.setValueAtTime = (value: number, time: number) => {
            record.frequencies.push(value);
            return set(value, time);
          };
          return oscillator;
        }
        override createBufferSource(): AudioBufferSourceNode {
          const source = super.createBufferSource();
          const start = source.start.bind(source);
          source.start = (when?: number) => {
            const samples = source.buffer?.getChannelData(0) ?? new Float32Array(0);
            const peak = samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
            record.clips.push({
              length: samples.length,
              rate: source.buffer?.sampleRate ?? 0,
              peak,
            });
            start(when);
          };
          return source;
        }
      };
    });
  const audioRecord = (player: Player) =>
    player.block
      .page()
      .evaluate(
        () =>
          (window as unknown as { audioRecord: { contexts: number; frequencies: number[] } })
            .audioRecord,
      );

  test(
    'a tune takes its time with sound off and makes no sound; with Ton on the page plays the pitch',
    withObstaclePlayer(async (player, watch) => {
      await recordAudio(player);
      await setCode(
        player,
        [
          'import music',
          'from microbit import *',
          'music.play(music.BA_DING)',
          'print(running_time())',
        ].join('\n'),
      );
      const silent = await runToEnd(player);
      assert.equal(silent.error, null);
      // BA_DING: one tick of b5 and three of e6 at 120 bpm, 4 ticks a beat: 500 ms.
      const printed = Number(
        ((await player.console.textContent()) ?? '').trim().split('\n').at(-1),
      );
      assert.ok(printed >= 500 && printed < 600, `the tune took ${printed} ms`);
      assert.deepEqual(await audioRecord(player), { contexts: 0, frequencies: [], clips: [] });

      const sound = player.block.getByRole('button', { name: /Ton$/ });
      await sound.click();
      assert.equal(await sound.getAttribute('aria-pressed'), 'true');
      await setCode(player, ['import music', 'music.pitch(440, 2000)'].join('\n'));
      await player.start.click();
      // The board's timer makes 440.14 Hz of 440 Hz; the page shows whole hertz.
      await player.values.locator('dd[data-tone="440"]').waitFor({ timeout: RUN_TIMEOUT_MS });
      await player.block
        .page()
        .waitForFunction(() =>
          (
            window as unknown as { audioRecord: { frequencies: number[] } }
          ).audioRecord.frequencies.some((hz) => Math.round(hz) === 440),
        );
      assert.equal((await audioRecord(player)).contexts, 1);
      // The pitch ends with the program, and so does the sound.
      await waitForStatus(player, 'done');
      await player.values.locator('dd[data-tone=""]').waitFor({ timeout: RUN_TIMEOUT_MS });
      assert.deepEqual(watch.all(), []);
    }),
  );

  test(
    'with Ton on a built-in sound and audio frames sound as clips rendered the board’s way, not on the oscillator',
    withObstaclePlayer(async (player, watch) => {
      await recordAudio(player);
      await player.block.getByRole('button', { name: /Ton$/ }).click();
      await setCode(
        player,
        [
          'from microbit import *',
          'import audio',
          'audio.play(Sound.HAPPY)',
          'frame = audio.AudioFrame()',
          'for i in range(32):',
          '    frame[i] = 255 if i < 16 else 0',
          'audio.play([frame] * 20)',
        ].join('\n'),
      );
      const ended = await runToEnd(player);
      assert.equal(ended.error, null);
      const record = (await player.block
        .page()
        .evaluate(() => (window as unknown as { audioRecord: unknown }).audioRecord)) as {
        frequencies: number[];
        clips: { length: number; rate: number; peak: number }[];
      };
      // HAPPY lasts 1259 ms in CODAL's data: 55,522 samples at its 44,100 Hz (each of its three
      // effects rounded to a whole sample).
      const happy = record.clips[0]!;
      assert.equal(happy.rate, 44_100);
      assert.ok(Math.abs(happy.length - 55_522) <= 3, `${happy.length} samples`);
      assert.ok(happy.peak > 0.3, `peak ${happy.peak}`);
      // The frames: 20 × 32 samples at 7812 Hz, in one clip or several, loud (255 and 0).
      const frames = record.clips.slice(1);
      const seconds = frames.reduce((sum, clip) => sum + clip.length / clip.rate, 0);
      assert.ok(Math.abs(seconds - 640 / 7812) < 0.002, `${seconds} s of frames`);
      assert.ok(frames.every((clip) => clip.peak > 0.9));
      assert.deepEqual(record.frequencies, [], 'the oscillator only plays music');
      assert.deepEqual(watch.all(), []);
    }),
  );
});

describe('playground: the remote control, a second micro:bit on the page', () => {
  test('the remote-control example on the motor page drives the robot from the remote’s buttons, by radio', async () => {
    const page = await tab().open(pageRoute(LATEST, 'api/motor'));
    const watch = tab().watch;
    const open = page.getByRole('button', { name: OPEN_LABEL });
    const index = await open.evaluateAll((buttons) =>
      buttons.findIndex((button) =>
        button.parentElement?.textContent?.includes('radio.config(group=7)'),
      ),
    );
    assert.ok(index >= 0, 'the page has the remote-control example');
    const player = await openPlayerOf(open.nth(index));
    const remote = player.block.locator('details', { hasText: 'Fernbedienung' });
    await remote.locator('summary').click();
    await player.start.click();
    await waitForStatus(player, 'running');
    // The remote runs its own program: its display shows the small square (nothing pressed).
    await remote
      .getByRole('img', { name: 'Display der Fernbedienung' })
      .locator('[data-on]')
      .first()
      .waitFor({ timeout: RUN_TIMEOUT_MS });
    const motors = async (text: string) =>
      page.waitForFunction(
        ({ values, wanted }) => (values?.textContent ?? '').includes(wanted),
        { values: await player.values.elementHandle(), wanted: text },
        { timeout: RUN_TIMEOUT_MS },
      );
    const hold = async (name: string) => {
      await remote.getByRole('button', { name, exact: true }).hover();
      await page.mouse.down();
    };
    await hold('A + B');
    await motors('links vorwärts 150');
    await page.mouse.up();
    await motors('links steht');
    await hold('Knopf A');
    await motors('links rückwärts 100');
    await page.mouse.up();
    await motors('links steht');
    await player.stop.click();
    await waitForStatus(player, 'done');
    // Not watch.all(): a stopped worker's last input poll ends as an aborted request.
    assert.deepEqual([...watch.pageErrors, ...watch.consoleErrors], []);
  });
});

describe('playground: Stopp and errors', () => {
  test(
    'Stopp ends `while True: pass` in the player, and the next run prints',
    withObstaclePlayer(async (player, watch) => {
      await setCode(player, 'while True:\n    pass');
      await player.start.click();
      await waitForStatus(player, 'running');
      await player.stop.click();
      await waitForStatus(player, 'done');
      assert.equal(await player.status.textContent(), 'Gestoppt.');
      assert.ok(await player.start.isEnabled(), 'Start can be pressed again');

      await setCode(player, 'print("wieder da")');
      await player.start.click();
      await waitForConsoleLine(player, 'wieder da');
      await waitForStatus(player, 'done');
      assert.match((await player.status.textContent()) ?? '', /zu Ende/);
      assert.deepEqual(problemsBesideStoppedInput(watch.all()), []);
    }),
  );

  // How fast Stopp ends a worker is measured by `npm run bench -- playground`; here it must end.
  for (const [what, code] of [
    ['a program that waits in a loop', 'from microbit import *\nwhile True:\n    sleep(10)'],
    ['`while True: pass`', 'while True:\n    pass'],
  ] as const) {
    test(
      `Stopp ends the worker that runs ${what}`,
      withObstaclePlayer(async (player) => {
        const page = player.block.page();
        await setCode(player, code);
        const created = page.waitForEvent('worker');
        await player.start.click();
        const worker = await created;
        await waitForStatus(player, 'running');
        const closed = worker.waitForEvent('close', { timeout: 30_000 });
        await player.stop.click();
        await closed;
      }),
    );
  }

  test(
    'an f-string gives the micro:bit\'s SyntaxError with "Zeile 2" and says in German that the board lacks it',
    withObstaclePlayer(async (player, watch) => {
      await setCode(player, 'x = 3\nprint(f"wert {x}")');
      await player.start.click();
      await waitForStatus(player, 'error');
      const alert = (await player.alert.textContent()) ?? '';
      assert.match(alert, /Zeile 2/);
      assert.match(alert, /SyntaxError/);
      assert.match(alert, /Der micro:bit kennt keine f-Strings/);
      assert.doesNotMatch(alert, /Tippfehler/);
      assert.deepEqual(watch.all(), []);
    }),
  );

  test(
    "floats print as on the micro:bit, and a full heap is the board's MemoryError: caught it lets the program go on, uncaught it is the German box with its line",
    withObstaclePlayer(async (player, watch) => {
      await setCode(
        player,
        'print(1/3, 99.0)\nwerte = []\ntry:\n    while True:\n        werte.append(1)\nexcept MemoryError:\n    werte = None\n    print("voll")',
      );
      await player.start.click();
      await waitForStatus(player, 'done');
      await waitForConsoleLine(player, '0.3333333 99.00001');
      await waitForConsoleLine(player, 'voll');

      await setCode(
        player,
        'print("los")\ntabelle = {}\nfor i in range(10000):\n    tabelle[i] = i',
      );
      await player.start.click();
      await waitForStatus(player, 'error');
      const alert = (await player.alert.textContent()) ?? '';
      assert.match(alert, /Zeile 4/);
      assert.match(alert, /Der Speicher des micro:bit ist voll/);
      assert.deepEqual(watch.all(), []);
    }),
  );

  test('with the connection gone before the first Start, the status says so and what to do; once it is back, Start runs', async () => {
    // A browser of its own: the suite's tab has the simulator's files in its cache already.
    const context = await openContext(harness.browser());
    try {
      const page = await visit(context, harness.site().url(OBSTACLE_ROUTE));
      const watch = watchPage(page);
      const player = await openArenaProgram(page);
      await context.setOffline(true);
      await player.start.click();
      await waitForStatus(player, 'error');
      assert.equal(
        await player.status.textContent(),
        'Der Simulator ließ sich nicht laden: Die Verbindung zum Internet ist unterbrochen oder zu langsam. Prüfe sie und drücke dann noch einmal Start.',
      );
      await context.setOffline(false);
      await setCode(player, 'print("wieder da")');
      await player.start.click();
      await waitForConsoleLine(player, 'wieder da');
      assert.deepEqual(watch.pageErrors, []);
    } finally {
      await context.close();
    }
  });

  test(
    'a NameError on line 2 shows "Zeile 2" in the German error box and marks that line',
    withObstaclePlayer(async (player, watch) => {
      await setCode(player, 'from microbit import *\nprint(geschwindigkeit)');
      await player.start.click();
      await waitForStatus(player, 'error');
      const alert = (await player.alert.textContent()) ?? '';
      assert.match(alert, /Zeile 2/);
      assert.match(alert, /NameError/);
      assert.match(alert, /geschwindigkeit/);
      assert.match(alert, /ist nicht definiert/);
      const marked = await player.editor.evaluate((content) =>
        [...content.querySelectorAll('.cm-line')]
          .map((line, i) => (line.classList.contains('cm-errorLine') ? i + 1 : 0))
          .filter(Boolean),
      );
      assert.deepEqual(marked, [2]);
      assert.deepEqual(watch.pageErrors, []);
    }),
  );
});

describe('playground: the reader’s edit', () => {
  test(
    'survives a reload, and Zurücksetzen restores the original, also after a reload',
    withObstaclePlayer(async (player) => {
      const page = player.block.page();
      const original = await blockCode(player);
      assert.equal(await editorText(player), original);
      const edited = `# meine Änderung\n${original}`;
      await setCode(player, edited);

      await page.reload();
      const reloaded = await openArenaProgram(page);
      assert.equal(await editorText(reloaded), edited);
      await reloaded.block.getByText('Von dir geändert').waitFor();

      await clickTool(reloaded, 'Zurücksetzen');
      await page.waitForFunction(
        (content) => !content?.textContent?.includes('# meine Änderung'),
        await reloaded.editor.elementHandle(),
      );
      assert.equal(await editorText(reloaded), original);

      await page.reload();
      const again = await openArenaProgram(page);
      assert.equal(await editorText(again), original);
      assert.equal(await again.block.getByText('Von dir geändert').count(), 0);
    }),
  );
});

describe('playground: privacy', () => {
  test('opening and running the example requests nothing outside the site, from page, worker or service worker', async () => {
    // A browser of its own: the page, its workers and the service worker fetch everything anew.
    const context = await openContext(harness.browser());
    // The context sees the requests of the page, its workers and the service worker.
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    try {
      const page = await visit(context, harness.site().url(OBSTACLE_ROUTE));
      const watch = watchPage(page);
      const player = await openArenaProgram(page);
      await chooseSpeed(player, 10);
      await player.start.click();
      await waitForStatus(player, 'running');
      // Input polls go through the service worker while the robot drives.
      await player.knopfA.click();
      await page.waitForFunction(
        (values) => /links vorwärts/.test(values?.textContent ?? ''),
        await player.values.elementHandle(),
      );
      await player.stop.click();
      await waitForStatus(player, 'done');
      await watch.settled();

      const origin = new URL(harness.site().origin).origin;
      const paths = requests.map((url) => new URL(url).pathname);
      for (const wanted of [
        /\/assets\/wasm\/firmware\.[0-9a-f]{8}\.wasm$/,
        /\/maqueen[^/]*\.py$/,
        /\/__sim_input$/,
      ]) {
        assert.ok(
          paths.some((path) => wanted.test(path)),
          `the run's request for ${wanted} was not seen: ${paths.join(', ')}`,
        );
      }
      const leaving = requests.filter((url) => {
        const { protocol } = new URL(url);
        return protocol !== 'data:' && protocol !== 'blob:' && new URL(url).origin !== origin;
      });
      assert.deepEqual(leaving, []);
      // Not watch.all(): a stopped worker's last input poll ends as an aborted request.
      assert.deepEqual([...watch.pageErrors, ...watch.consoleErrors], []);
    } finally {
      await context.close();
    }
  });
});
