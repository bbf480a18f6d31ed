import assert from 'node:assert/strict';
import { test } from 'node:test';

import { worldByName } from '../worlds/index.ts';
import { Board } from './board.ts';
import type { SimState } from './state.ts';
import { looksDifferent } from './visible-change.ts';

const stateAt = (timeUs: number): SimState => ({
  ...new Board({ world: worldByName('arena') }).snapshot(),
  timeUs,
});

test('the time alone is no change', () => {
  assert.equal(looksDifferent(stateAt(0), stateAt(5_000_000)), false);
});

test('what a reader sees is a change, below what is shown is not', () => {
  const base = stateAt(0);
  const changes = [
    { pose: { ...base.pose, x: base.pose.x + 0.05 } },
    { pose: { ...base.pose, heading: base.pose.heading + 0.1 } },
    { wheels: { left: 1, right: 0 } },
    { motors: { left: { direction: 0, speed: 20 }, right: base.motors.right } },
    { redLeds: { left: !base.redLeds.left, right: base.redLeds.right } },
    { pixels: base.pixels.map((p, i) => (i === 2 ? { ...p, g: p.g + 1 } : p)) },
    { display: base.display.map((v, i) => (i === 12 ? 9 - v : v)) },
    { buttons: { a: true, b: false } },
    { lineState: base.lineState ^ 0x04 },
    { lineAnalog: base.lineAnalog.map((v, i) => (i === 0 ? v + 3 : v)) },
    { sonarCm: base.sonarCm === null ? 20 : null },
    { compassCalibrated: !base.compassCalibrated },
    { touching: !base.touching },
  ];
  for (const change of changes) {
    assert.equal(looksDifferent(base, { ...base, ...change }), true, JSON.stringify(change));
  }
  assert.equal(
    looksDifferent(base, { ...base, pose: { ...base.pose, x: base.pose.x + 1e-9 } }),
    false,
  );
});
