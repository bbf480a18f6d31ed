import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LINE_SENSOR_MOUNTS } from '../core/robot-geometry.ts';
import { distanceToTrack } from '../core/world.ts';
import { crossingAhead, pastCrossing, stopAtCrossing } from './stop-at-crossing.ts';
import { runThrough } from './fake-run.ts';

const params = { tolerance: 1.5 };
const variant = stopAtCrossing.variants(params)[1]!; // line 45 cm ahead of L2/R2
/** Drove north and stopped with the axle at `y`. */
const stoppedAt = (y: number) =>
  runThrough(Array.from({ length: 11 }, (_, i) => ({ x: 0, y: (i * y) / 10, heading: 0 })));

test('the line lies where the variant says, measured from L2 and R2', () => {
  const world = crossingAhead(45);
  const l2 = { x: LINE_SENSOR_MOUNTS.L2.right, y: LINE_SENSOR_MOUNTS.L2.forward + 45 };
  assert.equal(distanceToTrack(world, l2), 0);
  assert.equal(pastCrossing(world, { x: 0, y: 45, heading: 0 }), 0);
  assert.deepEqual(
    stopAtCrossing.variants(params).map((v) => v.label),
    [
      'Querlinie 20 cm vor dem Roboter',
      'Querlinie 45 cm vor dem Roboter',
      'Querlinie 75 cm vor dem Roboter',
    ],
  );
});

test('passes with L2 and R2 on the line', () => {
  assert.deepEqual(stopAtCrossing.judge(stoppedAt(44.5), params, variant), { passed: true });
});

test('fails with how far before the line the sensors stopped', () => {
  // Stopping when M sees the line leaves L2 and R2 3 cm before it.
  assert.deepEqual(stopAtCrossing.judge(stoppedAt(42), params, variant), {
    passed: false,
    message:
      'Der Sensor L2 oder R2, der der Querlinie am nächsten ist, steht 3 cm vor ihrer Mitte, erlaubt sind höchstens 1,5 cm.',
  });
  const verdict = stopAtCrossing.judge(stoppedAt(50), params, variant);
  assert.match(!verdict.passed ? verdict.message : '', /5 cm hinter ihrer Mitte/);
});

test('fails when the robot never started', () => {
  const verdict = stopAtCrossing.judge(stoppedAt(0), params, variant);
  assert.match(!verdict.passed ? verdict.message : '', /^Der Roboter ist nicht losgefahren: /);
});
