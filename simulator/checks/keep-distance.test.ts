import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keepDistance } from './keep-distance.ts';
import { messageOf, runStillMoving, runThrough, stateAt, verdictFor } from './fake-run.ts';
import type { CheckRun } from './types.ts';

const params = { target: '20', tolerance: '2' };
// Setup 1: the wall starts 6 cm ahead, so the robot must back off 14 cm.
const POSES = [
  { x: 0, y: 0, heading: 0 },
  { x: 0, y: -7, heading: 0 },
  { x: 0, y: -14, heading: 0 },
];
const endingAt = (sonarCm: number): CheckRun => {
  const run = runThrough(POSES);
  return { ...run, rest: stateAt(100_000, { pose: run.rest.pose, sonarCm }) };
};
const judged = (run: CheckRun) => messageOf(verdictFor('keep-distance', params, run));

test('one wall too near and two too far', () => {
  assert.deepEqual(
    keepDistance.variants(keepDistance.parse(params).params).map((v) => v.label),
    ['Wand 6 cm vor dem Roboter', 'Wand 45 cm vor dem Roboter', 'Wand 90 cm vor dem Roboter'],
  );
});

test('passes standing 20 cm before the wall, as the sensor measures it', () => {
  assert.equal(judged(endingAt(20)), 'passed');
  assert.equal(judged(endingAt(21.5)), 'passed');
});

test('judges what the sensor reads, the whole centimetres ultrasonic() returns and the live values show', () => {
  assert.equal(
    judged(endingAt(6)),
    'Am Ende misst der Ultraschallsensor 6 cm bis zur Wand, erlaubt sind 18 bis 22 cm.',
  );
  assert.equal(
    judged(endingAt(17.4)),
    'Am Ende misst der Ultraschallsensor 17 cm bis zur Wand, erlaubt sind 18 bis 22 cm.',
  );
  assert.equal(judged(endingAt(17.76)), 'passed');
  assert.equal(
    judged(endingAt(22.6)),
    'Am Ende misst der Ultraschallsensor 23 cm bis zur Wand, erlaubt sind 18 bis 22 cm.',
  );
});

test('a robot judged while it still moves fails; one that ended with motor_stop() is judged at rest', () => {
  const moving = runStillMoving(POSES, 8);
  assert.equal(
    judged({ ...moving, rest: { ...moving.rest, sonarCm: 20 } }),
    'Der Roboter rollt am Ende noch. Er soll stillstehen, bevor die Zeit um ist.',
  );
  assert.equal(judged(endingAt(20)), 'passed');
});

test('fails after touching the wall', () => {
  const run = endingAt(20);
  run.contacts.push({ timeUs: 1_000_000, box: 0, pose: run.rest.pose });
  assert.equal(judged(run), 'Der Roboter ist gegen die Wand gefahren.');
});

test('a regulator that runs to the time limit must have stood still for its last 2 s', () => {
  const rocking = endingAt(20);
  rocking.end = 'time-up';
  rocking.limitUs = 20_000_000;
  rocking.endedAtUs = rocking.limitUs;
  rocking.samples = Array.from({ length: 400 }, (_, i) =>
    stateAt(i * 50_000, {
      pose: rocking.rest.pose,
      // A pulse of driving every 0.75 s, standing in between.
      wheels: i % 15 < 3 ? { left: 20, right: 20 } : { left: 0, right: 0 },
    }),
  );
  assert.equal(
    judged(rocking),
    'Die Zeit ist um (20 s): Der Roboter ist nicht zur Ruhe gekommen: Noch nach 19,6 s ist er gefahren. Er soll anhalten und mindestens die letzten 2 s still stehen.',
  );
  rocking.samples = rocking.samples.map((s) =>
    s.timeUs > 17_000_000 ? { ...s, wheels: { left: 0, right: 0 } } : s,
  );
  assert.equal(judged(rocking), 'passed');
});
