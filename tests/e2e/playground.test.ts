// The playground in the page, run for real: MicroPython in a worker on the simulated robot,
// input through the service worker, Stopp, German errors, saved edits, and no request that
// leaves the site.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import type { BrowserContext, Page } from 'playwright-core';

import { useSiteInBrowser } from '../support/harness.ts';
import { openContext, visit, watchPage } from '../support/page.ts';
import {
  blockCode,
  chooseSpeed,
  editorText,
  liveValues,
  OBSTACLE_ROUTE,
  openArenaProgram,
  setCode,
  waitForConsoleLine,
  waitForStatus,
  type Player,
} from './playground-support.ts';

const harness = useSiteInBrowser();

/** A fresh reader on the obstacle-avoidance page with the arena program's player open. */
async function obstaclePlayer(): Promise<{ context: BrowserContext; page: Page; player: Player }> {
  const context = await openContext(harness.browser());
  const page = await visit(context, harness.site().url(OBSTACLE_ROUTE));
  const player = await openArenaProgram(page);
  return { context, page, player };
}

type Sample = Record<string, string>;

/** Records every distinct set of live values the player shows, in order, from now on. */
async function recordLiveValues(player: Player): Promise<() => Promise<Sample[]>> {
  await player.values.evaluate((section) => {
    const samples: Record<string, string>[] = [];
    (window as unknown as { liveSamples: typeof samples }).liveSamples = samples;
    // Inline callback: tsx would wrap a named function in a helper the page does not have.
    new MutationObserver(() => {
      const rows = [...section.querySelectorAll('dl > div')];
      if (rows.length === 0) return;
      const sample = Object.fromEntries(
        rows.map((row) => [
          row.querySelector('dt')?.textContent ?? '',
          row.querySelector('dd')?.textContent ?? '',
        ]),
      );
      const last = samples.at(-1);
      if (!last || JSON.stringify(last) !== JSON.stringify(sample)) samples.push(sample);
    }).observe(section, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    player.values
      .page()
      .evaluate(() => (window as unknown as { liveSamples: Sample[] }).liveSamples);
}

const cm = (value: string | undefined) => Number(/^(\d+) cm$/.exec(value ?? '')?.[1] ?? NaN);
const degrees = (value: string | undefined) => Number(/^(\d+)°$/.exec(value ?? '')?.[1] ?? NaN);
/** Smallest angle between two headings in degrees. */
const turnedBy = (from: number, to: number) => Math.abs(((to - from + 540) % 360) - 180);

describe('playground: the obstacle-avoidance example in the arena', () => {
  test('drives towards the box, backs off with the red LEDs on, turns away and drives on without getting close', async () => {
    const { context, page, player } = await obstaclePlayer();
    const watch = watchPage(page);
    try {
      // 2×: quick, and still a frame every ~70 ms of simulated time (10× shows ~330 ms steps).
      await chooseSpeed(player, 2);
      const samples = await recordLiveValues(player);
      await player.start.click();
      // Done once it has turned by 30° or more and drives straight on again with the LEDs off.
      await page.waitForFunction(
        () => {
          const seen = (window as unknown as { liveSamples: Sample[] }).liveSamples;
          const warned = seen.findIndex((s) => s['Rote LEDs'] === 'links an, rechts an');
          return (
            warned >= 0 &&
            seen
              .slice(warned)
              .some(
                (s) =>
                  s['Rote LEDs'] === 'links aus, rechts aus' &&
                  /^links vorwärts \d+, rechts vorwärts \d+$/.test(s.Motoren ?? '') &&
                  Math.abs(((Number.parseInt(s.Richtung ?? '0', 10) + 180) % 360) - 180) >= 30,
              )
          );
        },
        undefined,
        { timeout: 20_000 },
      );
      await player.stop.click();
      await waitForStatus(player, 'done');
      const seen = await samples();
      const first = seen[0]!;
      const start = degrees(first.Richtung);
      assert.equal(start, 0, 'the robot starts facing north');
      assert.ok(cm(first.Abstand) >= 25, `the box is ahead at first: ${first.Abstand}`);
      const warned = seen.findIndex((s) => s['Rote LEDs'] === 'links an, rechts an');
      // Before avoiding: about straight ahead, the distance shrinking towards NAH (20 cm).
      const approach = seen.slice(0, warned);
      assert.ok(approach.length >= 3, `too few frames before the box: ${approach.length}`);
      assert.ok(
        approach.every((s) => turnedBy(start, degrees(s.Richtung)) <= 5),
        'it drove straight up to the box',
      );
      assert.ok(
        cm(approach.at(-1)?.Abstand) <= cm(first.Abstand) - 5,
        `it drove up to the box: ${approach.map((s) => s.Abstand).join(', ')}`,
      );
      // Avoiding: backs off (both motors backwards), then turns on the spot.
      const avoiding = seen.slice(warned);
      assert.ok(
        avoiding.some((s) => /^links rückwärts \d+, rechts rückwärts \d+$/.test(s.Motoren ?? '')),
        'it backed off',
      );
      assert.ok(
        avoiding.some((s) => /^links vorwärts \d+, rechts rückwärts \d+$/.test(s.Motoren ?? '')),
        'it turned right on the spot',
      );
      const headings = seen.map((s) => degrees(s.Richtung));
      assert.ok(Math.max(...headings.map((h) => turnedBy(start, h))) >= 30, 'its heading changed');
      const distances = seen.map((s) => cm(s.Abstand)).filter((d) => !Number.isNaN(d));
      assert.ok(Math.min(...distances) >= 5, `it came as close as ${Math.min(...distances)} cm`);
      // Not watch.all(): a stopped worker's last input poll ends as an aborted request.
      assert.deepEqual([...watch.pageErrors, ...watch.consoleErrors], []);
    } finally {
      await context.close();
    }
  });
});

describe('playground: changing the example changes the run', () => {
  test('another TEMPO gives another path: the same program ends elsewhere, the same TEMPO in the same place', async () => {
    const { context, page, player } = await obstaclePlayer();
    const watch = watchPage(page);
    try {
      const original = await editorText(player);
      assert.match(original, /^TEMPO = 60 /m);
      assert.match(original, /^while True:$/m);
      // The same 3 s of simulated time every run: the main loop ends by itself, so the values
      // are compared where the run ended, whatever the wall clock did.
      const bounded = (tempo: number) =>
        original
          .replace(/^TEMPO = 60 /m, `TEMPO = ${tempo} `)
          .replace(/^while True:$/m, 'while running_time() < 3000:');
      await chooseSpeed(player, 10);
      const runWith = async (tempo: number) => {
        await setCode(player, bounded(tempo));
        await player.start.click();
        await waitForStatus(player, 'done');
        return { status: await player.status.textContent(), values: await liveValues(player) };
      };
      const first = await runWith(60);
      const again = await runWith(60);
      const faster = await runWith(90);
      assert.match(first.status ?? '', /nach 3,\d+ s zu Ende/);
      assert.deepEqual(again, first, 'the same program ran the same way twice');
      assert.equal(faster.status, first.status, 'both ran for the same simulated time');
      assert.notDeepEqual(
        { Abstand: faster.values.Abstand, Richtung: faster.values.Richtung },
        { Abstand: first.values.Abstand, Richtung: first.values.Richtung },
        'TEMPO 90 ended where TEMPO 60 did',
      );
      assert.deepEqual(watch.all(), []);
    } finally {
      await context.close();
    }
  });
});

describe('playground: input reaches a running program', () => {
  const WAIT_FOR_A = [
    'from microbit import *',
    'while not button_a.was_pressed():',
    '    sleep(10)',
    'print("A!")',
  ].join('\n');

  test('clicking Knopf A on the stage, and key A with the stage focused, end a wait for button_a.was_pressed()', async () => {
    const { context, page, player } = await obstaclePlayer();
    const watch = watchPage(page);
    try {
      await setCode(player, WAIT_FOR_A);
      for (const press of [
        () => player.knopfA.click(),
        async () => {
          await player.stage.focus();
          await page.keyboard.press('a');
        },
      ]) {
        // The program really waits: still running after its worker asked for input 5 times.
        let polls = 0;
        const polling = page.waitForRequest((request) =>
          request.url().includes('/__sim_input?') ? ++polls >= 5 : false,
        );
        await player.start.click();
        await waitForStatus(player, 'running');
        await polling;
        assert.equal(await player.status.getAttribute('data-status'), 'running');
        assert.doesNotMatch((await player.console.textContent()) ?? '', /A!/);
        await press();
        await waitForConsoleLine(player, 'A!');
        await waitForStatus(player, 'done');
      }
      assert.deepEqual(watch.all(), []);
    } finally {
      await context.close();
    }
  });
});

describe('playground: Stopp and errors', () => {
  test('Stopp ends `while True: pass` in the player within 1 s, and the next run prints', async () => {
    const { context, page, player } = await obstaclePlayer();
    const watch = watchPage(page);
    try {
      await setCode(player, 'while True:\n    pass');
      await player.start.click();
      await waitForStatus(player, 'running');
      // Timed inside the page: from the click on Stopp to the status line leaving "running".
      await player.block.evaluate((block) => {
        const status = block.querySelector('p[role="status"][data-status]')!;
        const times = { clicked: 0, ended: 0 };
        (window as unknown as { stopTimes: typeof times }).stopTimes = times;
        new MutationObserver(() => {
          if (times.ended === 0 && status.getAttribute('data-status') !== 'running') {
            times.ended = performance.now();
          }
        }).observe(status, { attributes: true });
        block.addEventListener('click', () => (times.clicked ||= performance.now()), true);
      });
      await player.stop.click();
      await waitForStatus(player, 'done', 1000);
      const { clicked, ended } = await page.evaluate(
        () => (window as unknown as { stopTimes: { clicked: number; ended: number } }).stopTimes,
      );
      assert.ok(clicked > 0 && ended > clicked, 'the click and the end were both seen');
      assert.ok(ended - clicked < 1000, `Stopp took ${Math.round(ended - clicked)} ms`);
      assert.equal(await player.status.textContent(), 'Gestoppt.');
      assert.ok(await player.start.isEnabled(), 'Start can be pressed again');

      await setCode(player, 'print("wieder da")');
      await player.start.click();
      await waitForConsoleLine(player, 'wieder da');
      await waitForStatus(player, 'done');
      assert.match((await player.status.textContent()) ?? '', /zu Ende/);
      assert.deepEqual(watch.all(), []);
    } finally {
      await context.close();
    }
  });

  // Stopp also reaches a program that calls the simulator from inside (its next input poll), so
  // its worker returns and ends at once. A loop that never calls the simulator cannot be reached:
  // Chromium ends a terminated worker that never returns only after its grace period of 2 s.
  for (const [what, code, limitMs] of [
    ['a program that waits in a loop', 'from microbit import *\nwhile True:\n    sleep(10)', 1000],
    ['`while True: pass`', 'while True:\n    pass', 2500],
  ] as const) {
    test(`Stopp ends the worker that runs ${what} within ${limitMs} ms`, async () => {
      const { context, page, player } = await obstaclePlayer();
      try {
        await setCode(player, code);
        const created = page.waitForEvent('worker');
        await player.start.click();
        const worker = await created;
        await waitForStatus(player, 'running');
        const closed = worker.waitForEvent('close', { timeout: 5000 });
        const clicked = Date.now();
        await player.stop.click();
        await closed;
        const took = Date.now() - clicked;
        assert.ok(took < limitMs, `the worker ran on for ${took} ms after Stopp`);
      } finally {
        await context.close();
      }
    });
  }

  test('a NameError on line 2 shows "Zeile 2" in the German error box and marks that line', async () => {
    const { context, page, player } = await obstaclePlayer();
    const watch = watchPage(page);
    try {
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
    } finally {
      await context.close();
    }
  });
});

describe('playground: the reader’s edit', () => {
  test('survives a reload, and Zurücksetzen restores the original, also after a reload', async () => {
    const { context, page, player } = await obstaclePlayer();
    try {
      const original = await blockCode(player);
      assert.equal(await editorText(player), original);
      const edited = `# meine Änderung\n${original}`;
      await setCode(player, edited);

      await page.reload();
      const reloaded = await openArenaProgram(page);
      assert.equal(await editorText(reloaded), edited);
      await reloaded.block.getByText('Von dir geändert').waitFor();

      await reloaded.reset.click();
      await page.waitForFunction(
        (content) => !content?.textContent?.includes('# meine Änderung'),
        await reloaded.editor.elementHandle(),
      );
      assert.equal(await editorText(reloaded), original);

      await page.reload();
      const again = await openArenaProgram(page);
      assert.equal(await editorText(again), original);
      assert.equal(await again.block.getByText('Von dir geändert').count(), 0);
    } finally {
      await context.close();
    }
  });
});

describe('playground: privacy', () => {
  test('opening and running the example requests nothing outside the site, from page, worker or service worker', async () => {
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
        /\/sim\/micropython-[^/]+\.wasm$/,
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
