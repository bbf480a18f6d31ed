// The stage when nothing moves and up close: a sleeping program beside a standing robot sends
// the page (almost) no frames, and on a phone the camera shows the robot large enough to see,
// zooms within its limits and still lets the reader place the robot. Frames are counted from
// the worker's own messages with their simulated times, so a busy machine changes nothing.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import type { Locator } from 'playwright-core';
import { COUNT_WORKER_FRAMES, workerFrames } from '../../tools/browser/worker-frames.ts';
import { LOOK_AHEAD_SHARE } from '../../src/plugins/playground/client/stage/camera.ts';
import { useSiteInBrowser, useTab } from '../support/harness.ts';
import {
  OBSTACLE_ROUTE,
  openArenaProgram,
  runToEnd,
  setCode,
  waitForStatus,
  type Player,
} from './playground-support.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);

let counting = false;

/** Opens a page in the file's tab, whose workers note their frames (worker-frames.ts). */
async function open(path: string, setup?: { width: number; height: number }) {
  if (!counting) {
    counting = true;
    await tab().page.addInitScript(COUNT_WORKER_FRAMES);
  }
  return tab().open(path, setup);
}

/**
 * Canvas px per cm of the view the stage drew with. The canvas carries it once the stage is
 * measured: locate it as `canvas[data-scale]`, which waits for that.
 */
const scaleOf = async (canvas: Locator) => Number(await canvas.getAttribute('data-scale'));
const ROBOT_CM = 10;

describe('playground stage: idle is idle', () => {
  test('a sleeping program beside a standing robot sends no frames after its first second, and its log is complete', async () => {
    const player = await openArenaProgram(await open(OBSTACLE_ROUTE));
    await setCode(player, 'from microbit import *\nwhile running_time() < 4000:\n    sleep(200)\n');
    const run = await runToEnd(player);
    assert.equal(run.stop, 'finished');
    const times = (await workerFrames(tab().page)).map((frame) => frame.simUs / 1000);
    const end = run.simTimeUs / 1000;
    // The first frame shows the robot; the last is the state at the end, always sent.
    const idle = times.filter((t) => t > 1000 && t < end);
    assert.ok(idle.length <= 2, `frames after the first second: ${idle.join(', ')}`);
    assert.ok(times.length >= 1 && times.at(-1)! >= end - 1, `frames: ${times.join(', ')}`);
    // The run's log still has a sample for every 100 ms, though the page was sent nothing.
    assert.ok(run.log.length >= 40, `log entries: ${run.log.length}`);
    // Samples are taken at frames (every 16.7 ms), so an entry may come up to one frame late.
    const gaps = run.log.slice(1).map((entry, i) => entry.t - run.log[i].t);
    assert.ok(Math.max(...gaps) <= 100 + 17, `gaps in the log: ${gaps.join(', ')}`);
  });
});

describe('playground stage: a paused program', () => {
  test('Stopp ends the worker of a paused program, which waits blocked for its input', async () => {
    const player = await openArenaProgram(await open(OBSTACLE_ROUTE));
    await setCode(
      player,
      'from microbit import *\nwhile True:\n    display.show(1)\n    sleep(100)\n    display.clear()\n    sleep(100)\n',
    );
    const page = tab().page;
    await player.start.click();
    await waitForStatus(player, 'running');
    const worker = page.workers().at(-1)!;
    const closed = new Promise<void>((done) => worker.once('close', () => done()));
    await player.block.getByRole('button', { name: 'Pause' }).click();
    await waitForStatus(player, 'paused');
    await player.stop.click();
    await closed;
    assert.equal(await player.stop.isDisabled(), true);
  });
});

describe('playground stage: the camera on a phone (390 px)', () => {
  async function phonePlayer(): Promise<Player> {
    return openArenaProgram(await open(OBSTACLE_ROUTE, { width: 390, height: 844 }));
  }

  test('the robot is at least 32 px long; + and − zoom within limits; Kamera folgt is a toggle', async () => {
    const player = await phonePlayer();
    const canvas = player.stage.locator('canvas[data-scale]');
    const start = await scaleOf(canvas);
    assert.ok(start * ROBOT_CM >= 32, `the robot is ${(start * ROBOT_CM).toFixed(1)} px long`);
    const page = tab().page;
    await player.stage.focus();
    await page.keyboard.press('+');
    await page.waitForFunction(([el, before]) => Number(el!.getAttribute('data-scale')) > before, [
      await canvas.elementHandle(),
      start,
    ] as const);
    // Zooming out stops at the whole arena, zooming in at a limit too.
    for (let i = 0; i < 20; i++) await page.keyboard.press('-');
    const widest = await scaleOf(canvas);
    await page.keyboard.press('-');
    assert.equal(await scaleOf(canvas), widest);
    assert.ok(widest < start, `${widest} < ${start}`);
    for (let i = 0; i < 40; i++) await page.keyboard.press('+');
    const closest = await scaleOf(canvas);
    await page.keyboard.press('+');
    assert.equal(await scaleOf(canvas), closest);
    assert.ok(closest > start * 2, `${closest}`);
    const follow = player.block.getByRole('button', { name: 'Kamera folgt' });
    assert.equal(await follow.getAttribute('aria-pressed'), 'true');
    await follow.click();
    assert.equal(await follow.getAttribute('aria-pressed'), 'false');
  });

  test('dragging the robot with the camera following puts the next run where it was dropped', async () => {
    const player = await phonePlayer();
    const canvas = player.stage.locator('canvas[data-scale]');
    const scale = await scaleOf(canvas);
    // Mouse events go to viewport coordinates: the stage must be on screen.
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const page = tab().page;
    // The following camera has the robot in the middle of the world's viewport, across.
    const x = box.x + box.width / 2;
    const y = await robotY(canvas, box.y);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 20 * scale, y, { steps: 5 });
    await page.mouse.up();
    await setCode(player, 'from microbit import *\nsleep(100)\n');
    const run = await runToEnd(player);
    const moved = run.log[0].x;
    assert.ok(Math.abs(moved - 20) < 2, `the robot starts at x = ${moved}`);
  });
});

/**
 * The canvas y of the robot's body, facing up: below the middle of the world's viewport by the
 * following camera's look ahead (the board is below the world).
 */
async function robotY(canvas: Locator, top: number): Promise<number> {
  const { width, height } = await canvas.evaluate((el) => ({
    width: el.clientWidth,
    height: el.clientHeight,
  }));
  // On a phone the board panel (112 px and 2 × 12 px padding) lies under the world.
  const world = height - 112 - 24;
  return top + world / 2 + (LOOK_AHEAD_SHARE * Math.min(width, world)) / 2 - 5;
}
