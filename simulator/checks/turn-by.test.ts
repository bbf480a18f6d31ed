import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runThrough, stateAt } from './fake-run.ts';
import { turnBy } from './turn-by.ts';

const params = { angle: 90, tolerance: 5 };
const variant = turnBy.variants(params)[2]!; // starts facing 300°, strong motors
const turnedTo = (heading: number) =>
  runThrough([
    { x: 0, y: 0, heading: 300 },
    { x: 0, y: 0, heading },
  ]);

test('the variants differ in start heading and motors', () => {
  const variants = turnBy.variants(params);
  assert.equal(new Set(variants.map((v) => v.startPose?.heading)).size, 3);
  assert.equal(new Set(variants.map((v) => JSON.stringify(v.drive ?? {}))).size, 3);
});

test('passes after a quarter turn right across north', () => {
  assert.deepEqual(turnBy.judge(turnedTo(28), params, variant), { passed: true });
});

test('fails with the angle turned', () => {
  assert.deepEqual(turnBy.judge(turnedTo(60), params, variant), {
    passed: false,
    message: 'Der Roboter hat sich um 120 Grad gedreht, erlaubt sind 85 bis 95 Grad.',
  });
});

test('fails while the motors still run', () => {
  const run = turnedTo(30);
  run.finalState = stateAt(50_000, {
    pose: run.finalPose,
    motors: { left: { direction: 0, speed: 50 }, right: { direction: 1, speed: 50 } },
  });
  assert.deepEqual(turnBy.judge(run, params, variant), {
    passed: false,
    message: 'Am Ende fahren die Motoren noch. Halte sie an.',
  });
});
