import assert from 'node:assert/strict';
import { test } from 'node:test';

import { extendTrail, TRAIL_CAP } from './trail.ts';

const at = (x: number, y = 0, heading = 0) => ({ x, y, heading });

test('the first pose starts the trail', () => {
  assert.deepEqual(extendTrail([], at(1, 2, 3)), [at(1, 2, 3)]);
});

test('standing still keeps the same array (no re-render)', () => {
  const trail = [at(0)];
  assert.equal(extendTrail(trail, at(0.2)), trail);
});

test('moving half a centimetre or turning 5° adds a point', () => {
  assert.equal(extendTrail([at(0)], at(0.6)).length, 2);
  assert.equal(extendTrail([at(0)], at(0, 0, 6)).length, 2);
});

test('turning across north counts the short way round', () => {
  const trail = [at(0, 0, 358)];
  assert.equal(extendTrail(trail, at(0, 0, 1)), trail);
});

test('a long run never keeps more than the cap, newest last', () => {
  let trail: ReturnType<typeof extendTrail> = [];
  for (let i = 0; i < TRAIL_CAP * 3; i++) trail = extendTrail(trail, at(i));
  assert.ok(trail.length <= TRAIL_CAP);
  assert.equal(trail.at(-1)?.x, TRAIL_CAP * 3 - 1);
});
