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
    message: 'Der Roboter steht 30 cm rechts neben der geraden Linie, erlaubt sind höchstens 5 cm.',
  });
  const left = driveStraight.judge(runTo(112, -8), params, variant);
  assert.match(left.passed ? '' : left.message, /8 cm links neben/);
});

test('with calibrate=1 the program must calibrate, and so that the motors differ', () => {
  const calibrated = driveStraight.parse({ calibrate: '1' }).params;
  const run = runTo(110, 0);
  const said = (calibrations: typeof run.calibrations) =>
    ((v) => (v.passed ? 'passed' : v.message))(
      driveStraight.judge({ ...run, calibrations }, calibrated, variant),
    );
  assert.match(said([]), /^Dein Programm ruft motor_calibration\(\) nicht auf/);
  assert.match(said([{ motor: 2, points: [] }]), /behandelt beide Motoren gleich/);
  assert.match(said([{ motor: 1, points: [[150, 1]] }]), /behandelt beide Motoren gleich/);
  assert.match(said([{ motor: 2, points: [[150, 0.9]] }]), /behandelt beide Motoren gleich/);
  assert.equal(said([{ motor: 1, points: [[150, 1.04]] }]), 'passed');
  // The last call counts: cleared again, it does nothing.
  assert.match(
    said([
      { motor: 0, points: [[150, 0.96]] },
      { motor: 0, points: [] },
    ]),
    /behandelt beide Motoren gleich/,
  );
});

test('a robot that set off at a slant and ended on the line by its curve did not drive straight', () => {
  const slanted = runOf(
    samplesOf(21, (i) => ({ pose: { x: 0, y: (110 * i) / 20, heading: i === 20 ? 14 : 0 } })),
  );
  assert.match(
    ((v) => (v.passed ? '' : v.message))(driveStraight.judge(slanted, params, variant)),
    /^Der Roboter schaut am Ende 14 Grad nach rechts gedreht/,
  );
});

test('drive-straight names how far a short run got', () => {
  assert.deepEqual(driveStraight.judge(runTo(62, 0), params, variant), {
    passed: false,
    message:
      'Der Roboter ist nur 62 cm weit nach vorn gekommen, er soll mindestens 100 cm geradeaus fahren.',
  });
});
