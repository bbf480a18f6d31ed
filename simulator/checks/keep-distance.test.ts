import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keepDistance } from './keep-distance.ts';
import { runThrough, stateAt } from './fake-run.ts';

const params = { target: 20, tolerance: 2 };
const variant = keepDistance.variants(params)[0]!; // wall 6 cm ahead: the robot must back off
const endingAt = (sonarCm: number, wheel = 0) => {
  const run = runThrough([
    { x: 0, y: 0, heading: 0 },
    { x: 0, y: -14, heading: 0 },
  ]);
  const finalState = stateAt(50_000, {
    pose: run.finalPose,
    sonarCm,
    wheels: { left: wheel, right: wheel },
  });
  return { ...run, finalState };
};

test('one wall too near and two too far', () => {
  assert.deepEqual(
    keepDistance.variants(params).map((v) => v.label),
    ['Wand 6 cm vor dem Roboter', 'Wand 45 cm vor dem Roboter', 'Wand 90 cm vor dem Roboter'],
  );
});

test('passes standing 20 cm before the wall', () => {
  assert.deepEqual(keepDistance.judge(endingAt(20), params, variant), { passed: true });
  assert.deepEqual(keepDistance.judge(endingAt(21.5), params, variant), { passed: true });
});

test('fails with the measured distance and the allowed window', () => {
  assert.deepEqual(keepDistance.judge(endingAt(6), params, variant), {
    passed: false,
    message: 'Am Ende stand der Roboter 6 cm vor der Wand, erlaubt sind 18 bis 22 cm.',
  });
});

test('fails while the robot still moves', () => {
  const verdict = keepDistance.judge(endingAt(20, 8), params, variant);
  assert.equal(verdict.passed, false);
  assert.match(!verdict.passed ? verdict.message : '', /fährt der Roboter noch/);
});

test('fails after touching the wall', () => {
  const run = endingAt(20);
  run.contacts.push({ timeUs: 1_000_000, box: 0, pose: run.finalPose });
  assert.deepEqual(keepDistance.judge(run, params, variant), {
    passed: false,
    message: 'Der Roboter ist gegen die Wand gefahren.',
  });
});
