import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  aheadLimitMs,
  AHEAD_MS,
  earlyByMs,
  inputPollIntervalMs,
  INPUT_POLL_MS,
  Pacer,
  QUIET_AFTER_MS,
  QUIET_AHEAD_MS,
  QUIET_INPUT_POLL_MS,
} from './pacing.ts';

test('at 1× a second of simulated time is due a second of wall time after the anchor', () => {
  let wall = 1000;
  const pacer = new Pacer(() => wall);
  assert.equal(pacer.delayMs(1_000_000), 1000);
  wall = 1600;
  assert.equal(pacer.delayMs(1_000_000), 400);
  wall = 2100;
  assert.equal(pacer.delayMs(1_000_000), 0);
});

test('speed scales the wait; a change of speed re-anchors without a jump', () => {
  let wall = 0;
  const pacer = new Pacer(() => wall);
  pacer.state.speed = 10;
  assert.equal(pacer.delayMs(1_000_000), 100);
  wall = 100;
  pacer.state.speed = 0.25;
  pacer.reanchor(1_000_000);
  assert.equal(pacer.delayMs(1_000_000), 0);
  assert.equal(pacer.delayMs(1_100_000), 400);
});

test('paused holds; a step runs 100 ms of simulated time, then holds again', () => {
  const pacer = new Pacer(() => 0);
  assert.equal(pacer.holding(5_000_000), false);
  pacer.state.paused = true;
  assert.equal(pacer.holding(5_000_000), true);
  pacer.state.stepUntilUs = 5_100_000;
  assert.equal(pacer.holding(5_050_000), false);
  assert.equal(pacer.holding(5_100_000), true);
});

test('input is asked for often while something happens, rarely once all is quiet', () => {
  assert.equal(inputPollIntervalMs(5000, 5000), INPUT_POLL_MS);
  assert.equal(inputPollIntervalMs(5000 + QUIET_AFTER_MS - 1, 5000), INPUT_POLL_MS);
  assert.equal(inputPollIntervalMs(5000 + QUIET_AFTER_MS, 5000), QUIET_INPUT_POLL_MS);
  assert.ok(QUIET_INPUT_POLL_MS <= 100, 'a button press still arrives within 0.1 s');
});

test('a quiet program runs further ahead, but nothing shown is ever more than a frame early', () => {
  assert.equal(aheadLimitMs(5000, 5000), AHEAD_MS);
  assert.equal(aheadLimitMs(5000 + QUIET_AFTER_MS, 5000), QUIET_AHEAD_MS);
  assert.ok(QUIET_AHEAD_MS <= QUIET_INPUT_POLL_MS, 'running ahead delays no input further');
  // A change found 80 ms ahead of the wall clock waits 70 ms: at most AHEAD_MS early.
  assert.equal(earlyByMs(80), 80 - AHEAD_MS);
  assert.equal(earlyByMs(AHEAD_MS), 0);
  assert.equal(earlyByMs(0), 0);
});
