import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseWorld, type WorldSpec } from './world.ts';
import { Board, ENODEV } from './board.ts';
import { digitalState } from './line-sensors.ts';
import { measureDistance } from './ultrasonic.ts';
import { worldByName } from '../worlds/index.ts';

const board = (world = 'empty') => new Board({ world: worldByName(world) });

/** Runs the library's measurement the way `ultrasonic()` does: trigger, then time the echo. */
function ultrasonicCm(b: Board): number {
  b.pinWrite(13, 1);
  b.advance(10);
  b.pinWrite(13, 0);
  const us = b.timePulse(14, 1, 25_000);
  return us < 0 ? us : Math.round(us / 58);
}

test('both motors forward at full speed drive the robot straight ahead at about 50 cm/s', () => {
  const b = new Board({
    world: worldByName('empty'),
    drive: {
      wheelBase: 9.6,
      maxSpeed: 50,
      deadband: 20,
      gainLeft: 1,
      gainRight: 1,
      responseTime: 0.05,
    },
  });
  b.i2cWrite(0x10, [0x00, 0, 255, 0, 255]);
  b.advance(1_000_000);
  assert.ok(Math.abs(b.pose.x) < 0.01, `x ${b.pose.x}`);
  assert.ok(b.pose.y > 46 && b.pose.y < 50, `y ${b.pose.y}`);
  assert.ok(b.pose.heading < 0.01 || b.pose.heading > 359.99);
});

test('backwards (direction 1) drives south', () => {
  const b = board();
  b.i2cWrite(0x10, [0x00, 1, 200, 1, 200]);
  b.advance(500_000);
  assert.ok(b.pose.y < -10, `y ${b.pose.y}`);
});

test('left motor only turns the robot clockwise (right)', () => {
  const b = board();
  b.i2cWrite(0x10, [0x00, 0, 150]);
  b.advance(500_000);
  assert.ok(b.pose.heading > 30 && b.pose.heading < 180, `heading ${b.pose.heading}`);
  assert.ok(b.pose.x > 0, 'drifts east');
});

test('the right motor is slightly weaker, so "straight" drifts right until calibrated', () => {
  const b = board();
  b.i2cWrite(0x10, [0x00, 0, 200, 0, 200]);
  b.advance(3_000_000);
  assert.ok(b.pose.heading > 5 && b.pose.heading < 90, `heading ${b.pose.heading}`);
  const c = board();
  // 4 % more PWM on the right compensates its gain of 0.96.
  c.i2cWrite(0x10, [0x00, 0, 200, 0, Math.round(20 + 180 / 0.96)]);
  c.advance(3_000_000);
  // Whole PWM steps cannot cancel it exactly; what is left is a small fraction.
  assert.ok(Math.min(c.pose.heading, 360 - c.pose.heading) < 3, `heading ${c.pose.heading}`);
});

test('PWM below the deadband does not move the robot', () => {
  const b = board();
  b.i2cWrite(0x10, [0x00, 0, 10, 0, 10]);
  b.advance(1_000_000);
  assert.equal(b.pose.y, 0);
});

test('a wrong I2C address answers ENODEV and changes nothing', () => {
  const b = board();
  assert.equal(b.i2cWrite(0x11, [0x00, 0, 255]), ENODEV);
  assert.equal(b.i2cRead(0x11, 1), ENODEV);
  assert.deepEqual(b.stm8.motor('left'), { direction: 0, speed: 0 });
});

test('ultrasonic reads 30 cm at the arena start and times out in the empty world', () => {
  assert.equal(ultrasonicCm(board('arena')), 30);
  assert.equal(ultrasonicCm(board('empty')), -1);
});

test('ultrasonic stays within 1 cm of the geometry at other poses', () => {
  const world: WorldSpec = parseWorld({
    name: 'wall',
    description: '',
    start: { x: 0, y: 0, heading: 90 },
    lineWidth: 2,
    track: [],
    boxes: [{ kind: 'wall', x1: 100, y1: -50, x2: 110, y2: 50 }],
  });
  for (const x of [-50, 0, 37.3, 80]) {
    const b = new Board({ world: { ...world, start: { x, y: 0, heading: 90 } } });
    const geometry = 100 - (x + 6);
    assert.ok(Math.abs(ultrasonicCm(b) - geometry) <= 1, `x=${x}`);
    assert.ok(Math.abs((measureDistance(world, b.pose, 0) ?? 0) - geometry) < 1e-9);
  }
});

test('driving into the arena box stops the robot and records one contact', () => {
  const b = board('arena');
  b.i2cWrite(0x10, [0x00, 0, 150, 0, 150]);
  b.advance(3_000_000);
  assert.equal(b.contacts.length, 1);
  assert.equal(b.contacts[0].box, 4);
  assert.ok(b.pose.y < 30.5 && b.pose.y > 29, `stopped at ${b.pose.y}`);
});

test('NeoPixels take GRB bytes on pin 15, and only there', () => {
  const b = board();
  b.ws2812(15, [0x80, 0xff, 0x00, 0, 0, 255, 0, 0, 0, 1, 2, 3]);
  const { pixels } = b.snapshot();
  assert.deepEqual(pixels[0], { r: 255, g: 128, b: 0 });
  assert.deepEqual(pixels[1], { r: 0, g: 0, b: 255 });
  assert.deepEqual(pixels[3], { r: 2, g: 1, b: 3 });
  b.ws2812(1, [0xff, 0xff, 0xff]);
  assert.deepEqual(b.snapshot().pixels, pixels);
});

test('the bundled worlds are as simulator/README.md describes them', () => {
  const empty = worldByName('empty');
  assert.equal(ultrasonicCm(board('empty')), -1, 'empty: no echo');
  assert.equal(digitalState(empty, empty.start), 0, 'empty: no line');
  const oval = worldByName('oval');
  assert.equal(oval.lineWidth, 1.5);
  assert.equal(digitalState(oval, oval.start), 0x04, 'oval: only M sees the line at the start');
  assert.equal(ultrasonicCm(board('oval')), -1, 'oval: no echo');
  const arena = worldByName('arena');
  assert.equal(ultrasonicCm(board('arena')), 30, 'arena: the box 30 cm ahead');
  assert.equal(digitalState(arena, arena.start), 0, 'arena: no line');
  for (const w of [empty, oval, arena]) assert.deepEqual(w.start, { x: 0, y: 0, heading: 0 });
});

test('a world with a bad box or tilt is refused', () => {
  const base = {
    name: 'x',
    description: '',
    lineWidth: 2,
    start: { x: 0, y: 0, heading: 0 },
    track: [],
  };
  assert.throws(
    () => parseWorld({ ...base, boxes: [{ kind: 'wall', x1: 1, y1: 0, x2: 0, y2: 1 }] }),
    /bad box/,
  );
  assert.throws(() => parseWorld({ ...base, boxes: [], tilt: { pitch: 95, roll: 0 } }), /tilt/);
});
test('with motor noise, running motors bend the measured field; without, they do not', () => {
  const run = (motorNoise: boolean) => {
    const b = new Board({ world: worldByName('empty'), motorNoise });
    const still = b.magneticField();
    b.i2cWrite(0x10, [0x00, 0, 255, 0, 255]);
    const driving = b.magneticField();
    return Math.hypot(driving.x - still.x, driving.z - still.z);
  };
  assert.ok(run(false) < 50, 'pose barely changed, field the same');
  assert.ok(run(true) > 2000);
});

test('many tiny call costs move the robot like one long sleep', () => {
  const a = board();
  const b = board();
  for (const x of [a, b]) x.i2cWrite(0x10, [0x00, 0, 200, 0, 120]);
  a.advance(1_000_000);
  for (let i = 0; i < 50_000; i++) b.advance(20);
  assert.ok(Math.hypot(a.pose.x - b.pose.x, a.pose.y - b.pose.y) < 0.01);
  assert.ok(Math.abs(a.pose.heading - b.pose.heading) < 0.01);
});

test('renderers get a frame about every 33 ms of simulated time', () => {
  const frames: number[] = [];
  const b = new Board({ world: worldByName('empty'), onFrame: (s) => frames.push(s.timeUs) });
  b.advance(1_000_000);
  assert.ok(frames.length >= 29 && frames.length <= 31, String(frames.length));
  assert.ok(frames.every((t, i) => i === 0 || t - frames[i - 1] >= 33_333));
});

test('a standing robot flags only its first frame as changed; every frame is still a sample', () => {
  const frames: { timeUs: number; changed: boolean }[] = [];
  const b = new Board({
    world: worldByName('arena'),
    onFrame: (s, changed) => frames.push({ timeUs: s.timeUs, changed }),
    frameIntervalUs: 16_667,
  });
  b.advance(5_000_000);
  // Physics steps of 5 ms: a frame every 20 ms here.
  assert.ok(frames.length >= 249, String(frames.length));
  assert.deepEqual(
    frames.filter((f) => f.changed).map((f) => f.timeUs),
    [frames[0].timeUs],
  );
});

test('driving, stopping and lighting an LED are flagged; the coasting tail stops being', () => {
  const changedAt: number[] = [];
  const b = new Board({
    world: worldByName('empty'),
    onFrame: (s, changed) => {
      if (changed) changedAt.push(s.timeUs);
    },
    frameIntervalUs: 16_667,
  });
  b.advance(500_000);
  assert.equal(changedAt.length, 1);
  b.i2cWrite(0x10, [0x00, 0, 200, 0, 200]);
  b.advance(1_000_000);
  const driving = changedAt.length;
  // Every frame while the robot drives (one each 20 ms).
  assert.ok(driving >= 50, String(driving));
  b.i2cWrite(0x10, [0x00, 0, 0, 0, 0]);
  b.advance(3_000_000);
  // The wheels fade out in well under a second; after that nothing a reader sees changes.
  assert.ok(changedAt[changedAt.length - 1] < 2_500_000, String(changedAt.at(-1)));
  b.i2cWrite(0x10, [0x0b, 1]);
  b.advance(100_000);
  assert.ok(changedAt[changedAt.length - 1] > 4_500_000, 'the red LED is a change');
});
