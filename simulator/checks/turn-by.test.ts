import assert from 'node:assert/strict';
import { test } from 'node:test';
import { messageOf, runThrough, verdictFor } from './fake-run.ts';
import { turnBy } from './turn-by.ts';

const params = { angle: '90', tolerance: '5' };
// Setup 3 starts facing 300°, with strong motors.
const judged = (poses: { x: number; y: number; heading: number }[]) =>
  messageOf(verdictFor('turn-by', params, runThrough(poses), 2));
const ON_THE_SPOT = () => ({ x: 0, y: 0 });
/** A turn from 300° by `degrees` (positive = right), in 10° steps, the axle at `at(step)`. */
const spin = (degrees: number, at: (step: number) => { x: number; y: number } = ON_THE_SPOT) =>
  Array.from({ length: Math.abs(degrees) / 10 + 1 }, (_, i) => ({
    ...at(i),
    heading: (300 + Math.sign(degrees) * i * 10 + 3600) % 360,
  }));

test('the setups differ in start heading and motors', () => {
  const variants = turnBy.variants(turnBy.parse(params).params);
  assert.equal(new Set(variants.map((v) => v.startPose?.heading)).size, 3);
  assert.equal(new Set(variants.map((v) => JSON.stringify(v.drive ?? {}))).size, 3);
});

test('passes a quarter turn right on the spot across north', () => {
  assert.equal(judged(spin(90)), 'passed');
});

test('fails a turn of 270 degrees to the left, which ends facing the same way', () => {
  assert.equal(
    judged(spin(-270)),
    'Der Roboter hat sich um 270 Grad nach links gedreht. Er soll sich um 90 Grad nach rechts drehen (erlaubt: 85 bis 95 Grad).',
  );
});

test('fails a turn round one wheel: the middle of the axle wanders', () => {
  // Pivoting round the right wheel, 4.8 cm to the right of the axle's middle.
  const pivot = spin(90, (i) => {
    const a = ((300 + i * 10) * Math.PI) / 180;
    const wheel = {
      x: 4.8 * Math.cos((300 * Math.PI) / 180),
      y: -4.8 * Math.sin((300 * Math.PI) / 180),
    };
    return { x: wheel.x - 4.8 * Math.cos(a), y: wheel.y + 4.8 * Math.sin(a) };
  });
  assert.match(
    judged(pivot),
    /nicht auf der Stelle gedreht: Die Mitte seiner Achse ist 7 cm gewandert, erlaubt sind 3 cm/,
  );
});

test('fails a turn that went too far, with its figure', () => {
  assert.match(judged(spin(120)), /^Der Roboter hat sich um 120 Grad nach rechts gedreht/);
});
