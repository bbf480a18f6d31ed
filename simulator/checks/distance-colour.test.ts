import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Rgb } from '../core/neopixel.ts';
import { colorName } from './colors.ts';
import { distanceColour, lightColour } from './distance-colour.ts';
import { runThrough, stateAt } from './fake-run.ts';

const params = { near: 15, far: 35 };
const variant = distanceColour.variants(params)[2]!; // wall 32 cm ahead
const RED = { r: 255, g: 0, b: 0 };
const YELLOW = { r: 60, g: 60, b: 0 };
const GREEN = { r: 0, g: 255, b: 0 };

/** Two seconds of a robot standing 25 cm before the wall with the given lights. */
const lit = (pixel: Rgb, sonarCm: number | null = 25) => {
  const run = runThrough([{ x: 0, y: 0, heading: 0 }]);
  run.samples = Array.from({ length: 40 }, (_, i) =>
    stateAt(i * 50_000, { pose: run.rest.pose, sonarCm, pixels: [pixel, pixel, pixel, pixel] }),
  );
  return run;
};

test('walls close to each side of both thresholds, and a floor without any wall', () => {
  assert.deepEqual(
    distanceColour.variants(params).map((v) => v.label),
    [
      'Wand 12 cm vor dem Roboter',
      'Wand 18 cm vor dem Roboter',
      'Wand 32 cm vor dem Roboter',
      'Wand 38 cm vor dem Roboter',
      'freie Fläche ohne Wand',
      'freie Fläche, nach 1,5 s eine Hand 12 cm vor dem Roboter',
    ],
  );
});

test('fails a robot that drives', () => {
  const run = lit(YELLOW);
  run.samples[30] = { ...run.samples[30]!, pose: { x: 0, y: 5, heading: 0 } };
  const verdict = distanceColour.judge(run, params, variant);
  assert.match(verdict.passed ? '' : verdict.message, /^Der Roboter hat sich bewegt/);
});

test('fails a robot that turns on the spot', () => {
  const run = lit(YELLOW);
  run.samples[30] = { ...run.samples[30]!, pose: { x: 0, y: 0, heading: 20 } };
  const verdict = distanceColour.judge(run, params, variant);
  assert.match(verdict.passed ? '' : verdict.message, /^Der Roboter hat sich bewegt/);
});

test('fails lights that do not follow a hand put down later, after time to react', () => {
  const run = lit(GREEN, null);
  // The hand comes at 1 s; the lights stay green.
  run.samples = run.samples.map((s) => (s.timeUs >= 1_000_000 ? { ...s, sonarCm: 12 } : s));
  const verdict = distanceColour.judge(run, params, variant);
  assert.equal(
    verdict.passed ? '' : verdict.message,
    'Nach 1,5 s war das Hindernis 12 cm entfernt, aber es leuchteten die LEDs grün statt rot.',
  );
});

test('fails a traffic light on one LED only', () => {
  const run = lit(YELLOW);
  run.samples = run.samples.map((s) => ({
    ...s,
    pixels: [YELLOW, ...s.pixels.slice(1).map(() => ({ r: 0, g: 0, b: 0 }))],
  }));
  const verdict = distanceColour.judge(run, params, variant);
  assert.match(verdict.passed ? '' : verdict.message, /nicht alle vier LEDs/);
});

test('names colours as a reader sees them, at any brightness', () => {
  assert.equal(colorName(RED), 'rot');
  // Orange is no traffic-light colour, here as in the RGB traffic light.
  assert.equal(colorName({ r: 255, g: 165, b: 0 }), 'andere');
  assert.equal(colorName(YELLOW), 'gelb');
  assert.equal(colorName({ r: 0, g: 14, b: 0 }), 'grün');
  assert.equal(colorName({ r: 0, g: 0, b: 0 }), 'aus');
  assert.equal(colorName({ r: 200, g: 200, b: 200 }), 'andere');
  assert.equal(lightColour([RED, RED, { r: 0, g: 0, b: 0 }, RED]), 'nicht alle');
  assert.equal(lightColour([RED, RED, RED, RED]), 'rot');
  assert.equal(lightColour([RED, GREEN, RED, RED]), 'gemischt');
});

test('passes with yellow at 25 cm', () => {
  assert.deepEqual(distanceColour.judge(lit(YELLOW), params, variant), { passed: true });
});

test('fails with the distance and both colours', () => {
  assert.deepEqual(distanceColour.judge(lit(GREEN), params, variant), {
    passed: false,
    message:
      'Nach 0,5 s war das Hindernis 25 cm entfernt, aber es leuchteten die LEDs grün statt gelb.',
    atUs: 500_000,
  });
  assert.deepEqual(distanceColour.judge(lit(RED, null), params, variant), {
    passed: false,
    message: 'Nach 0,5 s war kein Hindernis in Sicht, aber es leuchteten die LEDs rot statt grün.',
    atUs: 500_000,
  });
});

test('fails when the program ends before the lights show anything', () => {
  const verdict = distanceColour.judge(runThrough([{ x: 0, y: 0, heading: 0 }]), params, variant);
  assert.equal(verdict.passed, false);
});
