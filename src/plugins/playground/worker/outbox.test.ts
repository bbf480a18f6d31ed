import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SimState } from '../../../../simulator/core/state.ts';
import type { FromWorker } from '../shared/protocol.ts';
import {
  MAX_LINES_PER_BATCH,
  MAX_PACKETS_PER_BATCH,
  MAX_SAMPLES_PER_BATCH,
  Outbox,
} from './outbox.ts';

test('posts at most every 16 ms of wall time, the lines in order', () => {
  let wall = 0;
  const posted: FromWorker[] = [];
  const box = new Outbox(
    (m) => posted.push(m),
    () => wall,
  );
  box.line('a', 1000);
  assert.equal(posted.length, 1, 'the first line goes out at once');
  box.line('b', 2000);
  box.line('c', 3000);
  wall = 10;
  box.line('d', 4000);
  assert.equal(posted.length, 1);
  wall = 20;
  box.line('e', 5000);
  assert.deepEqual(posted[1], {
    kind: 'lines',
    lines: ['b', 'c', 'd', 'e'],
    times: [2000, 3000, 4000, 5000],
    dropped: 0,
  });
});

test('a flood of lines is capped per batch and says how many were dropped', () => {
  const posted: FromWorker[] = [];
  const box = new Outbox(
    (m) => posted.push(m),
    () => 0,
  );
  box.flush();
  for (let i = 0; i < 2000; i++) box.line(String(i), i);
  box.flush();
  const last = posted[posted.length - 1];
  assert.equal(last.kind, 'lines');
  if (last.kind !== 'lines') return;
  assert.equal(last.lines.length, MAX_LINES_PER_BATCH);
  assert.equal(last.lines[last.lines.length - 1], '1999');
  assert.equal(last.times.length, MAX_LINES_PER_BATCH);
  assert.equal(last.times.at(-1), 1999);
  assert.equal(last.dropped, 2000 - MAX_LINES_PER_BATCH);
});

test('radio packets go out with the next post, at most the 16 newest: a sending loop cannot flood the page', () => {
  let wall = 0;
  const posted: FromWorker[] = [];
  const box = new Outbox(
    (m) => posted.push(m),
    () => wall,
  );
  box.line('start', 0);
  for (let i = 0; i < 40; i++) {
    box.radio({ channel: 7, group: 0, address: 1, dataRate: 0, payload: [i] });
  }
  wall = 20;
  box.flush();
  const radio = posted.filter((m) => m.kind === 'radio');
  assert.equal(radio.length, 1);
  assert.deepEqual(
    radio[0]!.kind === 'radio' && radio[0]!.packets.map((p) => p.payload[0]),
    Array.from({ length: MAX_PACKETS_PER_BATCH }, (_, i) => 40 - MAX_PACKETS_PER_BATCH + i),
  );
});

test('frames go out together with their lines of main.py, thinned evenly when a fast tempo sends many', () => {
  const posted: FromWorker[] = [];
  const box = new Outbox(
    (m) => posted.push(m),
    () => 0,
  );
  box.flush();
  const sample = (timeUs: number) => ({ state: { timeUs } as SimState, line: timeUs % 7 });
  for (let t = 0; t < 3; t++) box.frameReady(sample(t));
  box.flush();
  assert.deepEqual(posted.at(-1), { kind: 'frames', samples: [0, 1, 2].map(sample) });
  for (let t = 0; t <= 1000; t++) box.frameReady(sample(t));
  box.flush();
  const last = posted.at(-1)!;
  assert.ok(last.kind === 'frames');
  assert.ok(last.samples.length <= MAX_SAMPLES_PER_BATCH, `${last.samples.length}`);
  assert.deepEqual(last.samples.at(-1), sample(1000), 'the newest frame is never thinned away');
  const gaps = last.samples.slice(1).map((s, i) => s.state.timeUs - last.samples[i]!.state.timeUs);
  const median = [...gaps].sort((a, b) => a - b)[gaps.length >> 1]!;
  assert.ok(Math.max(...gaps) <= 2 * median, gaps.join(','));
});
