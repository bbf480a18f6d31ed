import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Pose } from './geometry.ts';
import { ANALOG_DARK, ANALOG_LIGHT, analogReading, digitalState } from './line-sensors.ts';
import { parseWorld, type WorldSpec } from './world.ts';
import { worldByName } from '../worlds/index.ts';

const NORTH: Pose = { x: 0, y: 0, heading: 0 };

/** A straight 1.5 cm line through the floor, north–south at x or east–west at y. */
function straightLine(at: { x: number } | { y: number }): WorldSpec {
  const from: [number, number] = 'x' in at ? [at.x, -100] : [-100, at.y];
  const to: [number, number] = 'x' in at ? [at.x, 100] : [100, at.y];
  return parseWorld({
    name: 'line',
    description: '',
    start: NORTH,
    lineWidth: 1.5,
    track: [{ type: 'line', from, to }],
    boxes: [],
  });
}

// Robot at the origin facing north; bits 0x10 = L2, 0x08 = L1, 0x04 = M, 0x02 = R1, 0x01 = R2.
const cases: { name: string; world: WorldSpec; bits: number }[] = [
  { name: 'a line 4.5 cm to the left: only L2', world: straightLine({ x: -4.5 }), bits: 0x10 },
  { name: 'a line 4.5 cm to the right: only R2', world: straightLine({ x: 4.5 }), bits: 0x01 },
  { name: 'a line 0.5 cm to the left: L1 and M', world: straightLine({ x: -0.5 }), bits: 0x0c },
  { name: 'a line 0.5 cm to the right: M and R1', world: straightLine({ x: 0.5 }), bits: 0x06 },
  { name: 'a line 2.5 cm to the left: none', world: straightLine({ x: -2.5 }), bits: 0x00 },
  {
    name: 'a crossing line 6 cm ahead: the front row L1, M, R1',
    world: straightLine({ y: 6 }),
    bits: 0x0e,
  },
  {
    name: 'a crossing line 3 cm ahead: the outer pair L2, R2',
    world: straightLine({ y: 3 }),
    bits: 0x11,
  },
];

for (const c of cases) {
  test(`line sensors at their real places, ${c.name}`, () => {
    assert.equal(digitalState(c.world, NORTH), c.bits);
  });
}

test('the analog reading blends from light to dark while a sensor crosses the line edge', () => {
  // M sits 6 cm ahead of the axle; move a north–south line across it from the right.
  const readings = [2, 1.2, 1, 0.8, 0.75, 0.7, 0.5, 0.3, 0].map((x) =>
    analogReading(straightLine({ x }), NORTH, 'M'),
  );
  assert.equal(readings[0], ANALOG_LIGHT);
  assert.equal(readings[readings.length - 1], ANALOG_DARK);
  // Exactly on the edge the spot is half covered.
  assert.equal(readings[4], (ANALOG_LIGHT + ANALOG_DARK) / 2);
  for (let i = 1; i < readings.length; i++)
    assert.ok(readings[i] <= readings[i - 1], `${readings}`);
  const between = readings.filter((r) => r > ANALOG_DARK && r < ANALOG_LIGHT);
  assert.ok(between.length >= 4, `blends over several positions: ${readings}`);
});

test('on the oval start only the middle sensor sees the line', () => {
  const world = worldByName('oval');
  assert.equal(digitalState(world, world.start), 0x04);
  assert.equal(analogReading(world, world.start, 'M'), ANALOG_DARK);
  for (const s of ['L2', 'R2'] as const)
    assert.equal(analogReading(world, world.start, s), ANALOG_LIGHT);
  // L1 and R1 sit 1 cm beside the middle, 0.25 cm outside the tape: a little of it shows.
  for (const s of ['L1', 'R1'] as const) {
    const reading = analogReading(world, world.start, s);
    assert.ok(reading > 700 && reading < ANALOG_LIGHT, `${s} ${reading}`);
  }
});

test('on the oval the sensors follow the track around the curve', () => {
  const world = worldByName('oval');
  // On the left straight facing south the middle sensor sees the line again.
  assert.equal(digitalState(world, { x: -60, y: 0, heading: 180 }), 0x04);
  // Far from the oval all sensors see the light floor.
  assert.equal(digitalState(world, { x: 30, y: 0, heading: 0 }), 0);
  // Heading west at the top of the curve: the front row is 6 cm ahead of the axle.
  assert.equal(digitalState(world, { x: -30 + 6, y: 60, heading: 270 }) & 0x04, 0x04);
});

test('a faded line shows in the readings but never as 1: the digital threshold is between the calibrated dark and light', () => {
  const faded = { ...straightLine({ x: 0 }), lineShade: 600 };
  assert.equal(analogReading(faded, NORTH, 'M'), 600);
  assert.ok(analogReading(faded, NORTH, 'L1') < ANALOG_LIGHT, 'L1 beside it still reads darker');
  assert.equal(digitalState(faded, NORTH), 0);
  // The same line at full darkness trips M.
  assert.equal(digitalState(straightLine({ x: 0 }), NORTH) & 0x04, 0x04);
});
