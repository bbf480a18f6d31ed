import assert from 'node:assert/strict';
import { test } from 'node:test';

import { niceScaleBar } from './scale-bar.ts';

for (const [pxPerCm, maxPx, cm] of [
  [4, 100, 20],
  [4, 79, 10],
  [2.36, 120, 50],
  [1.77, 100, 50],
  [10, 100, 10],
  [0.5, 100, 200],
  [40, 100, 2],
  [200, 100, 1],
] as const) {
  test(`at ${pxPerCm} px/cm and at most ${maxPx} px the bar is ${cm} cm`, () => {
    const bar = niceScaleBar(pxPerCm, maxPx);
    assert.equal(bar.cm, cm);
    assert.equal(bar.px, cm * pxPerCm);
    assert.equal(bar.label, `${cm} cm`);
  });
}
