import assert from 'node:assert/strict';
import { test } from 'node:test';
import { driveDistance } from './drive-distance.ts';
import { messageOf, runThrough, straightPoses, verdictFor } from './fake-run.ts';

const START = { x: 0, y: 0, heading: 0 };
const judged = (run: Parameters<typeof verdictFor>[2]) =>
  messageOf(verdictFor('drive-distance', { distance: '50', tolerance: '5' }, run));

test('passes a robot that comes to rest 52 cm ahead, pulling a little to the side', () => {
  const poses = straightPoses(START, 26, 2).map((p, i) => ({ ...p, x: (i * i) / 130 }));
  assert.equal(judged(runThrough(poses)), 'passed');
});

test('names how far the robot got, with the decimal that decides', () => {
  assert.equal(
    judged(runThrough(straightPoses(START, 31, 1))),
    'Der Roboter steht 31 cm vor seinem Start, das Ziel sind 50 cm (erlaubt: 45 bis 55 cm).',
  );
  assert.equal(
    judged(runThrough(straightPoses(START, 1, 44.6))),
    'Der Roboter steht 44,6 cm vor seinem Start, das Ziel sind 50 cm (erlaubt: 45 bis 55 cm).',
  );
});

test('fails 50 cm backwards and a bow that ends 50 cm away', () => {
  assert.equal(
    judged(
      runThrough(
        straightPoses({ ...START, heading: 180 }, 25, 2).map((p) => ({ ...p, heading: 0 })),
      ),
    ),
    'Der Roboter ist 50 cm rückwärts gefahren. Er soll vorwärts fahren.',
  );
  const bow = Array.from({ length: 21 }, (_, i) => {
    const a = (i / 20) * (Math.PI / 2);
    return { x: 35 - 35 * Math.cos(a), y: 35 * Math.sin(a), heading: (a * 180) / Math.PI };
  });
  assert.match(
    judged(runThrough(bow)),
    /^Der Roboter ist nicht geradeaus gefahren: Er kam bis zu 35 cm neben/,
  );
});

test('fails a robot that never moves, saying whether its motors ever ran', () => {
  assert.match(
    judged(runThrough([START])),
    /^Der Roboter ist nicht losgefahren: Dein Programm hat die Motoren nie eingeschaltet\. Wird die Zeile mit motor_run\(\) überhaupt erreicht\?/,
  );
  const weak = runThrough([START]);
  weak.samples[0] = {
    ...weak.samples[0]!,
    motors: { left: { direction: 0, speed: 10 }, right: { direction: 0, speed: 10 } },
  };
  assert.equal(
    judged(weak),
    'Der Roboter ist nicht losgefahren: Die Motoren liefen, aber zu langsam oder zu kurz, um ihn zu bewegen.',
  );
});

test('rejects unknown and out-of-range parameters', () => {
  assert.deepEqual(driveDistance.parse({ distance: '900', speed: '3' }).problems, [
    'distance="900" must be a number from 5 to 300',
    'unknown parameter "speed" (known: distance, tolerance, offset)',
  ]);
});
