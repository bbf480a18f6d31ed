import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Rgb } from '../core/neopixel.ts';
import { colorName } from './colors.ts';
import { runOf, samplesOf } from './fake-run.ts';
import { trafficLight } from './traffic-light.ts';

const GREEN = { r: 0, g: 255, b: 0 };
const YELLOW = { r: 255, g: 255, b: 0 };
const ORANGE = { r: 255, g: 165, b: 0 };
const RED = { r: 255, g: 0, b: 0 };
const all = (c: Rgb) => [c, c, c, c];

/** All four LEDs in each colour for the given milliseconds, one after the other. */
function show(...phases: [Rgb, number][]) {
  const colors = phases.flatMap(([c, ms]) => Array.from({ length: ms / 50 }, () => c));
  return runOf(samplesOf(colors.length, (i) => ({ pixels: all(colors[i]!) })));
}

const params = trafficLight.parse({ phase: '1000' }).params;
const variant = trafficLight.variants(params)[0]!;

test('colorName tells the traffic-light colours from orange and dark', () => {
  assert.deepEqual([GREEN, YELLOW, ORANGE, RED, { r: 0, g: 0, b: 0 }].map(colorName), [
    'grün',
    'gelb',
    'andere',
    'rot',
    'aus',
  ]);
});

test('traffic-light passes green, yellow, red for 2, 1 and 2 seconds', () => {
  assert.deepEqual(
    trafficLight.judge(show([GREEN, 2000], [YELLOW, 1000], [RED, 2000]), params, variant),
    {
      passed: true,
    },
  );
});

test('traffic-light names the colour that is missing or too short', () => {
  assert.deepEqual(
    trafficLight.judge(show([GREEN, 2000], [ORANGE, 1000], [RED, 2000]), params, variant),
    {
      passed: false,
      message: 'Es fehlt noch Gelb nach Grün: Die vier LEDs haben nie zusammen gelb geleuchtet.',
    },
  );
  assert.deepEqual(
    trafficLight.judge(show([GREEN, 2000], [YELLOW, 400], [RED, 2000]), params, variant),
    {
      passed: false,
      message:
        'Es fehlt noch Gelb nach Grün: Alle vier LEDs zusammen haben höchstens 400 ms lang gelb geleuchtet, nötig sind 1000 ms.',
    },
  );
});
