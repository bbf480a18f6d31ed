import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lastPrintedNumber, printsDistance } from './prints-distance.ts';
import { runThrough, stateAt } from './fake-run.ts';

const variant = printsDistance.variants({ tolerance: 2 })[1]!; // wall 42 cm ahead
const still = (output: string[], sonarCm: number | null = 42) => {
  const run = runThrough([{ x: 0, y: 0, heading: 0 }], { output });
  return { ...run, finalState: stateAt(0, { pose: run.finalPose, sonarCm }) };
};

test('three walls at different distances, so a fixed number cannot pass', () => {
  const labels = printsDistance.variants({ tolerance: 2 }).map((v) => v.label);
  assert.deepEqual(labels, [
    'Wand 15 cm vor dem Roboter',
    'Wand 42 cm vor dem Roboter',
    'Wand 90 cm vor dem Roboter',
  ]);
  assert.equal(printsDistance.readsSensors, true);
});

test('the last printed number counts', () => {
  assert.equal(lastPrintedNumber(['Abstand: 12', 'noch 41 cm']), 41);
  assert.equal(lastPrintedNumber(['41,5']), 41.5);
  assert.equal(lastPrintedNumber(['hallo']), null);
});

test('passes when the printed distance matches the wall', () => {
  assert.deepEqual(printsDistance.judge(still(['42']), { tolerance: 2 }, variant), {
    passed: true,
  });
  assert.deepEqual(printsDistance.judge(still(['40']), { tolerance: 2 }, variant), {
    passed: true,
  });
});

test('fails with the printed and the real distance', () => {
  assert.deepEqual(printsDistance.judge(still(['30']), { tolerance: 2 }, variant), {
    passed: false,
    message: 'Dein Programm hat 30 ausgegeben, die Wand ist aber 42 cm entfernt.',
  });
});

test('fails when nothing was printed', () => {
  const verdict = printsDistance.judge(still([]), { tolerance: 2 }, variant);
  assert.equal(verdict.passed, false);
  assert.match(!verdict.passed ? verdict.message : '', /keine Zahl ausgegeben/);
});
