import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runOf, samplesOf } from './fake-run.ts';
import { redAlternate } from './red-alternate.ts';

const params = redAlternate.parse({ switches: '6' }).params;
const variant = redAlternate.variants(params)[0]!;
/** LEDs that swap every `every` samples, for `count` samples. */
const swapping = (count: number, every: number) =>
  runOf(
    samplesOf(count, (i) => {
      const left = Math.floor(i / every) % 2 === 0;
      return { redLeds: { left, right: !left } };
    }),
  );

test('red-alternate passes eight swaps', () => {
  assert.deepEqual(redAlternate.judge(swapping(72, 8), params, variant), { passed: true });
});

test('red-alternate counts the swaps that are still missing', () => {
  assert.deepEqual(redAlternate.judge(swapping(24, 8), params, variant), {
    passed: false,
    message:
      'Das Licht ist 2-mal sichtbar von einer LED zur anderen gesprungen, gewünscht sind mindestens 6 Wechsel. Jede LED soll dabei mindestens 0,1 s leuchten.',
  });
});

test('red-alternate does not count a flicker too fast to see', () => {
  const verdict = redAlternate.judge(swapping(40, 1), params, variant);
  assert.match(verdict.passed ? '' : verdict.message, /^Das Licht ist 0-mal sichtbar/);
});

test('red-alternate fails LEDs that blink together', () => {
  const together = runOf(
    samplesOf(40, (i) => {
      const on = i % 8 < 6 && i > 3;
      return { redLeds: { left: on, right: on } };
    }),
  );
  assert.deepEqual(redAlternate.judge(together, params, variant), {
    passed: false,
    message:
      'Nach 0,2 s leuchteten beide LEDs zugleich. Sie sollen sich abwechseln: immer nur eine an.',
    atUs: 200_000,
  });
});
