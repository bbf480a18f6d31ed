import assert from 'node:assert/strict';
import { test } from 'node:test';

import { formatMeasured, formatNumber } from './params.ts';

test('German numbers: comma, no minus zero', () => {
  assert.equal(formatNumber(3.14159, 1), '3,1');
  assert.equal(formatNumber(-0.01), '0');
});

test('a measured value shows the decimal that puts it on its side of every limit', () => {
  assert.equal(formatMeasured(7.76, [8, 12]), '7,8');
  assert.equal(formatMeasured(44.6, [45, 55]), '44,6');
  assert.equal(formatMeasured(12.04, [8, 12]), '12,04');
  assert.equal(formatMeasured(10.4, [8, 12]), '10');
  assert.equal(formatMeasured(7.9996, [8]), '7,999');
  assert.equal(formatMeasured(12.0004, [8, 12]), '12,001');
  assert.equal(formatMeasured(8, [8, 12]), '8');
});
