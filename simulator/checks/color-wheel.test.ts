import assert from 'node:assert/strict';
import { test } from 'node:test';
import { colorWheel, spreadAround } from './color-wheel.ts';
import { pureHue as hue, runOf, samplesOf } from './fake-run.ts';

const params = colorWheel.parse({}).params;
const variant = colorWheel.variants(params)[0]!;

test('spreadAround wants four colours at least 45 degrees apart', () => {
  assert.equal(spreadAround([hue(0), hue(90), hue(180), hue(270)]), true);
  assert.equal(spreadAround([hue(0), hue(30), hue(180), hue(270)]), false);
  assert.equal(spreadAround([hue(0), hue(90), hue(180), { r: 0, g: 0, b: 0 }]), false);
});

test('color-wheel passes four colours 90 degrees apart that go once round', () => {
  const run = runOf(
    samplesOf(72, (i) => ({ pixels: [0, 1, 2, 3].map((k) => hue(i * 5 + 90 * k)) })),
  );
  assert.deepEqual(colorWheel.judge(run, params, variant), { passed: true });
});

test('color-wheel names how far the colours moved, and how often they were spread', () => {
  const still = runOf(samplesOf(60, () => ({ pixels: [0, 1, 2, 3].map((k) => hue(90 * k)) })));
  assert.deepEqual(colorWheel.judge(still, params, variant), {
    passed: false,
    message:
      'Die Farben wandern zu wenig: Die LED vorne links hat nur Farbtöne aus 30 von 360 Grad des Farbkreises gezeigt, nötig sind 270 Grad.',
  });
  const same = runOf(samplesOf(72, (i) => ({ pixels: [0, 1, 2, 3].map(() => hue(i * 5)) })));
  assert.deepEqual(colorWheel.judge(same, params, variant), {
    passed: false,
    message:
      'Nur 0 % der Zeit zeigten die vier LEDs vier verschiedene Farben rund um den Farbkreis, nötig sind 80 %.',
  });
});
