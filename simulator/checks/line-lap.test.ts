import assert from 'node:assert/strict';
import { test } from 'node:test';
import { stateAt } from './fake-run.ts';
import { steeringSteps } from './line-lap.ts';

/** A sample with the left and right motors at these signed speeds (negative: backwards). */
const driving = (left: number, right: number) =>
  stateAt(0, {
    motors: {
      left: { direction: left < 0 ? 1 : 0, speed: Math.abs(left) },
      right: { direction: right < 0 ? 1 : 0, speed: Math.abs(right) },
    },
  });

test('a 0/1 follower steers with as many strengths as it has cases', () => {
  const bangBang = [driving(90, 170), driving(170, 90), driving(170, 170), driving(90, 170)];
  assert.equal(steeringSteps(bangBang), 3);
});

test('a follower that steers by how far off the line it is shows many strengths', () => {
  const graded = [0, 5, 12, 20, 33, -8, -15, -40].map((turn) => driving(150 + turn, 150 - turn));
  assert.equal(steeringSteps(graded), 8);
});

test('the same difference forwards and backwards counts as two strengths', () => {
  assert.equal(steeringSteps([driving(50, -50), driving(-50, 50)]), 2);
});
