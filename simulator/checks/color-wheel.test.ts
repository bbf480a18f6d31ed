import assert from 'node:assert/strict';
import { test } from 'node:test';
import { colorWheel, spreadAround, widestHole } from './color-wheel.ts';
import { pureHue as hue, runOf, samplesOf } from './fake-run.ts';

const params = colorWheel.parse({}).params;
const variant = colorWheel.variants(params)[0]!;

test('spreadAround wants four colours a quarter of the circle apart', () => {
  assert.equal(spreadAround([hue(0), hue(90), hue(180), hue(270)]), true);
  assert.equal(spreadAround([hue(10), hue(80), hue(200), hue(265)]), true);
  assert.equal(spreadAround([hue(0), hue(30), hue(180), hue(270)]), false);
  // Four different colours, but not a quarter apart.
  assert.equal(spreadAround([hue(0), hue(50), hue(100), hue(150)]), false);
  assert.equal(spreadAround([hue(0), hue(90), hue(180), { r: 0, g: 0, b: 0 }]), false);
});

test('color-wheel passes four colours 90 degrees apart that go once round, then go dark', () => {
  const run = runOf([
    ...samplesOf(72, (i) => ({ pixels: [0, 1, 2, 3].map((k) => hue(i * 5 + 90 * k)) })),
    ...samplesOf(10, () => ({})).map((s) => ({ ...s, timeUs: s.timeUs + 3_600_000 })),
  ]);
  assert.deepEqual(colorWheel.judge(run, params, variant), { passed: true });
});

test('color-wheel names how far the colours moved, and how often they were spread', () => {
  const still = runOf(samplesOf(60, () => ({ pixels: [0, 1, 2, 3].map((k) => hue(90 * k)) })));
  assert.deepEqual(colorWheel.judge(still, params, variant), {
    passed: false,
    message:
      'Die Farben wandern zu wenig: Der LED vorne links fehlen noch Farben, ein Stück von 360 Grad des Farbkreises hat sie nie gezeigt (erlaubt sind Lücken bis 45 Grad). Jede LED soll einmal alle Farben zeigen.',
  });
  const same = runOf(samplesOf(72, (i) => ({ pixels: [0, 1, 2, 3].map(() => hue(i * 5)) })));
  assert.deepEqual(colorWheel.judge(same, params, variant), {
    passed: false,
    message:
      'Nur 0 % der Zeit zeigten die vier LEDs vier Farben, die ein Viertel des Farbkreises (90 Grad) auseinanderliegen; nötig sind 80 %.',
  });
});

test('color-wheel counts the colours only where the four were a quarter apart, and wants small steps', () => {
  // Spread colours standing still, then all four alike running round: no LED showed the circle
  // while the wheel was a wheel.
  const standThenRainbow = runOf([
    ...samplesOf(160, () => ({ pixels: [0, 1, 2, 3].map((k) => hue(90 * k)) })),
    ...samplesOf(36, (i) => ({ pixels: [0, 1, 2, 3].map(() => hue(i * 10)) })).map((s) => ({
      ...s,
      timeUs: s.timeUs + 8_000_000,
    })),
  ]);
  assert.match(
    ((v) => (v.passed ? '' : v.message))(colorWheel.judge(standThenRainbow, params, variant)),
    /^Die Farben wandern zu wenig/,
  );
  // A wheel that jumps to another place on the circle every sample.
  const jumping = runOf(
    samplesOf(72, (i) => ({ pixels: [0, 1, 2, 3].map((k) => hue(((i * 137) % 360) + 90 * k)) })),
  );
  assert.match(
    ((v) => (v.passed ? '' : v.message))(colorWheel.judge(jumping, params, variant)),
    /^Die Farben springen/,
  );
});

test('widestHole is the largest stretch of the circle no hue lies in', () => {
  assert.equal(widestHole([0, 90, 180, 270]), 90);
  assert.equal(widestHole([350, 10]), 340);
  assert.equal(widestHole([]), 360);
});
