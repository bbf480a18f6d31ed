import assert from 'node:assert/strict';
import { test } from 'node:test';

import { CONE_HALF_DEG, MAX_RANGE_CM } from '../../../../../simulator/core/ultrasonic.ts';
import { germanDefault as t } from '../messages.ts';
import { sonarCone, sonarLabel } from './sonar.ts';
import { canvasX, canvasY, fitView } from './view.ts';

const view = fitView(
  { minX: -100, minY: -100, maxX: 100, maxY: 100 },
  { x: 0, y: 0, width: 400, height: 400 },
  1,
);
const close = (a: number, b: number) => assert.ok(Math.abs(a - b) < 1e-9, `${a} ≠ ${b}`);

for (const [cm, label] of [
  [30, '30 cm'],
  [23.4, '23 cm'],
  [29.6, '30 cm'],
  [null, 'kein Echo'],
] as const) {
  test(`the distance ${cm} reads "${label}"`, () => assert.equal(sonarLabel(cm, t), label));
}

test('facing north the cone starts at the sensor, 6 cm ahead, and opens ±12° upwards', () => {
  const cone = sonarCone(view, { x: 0, y: 0, heading: 0 }, 30, t);
  close(cone.x, canvasX(view, 0));
  close(cone.y, canvasY(view, 6));
  close(cone.startAngle, ((-90 - CONE_HALF_DEG) * Math.PI) / 180);
  close(cone.endAngle, ((-90 + CONE_HALF_DEG) * Math.PI) / 180);
  close(cone.radiusPx, 30 * view.scale);
  assert.equal(cone.hit, true);
  // The label is above the cone's end.
  close(cone.labelX, cone.x);
  assert.ok(cone.labelY < cone.y - cone.radiusPx);
});

test('facing east the cone opens to the right', () => {
  const cone = sonarCone(view, { x: 0, y: 0, heading: 90 }, 10, t);
  close(cone.x, canvasX(view, 6));
  close((cone.startAngle + cone.endAngle) / 2, 0);
  assert.ok(cone.labelX > cone.x + cone.radiusPx);
});

test('without an echo the cone runs to the range and the label stays near the robot', () => {
  const cone = sonarCone(view, { x: 0, y: 0, heading: 0 }, null, t);
  assert.equal(cone.hit, false);
  close(cone.radiusPx, MAX_RANGE_CM * view.scale);
  assert.equal(cone.label, 'kein Echo');
  assert.ok(cone.y - cone.labelY < 100);
});
