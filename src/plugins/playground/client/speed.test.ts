import assert from 'node:assert/strict';
import { test } from 'node:test';

import { isSpeed, SPEEDS, speedLabel } from './speed.ts';

test('the six speeds of the issue, slowest first', () => {
  assert.deepEqual([...SPEEDS], [0.25, 0.5, 1, 2, 5, 10]);
});

test('labels use the German decimal comma', () => {
  assert.deepEqual(SPEEDS.map(speedLabel), ['0,25×', '0,5×', '1×', '2×', '5×', '10×']);
});

test('only the six choices are speeds', () => {
  assert.equal(isSpeed(2), true);
  assert.equal(isSpeed(3), false);
  assert.equal(isSpeed('2'), false);
});
