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

const BLUE = { r: 0, g: 0, b: 255 };
const DARK = { r: 0, g: 0, b: 0 };
const judged = (run: ReturnType<typeof show>) => {
  const verdict = trafficLight.judge(run, params, variant);
  return verdict.passed ? 'passed' : verdict.message;
};

test('traffic-light passes the cycle twice, with dark moments between', () => {
  assert.equal(
    judged(
      show(
        [GREEN, 1000],
        [YELLOW, 1000],
        [RED, 1000],
        [DARK, 500],
        [GREEN, 1000],
        [YELLOW, 1000],
        [RED, 1000],
      ),
    ),
    'passed',
  );
});

test('traffic-light fails orange, other colours and a wrong order, naming the problem', () => {
  assert.match(
    judged(show([GREEN, 2000], [ORANGE, 1000], [RED, 2000])),
    /Orange zählt nicht als Gelb/,
  );
  // The reviewer's case: red, green, blue, yellow contains a green, a yellow and a red.
  assert.match(
    judged(show([RED, 1000], [GREEN, 1000], [BLUE, 1000], [YELLOW, 1000])),
    /nur Grün, Gelb und Rot/,
  );
  assert.equal(
    judged(show([RED, 1000], [YELLOW, 1000], [GREEN, 1000])),
    'Zuerst soll Grün kommen, die LEDs zeigten aber Rot.',
  );
  assert.equal(
    judged(show([GREEN, 1000], [YELLOW, 1000])),
    'Es fehlt noch Rot: Die Ampel soll Grün, Gelb und dann Rot zeigen.',
  );
});

test('traffic-light names a phase that is too short, with the figure', () => {
  assert.equal(
    judged(show([GREEN, 2000], [YELLOW, 400], [RED, 2000])),
    'Gelb leuchtete nur 400 ms lang, jede Farbe soll mindestens 1000 ms leuchten.',
  );
});
