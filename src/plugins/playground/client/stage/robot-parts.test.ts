import assert from 'node:assert/strict';
import { test } from 'node:test';

import { MAQUEEN_DRIVE } from '../../../../../simulator/core/drive.ts';
import { robotToWorld } from '../../../../../simulator/core/geometry.ts';
import { BODY } from '../../../../../simulator/core/robot-geometry.ts';
import {
  BODY_RECT,
  LED_RADIUS,
  RED_LED_MOUNTS,
  RGB_LED_MOUNTS,
  ULTRASONIC,
  WHEELS,
  litLineSensors,
  robotMatrix,
  type Mount,
  type PartRect,
} from './robot-parts.ts';
import { canvasX, canvasY, fitView } from './view.ts';

const centre = (r: PartRect): Mount => ({
  right: r.left + r.width / 2,
  forward: r.back + r.length / 2,
});
const inBody = (m: Mount) =>
  m.right - LED_RADIUS >= BODY.left &&
  m.right + LED_RADIUS <= BODY.right &&
  m.forward - LED_RADIUS >= BODY.back &&
  m.forward + LED_RADIUS <= BODY.front;

test('the wheels sit ±wheelBase/2 beside the middle of the axle', () => {
  assert.deepEqual(centre(WHEELS.left), { right: -MAQUEEN_DRIVE.wheelBase / 2, forward: 0 });
  assert.deepEqual(centre(WHEELS.right), { right: MAQUEEN_DRIVE.wheelBase / 2, forward: 0 });
});

test('the body is the simulator body: 4 cm behind to 6 cm ahead of the axle, 10 cm wide', () => {
  assert.deepEqual(BODY_RECT, { left: -5, back: -4, width: 10, length: 10 });
});

test('the ultrasonic transducers look forward from the front edge, one each side of the middle', () => {
  const [a, b] = ULTRASONIC.transducers.map(centre);
  assert.ok(a.right < 0 && b.right > 0);
  assert.equal(a.right, -b.right);
  for (const t of ULTRASONIC.transducers) assert.equal(t.back, BODY.front);
});

for (const [index, side, end] of [
  [0, 'left', 'front'],
  [1, 'left', 'rear'],
  [2, 'right', 'rear'],
  [3, 'right', 'front'],
] as const) {
  test(`RGB LED ${index} sits at the ${end} ${side} corner, inside the body`, () => {
    const m = RGB_LED_MOUNTS[index];
    assert.equal(m.right < 0, side === 'left');
    assert.equal(m.forward > (BODY.front + BODY.back) / 2, end === 'front');
    assert.ok(inBody(m));
  });
}

test('the red LEDs are at the front, left and right, inside the body', () => {
  assert.ok(RED_LED_MOUNTS.left.right < 0 && RED_LED_MOUNTS.right.right > 0);
  for (const m of Object.values(RED_LED_MOUNTS)) {
    assert.ok(m.forward > RGB_LED_MOUNTS[1].forward + 5);
    assert.ok(inBody(m));
  }
});

for (const [lineState, lit] of [
  [0x00, []],
  [0x04, ['M']],
  [0x0c, ['L1', 'M']],
  [0x10, ['L2']],
  [0x01, ['R2']],
  [0x11, ['L2', 'R2']],
  [0x1f, ['L2', 'L1', 'M', 'R1', 'R2']],
] as const) {
  test(`line state 0x${lineState.toString(16).padStart(2, '0')} lights ${lit.join(', ') || 'no sensor'}`, () => {
    assert.deepEqual(litLineSensors(lineState), lit);
  });
}

for (const heading of [0, 30, 90, 200, 359]) {
  test(`the robot matrix puts parts where robotToWorld does (heading ${heading}°)`, () => {
    const view = fitView(
      { minX: -50, minY: -50, maxX: 50, maxY: 50 },
      { x: 10, y: 0, width: 300, height: 200 },
      1,
    );
    const pose = { x: 12, y: -7, heading };
    const [a, b, c, d, e, f] = robotMatrix(view, pose);
    for (const [right, forward] of [
      [0, 0],
      [-5, 6],
      [4.8, -4],
    ]) {
      const w = robotToWorld(pose, right, forward);
      assert.ok(Math.abs(a * right + c * forward + e - canvasX(view, w.x)) < 1e-9);
      assert.ok(Math.abs(b * right + d * forward + f - canvasY(view, w.y)) < 1e-9);
    }
  });
}
