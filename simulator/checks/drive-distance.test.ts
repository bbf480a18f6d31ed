import assert from 'node:assert/strict';
import { test } from 'node:test';
import { driveDistance } from './drive-distance.ts';
import { runOf, samplesOf } from './fake-run.ts';

const params = driveDistance.parse({ distance: '50', tolerance: '5' }).params;
const variant = driveDistance.variants(params)[0]!;
const straightTo = (cm: number) =>
  runOf(samplesOf(41, (i) => ({ pose: { x: 0, y: (cm * i) / 40, heading: 0 } })));

test('drive-distance passes a stop 52 cm from the start', () => {
  assert.deepEqual(driveDistance.judge(straightTo(52), params, variant), { passed: true });
});

test('drive-distance names how far the robot got when it stops short', () => {
  assert.deepEqual(driveDistance.judge(straightTo(31), params, variant), {
    passed: false,
    message:
      'Der Roboter hat 31 cm vom Start entfernt angehalten, das Ziel sind 50 cm (erlaubt: 45 bis 55 cm).',
  });
});

test('drive-distance fails a robot that never moves, and one whose motors still run', () => {
  const still = driveDistance.judge(straightTo(0), params, variant);
  assert.equal(still.passed ? '' : still.message, 'Der Roboter ist nicht losgefahren.');
  const run = straightTo(50);
  run.finalState = {
    ...run.finalState!,
    motors: { ...run.finalState!.motors, left: { direction: 0, speed: 100 } },
  };
  const running = driveDistance.judge(run, params, variant);
  assert.equal(
    running.passed ? '' : running.message,
    'Am Ende fahren die Motoren noch. Halte sie an.',
  );
});

test('drive-distance rejects unknown and out-of-range parameters', () => {
  assert.deepEqual(driveDistance.parse({ distance: '900', speed: '3' }).problems, [
    'distance="900" must be a number from 5 to 300',
    'unknown parameter "speed" (known: distance, tolerance)',
  ]);
});
