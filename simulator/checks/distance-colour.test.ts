import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Rgb } from '../core/neopixel.ts';
import { colorName } from './colors.ts';
import { distanceColour, lightColour } from './distance-colour.ts';
import { runThrough, stateAt } from './fake-run.ts';

const params = { near: 15, far: 35 };
const variant = distanceColour.variants(params)[1]!; // wall 25 cm ahead
const RED = { r: 255, g: 0, b: 0 };
const YELLOW = { r: 60, g: 60, b: 0 };
const GREEN = { r: 0, g: 255, b: 0 };

/** Two seconds of a robot standing 25 cm before the wall with the given lights. */
const lit = (pixel: Rgb, sonarCm: number | null = 25) => {
  const run = runThrough([{ x: 0, y: 0, heading: 0 }]);
  run.samples = Array.from({ length: 40 }, (_, i) =>
    stateAt(i * 50_000, { pose: run.finalPose, sonarCm, pixels: [pixel, pixel, pixel, pixel] }),
  );
  return run;
};

test('one variant per colour and one without any wall', () => {
  assert.deepEqual(
    distanceColour.variants(params).map((v) => v.label),
    [
      'Wand 8 cm vor dem Roboter',
      'Wand 25 cm vor dem Roboter',
      'Wand 60 cm vor dem Roboter',
      'freie Fläche ohne Wand',
    ],
  );
});

test('names colours as a reader sees them, at any brightness', () => {
  assert.equal(colorName(RED), 'rot');
  // Orange is no traffic-light colour, here as in the RGB traffic light.
  assert.equal(colorName({ r: 255, g: 165, b: 0 }), 'andere');
  assert.equal(colorName(YELLOW), 'gelb');
  assert.equal(colorName({ r: 0, g: 14, b: 0 }), 'grün');
  assert.equal(colorName({ r: 0, g: 0, b: 0 }), 'aus');
  assert.equal(colorName({ r: 200, g: 200, b: 200 }), 'andere');
  assert.equal(lightColour([RED, RED, { r: 0, g: 0, b: 0 }, RED]), 'rot');
  assert.equal(lightColour([RED, GREEN, RED, RED]), 'andere');
});

test('passes with yellow at 25 cm', () => {
  assert.deepEqual(distanceColour.judge(lit(YELLOW), params, variant), { passed: true });
});

test('fails with the distance and both colours', () => {
  assert.deepEqual(distanceColour.judge(lit(GREEN), params, variant), {
    passed: false,
    message:
      'Nach 0,5 s war das Hindernis 25 cm entfernt, aber es leuchteten die LEDs grün statt gelb.',
  });
  assert.deepEqual(distanceColour.judge(lit(RED, null), params, variant), {
    passed: false,
    message: 'Nach 0,5 s war kein Hindernis in Sicht, aber es leuchteten die LEDs rot statt grün.',
  });
});

test('fails when the program ends before the lights show anything', () => {
  const verdict = distanceColour.judge(runThrough([{ x: 0, y: 0, heading: 0 }]), params, variant);
  assert.equal(verdict.passed, false);
});
