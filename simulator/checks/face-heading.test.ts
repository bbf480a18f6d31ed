import assert from 'node:assert/strict';
import { test } from 'node:test';
import { faceHeading } from './face-heading.ts';
import { runThrough } from './fake-run.ts';

const params = { target: 90, tolerance: 3, noise: 1 };
const facing = (heading: number) =>
  runThrough([
    { x: 0, y: 0, heading: 160 },
    { x: 0, y: 0, heading },
  ]);

test('the variants start on both sides of the target, with motor noise when asked', () => {
  const variants = faceHeading.variants(params);
  assert.deepEqual(
    variants.map((v) => v.startPose?.heading),
    [160, 280, 20],
  );
  assert.ok(variants.every((v) => v.motorNoise === true));
  assert.ok(faceHeading.variants({ ...params, noise: 0 }).every((v) => v.motorNoise === false));
});

test('passes facing east within the tolerance', () => {
  const variant = faceHeading.variants(params)[0]!;
  assert.deepEqual(faceHeading.judge(facing(88), params, variant), { passed: true });
});

test('fails with the final heading and how far off it is', () => {
  const variant = faceHeading.variants(params)[0]!;
  assert.deepEqual(faceHeading.judge(facing(96), params, variant), {
    passed: false,
    message:
      'Der Roboter schaut am Ende nach 96 Grad, 6 Grad rechts neben 90 Grad; erlaubt sind höchstens 3 Grad.',
  });
  const north = { target: 0, tolerance: 5, noise: 0 };
  assert.deepEqual(faceHeading.judge(facing(350), north, variant), {
    passed: false,
    message:
      'Der Roboter schaut am Ende nach 350 Grad, 10 Grad links neben 0 Grad; erlaubt sind höchstens 5 Grad.',
  });
});
