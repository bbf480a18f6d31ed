import assert from 'node:assert/strict';
import { test } from 'node:test';

import { createBatcher, type Schedule } from './batcher.ts';

/** A schedule the test ticks by hand; counts what is still scheduled. */
function manualSchedule() {
  const due = new Set<() => void>();
  let scheduled = 0;
  const schedule: Schedule = (run) => {
    scheduled++;
    // A wrapper per call, so two ticks for the same function are two entries.
    const entry = () => run();
    due.add(entry);
    return () => due.delete(entry);
  };
  const tick = () => {
    const runs = [...due];
    due.clear();
    for (const run of runs) run();
  };
  return { schedule, tick, due, scheduled: () => scheduled };
}

function sumBatcher() {
  const clock = manualSchedule();
  const delivered: number[][] = [];
  const batcher = createBatcher<number, number[]>({
    empty: () => [],
    add: (batch, item) => [...batch, item],
    deliver: (batch) => delivered.push(batch),
    schedule: clock.schedule,
  });
  return { clock, delivered, batcher };
}

test('many pushes between ticks arrive as one batch, with one tick scheduled', () => {
  const { clock, delivered, batcher } = sumBatcher();
  for (let i = 0; i < 1000; i++) batcher.push(i);
  assert.equal(clock.scheduled(), 1);
  assert.equal(delivered.length, 0);
  clock.tick();
  assert.equal(delivered.length, 1);
  assert.equal(delivered[0].length, 1000);
});

test('nothing pushed, nothing delivered and nothing scheduled', () => {
  const { clock, delivered } = sumBatcher();
  clock.tick();
  assert.equal(delivered.length, 0);
  assert.equal(clock.scheduled(), 0);
});

test('flush delivers at once and cancels the tick', () => {
  const { clock, delivered, batcher } = sumBatcher();
  batcher.push(1);
  batcher.flush();
  assert.deepEqual(delivered, [[1]]);
  assert.equal(clock.due.size, 0);
  batcher.push(2);
  clock.tick();
  assert.deepEqual(delivered, [[1], [2]]);
});

test('cancel forgets what is pending', () => {
  const { clock, delivered, batcher } = sumBatcher();
  batcher.push(1);
  batcher.cancel();
  clock.tick();
  batcher.flush();
  assert.deepEqual(delivered, []);
});
