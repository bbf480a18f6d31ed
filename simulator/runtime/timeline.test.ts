import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SimState } from '../core/state.ts';
import { Timeline } from './timeline.ts';

const sample = (timeUs: number, line = 1) => ({ state: { timeUs } as SimState, line });

test('a moment shows the last sample at or before it, and the first before any', () => {
  const timeline = new Timeline();
  for (const [t, line] of [
    [0, 1],
    [100, 2],
    [250, 3],
  ] as const)
    timeline.add(sample(t, line));
  assert.deepEqual(
    [-5, 0, 99, 100, 249, 250, 9999].map((t) => timeline.at(t)!.line),
    [1, 1, 1, 2, 2, 3, 3],
  );
  assert.equal(new Timeline().at(0), null);
});

test('a long run keeps at most the cap, spread over all of it, with its newest sample', () => {
  const timeline = new Timeline(100);
  for (let t = 0; t <= 100_000; t++) timeline.add(sample(t * 1000, t));
  assert.ok(timeline.samples.length <= 100, `${timeline.samples.length} samples`);
  assert.ok(timeline.samples.length >= 50, `${timeline.samples.length} samples`);
  assert.equal(timeline.samples[0]!.line, 0);
  assert.equal(timeline.endUs, 100_000_000);
  // Evenly: no gap more than three times the mean.
  const gaps = timeline.samples
    .slice(1)
    .map((s, i) => s.state.timeUs - timeline.samples[i]!.state.timeUs);
  const mean = timeline.endUs / (timeline.samples.length - 1);
  assert.ok(Math.max(...gaps) < 3 * mean, `largest gap ${Math.max(...gaps)}, mean ${mean}`);
});

test('a sample older than the newest is ignored; the newest is kept however soon it comes', () => {
  const timeline = new Timeline(4);
  for (let t = 0; t < 10; t++) timeline.add(sample(t * 10, t));
  const before = timeline.samples.length;
  timeline.add(sample(3));
  assert.equal(timeline.samples.length, before);
  timeline.add(sample(timeline.endUs + 1, 42));
  assert.equal(timeline.at(Infinity)!.line, 42);
});
