import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hueOf } from './colors.ts';
import { pureHue as hue, runOf, samplesOf } from './fake-run.ts';
import { headingColor, START_HEADINGS } from './heading-color.ts';

const params = headingColor.parse({}).params;
const variants = headingColor.variants(params);

/** The robot turns 360° in 8 s from `start`; the LEDs show `shown(heading, time)`. */
function turningRun(start: number, shown: (heading: number, i: number) => number) {
  return runOf(
    samplesOf(161, (i) => {
      const heading = (start + i * 2.25) % 360;
      return {
        pose: { x: 0, y: 0, heading },
        pixels: [0, 1, 2, 3].map(() => hue(shown(heading, i))),
      };
    }),
  );
}

test('hueOf reads the hue back', () => {
  assert.ok(Math.abs(hueOf(hue(200))! - 200) < 2);
});

test('heading-color has three start headings, with motor noise', () => {
  assert.deepEqual(
    variants.map((v) => v.startPose?.heading),
    START_HEADINGS,
  );
  assert.ok(variants.every((v) => v.motorNoise));
});

test('heading-color passes LEDs that follow the heading from every start', () => {
  for (const [i, start] of START_HEADINGS.entries()) {
    assert.deepEqual(
      headingColor.judge(
        turningRun(start, (h) => h + 10),
        params,
        variants[i]!,
      ),
      { passed: true },
    );
  }
});

test('heading-color fails a colour sequence that ignores the compass', () => {
  // Plays the colours as if the robot had started facing north.
  const timed = (_h: number, i: number) => i * 2.25;
  assert.deepEqual(headingColor.judge(turningRun(0, timed), params, variants[0]!), {
    passed: true,
  });
  assert.deepEqual(headingColor.judge(turningRun(135, timed), params, variants[1]!), {
    passed: false,
    message:
      'Nur 0 % der Zeit passte die Farbe aller vier LEDs zur Richtung des Roboters (höchstens 30 Grad daneben), nötig sind 90 %.',
  });
});

test('heading-color names how far a robot turned that turned too little', () => {
  const short = runOf(samplesOf(40, (i) => ({ pose: { x: 0, y: 0, heading: i * 3 } })));
  assert.deepEqual(headingColor.judge(short, params, variants[0]!), {
    passed: false,
    message:
      'Der Roboter hat sich insgesamt nur um 117 Grad in eine Richtung gedreht. Er soll sich einmal im Kreis drehen (mindestens 330 Grad).',
  });
});

test('heading-color fails wiggling by 100 degrees to and fro, however much it turned in all', () => {
  const wiggle = runOf(
    samplesOf(161, (i) => {
      const heading = (360 + 100 * Math.sin(i / 8)) % 360;
      return { pose: { x: 0, y: 0, heading }, pixels: [0, 1, 2, 3].map(() => hue(heading)) };
    }),
  );
  const verdict = headingColor.judge(wiggle, params, variants[0]!);
  assert.match(verdict.passed ? '' : verdict.message, /hin und her gedreht/);
});
