import assert from 'node:assert/strict';
import { test } from 'node:test';

import { stateAt } from '../checks/fake-run.ts';
import { Board } from '../core/board.ts';
import { worldByName } from '../worlds/index.ts';
import { RUN_LOG_INTERVAL_US, RUN_LOG_MAX_ENTRIES, RunLog } from './run-log.ts';

test('keeps a state every interval of simulated time, however many frames arrive', () => {
  const log = new RunLog();
  // Frames every 16.7 ms for a little over one second.
  for (let us = 0; us <= 1_010_000; us += 16_667) log.add(stateAt(us));
  assert.deepEqual(
    log.entries.map((entry) => Math.round(entry.t)),
    [0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000],
  );
});

test('an entry holds pose, measured distance, signed motor commands, red LEDs and the line sensors', () => {
  const log = new RunLog();
  log.add(
    stateAt(250_000, {
      pose: { x: 1.5, y: -2, heading: 90 },
      sonarCm: 30.2,
      motors: { left: { direction: 0, speed: 50 }, right: { direction: 1, speed: 60 } },
      redLeds: { left: true, right: false },
      lineState: 0x0c,
    }),
  );
  assert.deepEqual(log.entries, [
    {
      t: 250,
      x: 1.5,
      y: -2,
      heading: 90,
      sonarCm: 30.2,
      left: 50,
      right: -60,
      redLeft: true,
      redRight: false,
      lineState: 0x0c,
    },
  ]);
});

test('the state at the end is always kept; the log stops at ten minutes', () => {
  const log = new RunLog();
  log.add(stateAt(0));
  log.add(stateAt(30_000), true);
  assert.deepEqual(
    log.entries.map((entry) => entry.t),
    [0, 30],
  );
  const long = new RunLog();
  for (let i = 0; i < RUN_LOG_MAX_ENTRIES + 50; i++) long.add(stateAt(i * RUN_LOG_INTERVAL_US));
  assert.equal(long.entries.length, RUN_LOG_MAX_ENTRIES);
});

test('the log is complete while a standing robot sends only its first frame', () => {
  const log = new RunLog();
  let sent = 0;
  const board = new Board({
    world: worldByName('arena'),
    frameIntervalUs: 16_667,
    // As the player's worker does: every sample to the log, only changes to the page.
    onFrame: (state, changed) => {
      log.add(state);
      if (changed) sent += 1;
    },
  });
  board.advance(3_000_000);
  log.add(board.snapshot(), true);
  assert.equal(sent, 1);
  const times = log.entries.map((entry) => Math.round(entry.t));
  // One entry in every 100 ms of the three seconds, and the end.
  assert.equal(times.length, 31, times.join());
  assert.ok(times[0] <= 100 && times.at(-1) === 3000, times.join());
  assert.ok(
    times.every((t, i) => i === 0 || t - times[i - 1] <= 100),
    times.join(),
  );
});
