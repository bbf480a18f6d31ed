import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Board } from './board.ts';
import { accelerometer, FIELD_HORIZONTAL_NT, FIELD_VERTICAL_NT, type Attitude } from './imu.ts';
import { worldByName } from '../worlds/index.ts';

const boardFacing = (heading: number, tilt?: { pitch: number; roll: number }) =>
  new Board({ world: { ...worldByName('empty'), start: { x: 0, y: 0, heading }, tilt } });

const still = (attitude: Attitude) =>
  accelerometer({ attitude, acceleration: 0, lateral: 0, pwmLeft: 0, pwmRight: 0 });

/** Tilt-compensated heading with the mounted axes: forward is the board's -z. */
function headingFrom(accel: { x: number; y: number; z: number }, field: typeof accel): number {
  const up = [accel.x, accel.y, accel.z];
  const m = [field.x, field.y, field.z];
  const cross = (a: number[], b: number[]) => [
    a[1] * b[2] - a[2] * b[1],
    a[2] * b[0] - a[0] * b[2],
    a[0] * b[1] - a[1] * b[0],
  ];
  const east = cross(m, up);
  const north = cross(up, east);
  const norm = (v: number[]) => Math.hypot(...v);
  const deg = (Math.atan2(-east[2] / norm(east), -north[2] / norm(north)) * 180) / Math.PI;
  return (deg + 360) % 360;
}

const angleBetween = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

test('facing north on a level floor: z of the field is negative, y of the accelerometer +1024', () => {
  const b = boardFacing(0);
  assert.deepEqual(b.magneticField(), { x: 0, y: -FIELD_VERTICAL_NT, z: -FIELD_HORIZONTAL_NT });
  assert.deepEqual(b.accelerometer(), { x: 0, y: 1024, z: 0 });
});

test("facing east the field lies on -x: the board x axis points to the robot's right (south)", () => {
  assert.deepEqual(boardFacing(90).magneticField(), {
    x: -FIELD_HORIZONTAL_NT,
    y: -FIELD_VERTICAL_NT,
    z: 0,
  });
});

test('a right turn raises the heading computed from the mounted axes', () => {
  let previous = -1;
  for (const heading of [0, 30, 60, 90, 135, 180, 225, 270, 315]) {
    const b = boardFacing(heading);
    const computed = headingFrom(b.accelerometer(), b.magneticField());
    assert.ok(angleBetween(computed, heading) < 0.5, `heading ${heading}: ${computed}`);
    assert.ok(computed > previous, `after ${previous} came ${computed}`);
    previous = computed;
  }
});

test('on a 15° ramp and with 12° roll the tilt-compensated heading stays the heading', () => {
  for (const tilt of [
    { pitch: 15, roll: 0 },
    { pitch: -15, roll: 0 },
    { pitch: 0, roll: 12 },
    { pitch: 15, roll: -12 },
  ]) {
    for (const heading of [0, 90, 180, 270]) {
      const b = boardFacing(heading, tilt);
      const computed = headingFrom(b.accelerometer(), b.magneticField());
      assert.ok(angleBetween(computed, heading) < 0.5, `${JSON.stringify(tilt)} ${heading}`);
    }
  }
});

test("nose up turns the board's back (+z) down, right side down turns +x down", () => {
  // The accelerometer reads the reaction to gravity, which points up: an axis tilted
  // downwards reads a negative share of it.
  const noseUp = still({ heading: 0, pitch: 15, roll: 0 });
  assert.equal(noseUp.z, -Math.round(1024 * Math.sin((15 * Math.PI) / 180)));
  assert.equal(noseUp.x, 0);
  const rightDown = still({ heading: 0, pitch: 0, roll: 12 });
  assert.equal(rightDown.x, -Math.round(1024 * Math.sin((12 * Math.PI) / 180)));
  assert.equal(rightDown.z, 0);
});

test('driving off forward pushes the accelerometer backwards: z goes negative', () => {
  const b = boardFacing(0);
  b.i2cWrite(0x10, [0x00, 0, 255, 0, 255]);
  b.advance(20_000);
  assert.ok(b.accelerometer().z < -100, `z ${b.accelerometer().z}`);
});

test("a right curve pulls the accelerometer towards the robot's right: x goes positive", () => {
  const b = boardFacing(0);
  b.i2cWrite(0x10, [0x00, 0, 255, 0, 120]);
  b.advance(500_000);
  assert.ok(b.accelerometer().x > 50, `x ${b.accelerometer().x}`);
});

test('the flat-board compass.heading() is wrong on the upright board', () => {
  for (const heading of [0, 90, 270]) {
    const shown = boardFacing(heading).compassHeading();
    assert.ok(angleBetween(shown, heading) > 20, `heading ${heading} shown as ${shown}`);
  }
});
