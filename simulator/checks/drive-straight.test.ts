import assert from 'node:assert/strict';
import { test } from 'node:test';
import { driveStraight } from './drive-straight.ts';
import { runOf, samplesOf } from './fake-run.ts';

const params = driveStraight.parse({}).params;
const variant = driveStraight.variants(params)[0]!;
/** A run from the origin northwards that ends `ahead` cm on and `beside` cm to the right. */
const runTo = (ahead: number, beside: number) =>
  runOf(
    samplesOf(21, (i) => ({ pose: { x: (beside * i) / 20, y: (ahead * i) / 20, heading: 0 } })),
  );

test('drive-straight runs the standard robot: right motor 96 %', () => {
  assert.deepEqual(variant.drive, { gainLeft: 1, gainRight: 0.96 });
  assert.equal(variant.label, 'linker Motor 100 %, rechter Motor 96 % Kraft');
  const other = driveStraight.parse({ left: '0.92', right: '1' }).params;
  assert.deepEqual(driveStraight.variants(other)[0]!.drive, { gainLeft: 0.92, gainRight: 1 });
});

test('drive-straight passes 110 cm ahead and 3 cm to the side', () => {
  assert.deepEqual(driveStraight.judge(runTo(110, 3), params, variant), { passed: true });
});

test('drive-straight names the side and the offset of a curved run', () => {
  assert.deepEqual(driveStraight.judge(runTo(112, 30.3), params, variant), {
    passed: false,
    message:
      'Der Roboter hat 30 cm rechts neben der geraden Linie angehalten, erlaubt sind höchstens 5 cm.',
  });
  const left = driveStraight.judge(runTo(112, -8), params, variant);
  assert.match(left.passed ? '' : left.message, /8 cm links neben/);
});

test('drive-straight names how far a short run got', () => {
  assert.deepEqual(driveStraight.judge(runTo(62, 0), params, variant), {
    passed: false,
    message:
      'Der Roboter ist nur 62 cm weit nach vorn gekommen, er soll mindestens 100 cm geradeaus fahren.',
  });
});
