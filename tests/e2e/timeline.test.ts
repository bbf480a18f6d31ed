// The timeline of a run, the running line and the paused program's variables, in the page:
// scrubbing shows what the run recorded at that moment (checked against the run's log in
// simulated time), a slow tempo marks the line the board runs, a line step stops at the next line.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { pageRoute } from '../../guide/pages.ts';
import type { RunLogEntry } from '../../simulator/runtime/run-log.ts';
import { LINE_SENSORS } from '../../src/plugins/playground/client/liveValues.ts';
import { useSiteInBrowser, useTab } from '../support/harness.ts';
import { VERSIONS } from '../support/versions.ts';
import {
  chooseSpeed,
  liveValues,
  OPEN_LABEL,
  openPlayerOf,
  withObstaclePlayer as obstaclePlayer,
  RUN_TIMEOUT_MS,
  runToEnd,
  setCode,
  waitForStatus,
} from './playground-support.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);

const LINE_ROUTE = pageRoute(
  VERSIONS.find((v) => v.name === 'current')!,
  'api/line-tracking',
);

/** The line sensors as the live values say them, from the log's state byte. */
const sensorsOf = ({ lineState }: RunLogEntry) =>
  LINE_SENSORS.map(({ name, bit }) => `${name} ${lineState & bit ? 1 : 0}`).join(' · ');

const withObstaclePlayer = (run: Parameters<typeof obstaclePlayer>[1]) => obstaclePlayer(tab, run);

describe('playground: the timeline, the running line and the variables', () => {
  test(
    'after a run the timeline shows any moment: the distance the log recorded then, the lines printed by then, the line of the program',
    withObstaclePlayer(async (player, watch) => {
      await setCode(
        player,
        [
          'from microbit import *',
          'from maqueen import *',
          'motor_run(Motor.ALL, 60)',
          'for i in range(6):',
          '    print(ultrasonic())',
          '    sleep(250)',
          'motor_stop(Motor.ALL)',
        ].join('\n'),
      );
      const { log } = await runToEnd(player);
      const timeline = player.block.getByRole('slider', { name: 'Zeitleiste' });
      for (const ms of [600, 1100]) {
        await timeline.fill(String(ms));
        await player.block.locator('[data-timeline-line="6"]').waitFor();
        // Printed at about 0, 250, 500 … ms: the lines up to the moment, no later one.
        const printed = (await player.console.textContent())!.trim().split('\n');
        assert.equal(printed.length, Math.floor(ms / 250) + 1, printed.join('|'));
        assert.equal(
          await player.editor.locator('.cm-runningLine').textContent(),
          '    sleep(250)',
        );
        // The log keeps the sonar about every 100 ms of simulated time, at the frame after.
        const logged = log.find((entry) => entry.t >= ms)!;
        const shown = Number.parseInt((await liveValues(player)).Abstand!, 10);
        assert.ok(
          Math.abs(shown - logged.sonarCm!) <= 1,
          `${shown} cm shown, ${logged.sonarCm} logged`,
        );
      }
      await player.block.getByRole('button', { name: 'Zum Ende' }).click();
      assert.equal((await player.console.textContent())!.trim().split('\n').length, 6);
      assert.deepEqual(watch.all(), []);
    }),
  );

  test(
    'at Tempo 0.25× the editor marks the running line; paused, a line step runs to the next line and the variables show its value',
    withObstaclePlayer(async (player, watch) => {
      await setCode(
        player,
        [
          'from microbit import *',
          'zahl = 0',
          'while True:',
          '    zahl = zahl + 1',
          '    sleep(100)',
        ].join('\n'),
      );
      await chooseSpeed(player, 0.25);
      await player.start.click();
      const marked = player.editor.locator('.cm-runningLine');
      await player.block
        .page()
        .waitForFunction(
          (line) => line?.textContent === '    sleep(100)',
          await marked.elementHandle({ timeout: RUN_TIMEOUT_MS }),
        );
      await player.block.getByRole('button', { name: 'Pause' }).click();
      const variables = player.block.locator('[data-variables]');
      await variables.waitFor();
      const zahl = async () => Number(await variables.locator('dd').first().textContent());
      assert.equal(
        await variables
          .locator('dt')
          .allTextContents()
          .then((t) => t.join()),
        'zahl',
      );
      const before = await zahl();
      assert.ok(before >= 1, `zahl = ${before}`);
      const stepLine = player.block.getByRole('button', { name: 'Schritt bis zur nächsten Zeile' });
      await stepLine.click();
      await player.block.getByRole('heading', { name: 'Variablen in Zeile 4' }).waitFor();
      assert.equal(await marked.textContent(), '    zahl = zahl + 1');
      assert.equal(await zahl(), before);
      await stepLine.click();
      await player.block.getByRole('heading', { name: 'Variablen in Zeile 5' }).waitFor();
      assert.equal(await zahl(), before + 1);
      await player.stop.click();
      await waitForStatus(player, 'done', 1000);
      assert.deepEqual(watch.all(), []);
    }),
  );

  test('on the oval, the timeline shows the line sensors the log recorded at each moment: on the line, then off it', async () => {
    const page = await tab().open(LINE_ROUTE);
    const exercise = page.locator('section[data-exercise="linie-runde"]');
    const player = await openPlayerOf(exercise.getByRole('button', { name: OPEN_LABEL }).first());
    // Straight ahead: the line is lost at the first curve.
    await setCode(
      player,
      'from microbit import *\nfrom maqueen import *\nmotor_run(Motor.ALL, 60)\nsleep(3000)\nmotor_stop(Motor.ALL)\n',
    );
    const { log } = await runToEnd(player);
    const timeline = player.block.getByRole('slider', { name: 'Zeitleiste' });
    const shown = new Set<string>();
    for (const ms of [300, 1000, 1700, 2400]) {
      await timeline.fill(String(ms));
      await player.block.locator('[data-timeline-line="4"]').waitFor();
      const sensors = (await liveValues(player)).Liniensensoren!;
      // The log's entries around the moment: the sample shown lies between them.
      const after = log.findIndex((entry) => entry.t >= ms);
      const around = [log[after - 1]!, log[after]!].map(sensorsOf);
      assert.ok(around.includes(sensors), `at ${ms} ms: ${sensors}, logged ${around.join(' / ')}`);
      shown.add(sensors);
    }
    assert.ok(shown.size >= 2, `the sensors never changed: ${[...shown].join(' / ')}`);
    assert.deepEqual(tab().watch.pageErrors, []);
  });
});
