// The state built from the parts: every part's change is seen, below what is shown is not, and
// the resting state is the board's own before it runs.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { worldByName, WORLDS as worlds } from '../../worlds/index.ts';
import { Board } from '../board.ts';
import { looksDifferent, PART_NAMES, restingState, type SimState } from './index.ts';

const stateAt = (timeUs: number): SimState => ({
  ...new Board({ world: worldByName('arena') }).snapshot(),
  timeUs,
});

test('the time alone is no change', () => {
  assert.equal(looksDifferent(stateAt(0), stateAt(5_000_000)), false);
});

test('what a reader sees is a change, below what is shown is not', () => {
  const base = stateAt(0);
  const changes = [
    { pose: { ...base.pose, x: base.pose.x + 0.05 } },
    { pose: { ...base.pose, heading: base.pose.heading + 0.1 } },
    { wheels: { left: 1, right: 0 } },
    { motors: { left: { direction: 0, speed: 20 }, right: base.motors.right } },
    { redLeds: { left: !base.redLeds.left, right: base.redLeds.right } },
    { pixels: base.pixels.map((p, i) => (i === 2 ? { ...p, g: p.g + 1 } : p)) },
    { display: base.display.map((v, i) => (i === 12 ? 9 - v : v)) },
    { buttons: { a: true, b: false } },
    { lineState: base.lineState ^ 0x04 },
    { lineAnalog: base.lineAnalog.map((v, i) => (i === 0 ? v + 3 : v)) },
    { sonarCm: base.sonarCm === null ? 20 : null },
    { compassCalibrated: !base.compassCalibrated },
    { touching: !base.touching },
  ];
  for (const change of changes) {
    assert.equal(looksDifferent(base, { ...base, ...change }), true, JSON.stringify(change));
  }
  assert.equal(
    looksDifferent(base, { ...base, pose: { ...base.pose, x: base.pose.x + 1e-9 } }),
    false,
  );
});

test('the state has exactly the fields the thirteen parts declare, and the time', () => {
  // The fields each part declared, found by what its resting state holds.
  const world = worldByName('arena');
  const state = restingState(world, world.start, null);
  assert.deepEqual(Object.keys(state).sort(), [
    'buttons',
    'compassCalibrated',
    'display',
    'lineAnalog',
    'lineState',
    'motors',
    'pixels',
    'pose',
    'redLeds',
    'sonarCm',
    'timeUs',
    'touching',
    'wheels',
  ]);
  assert.deepEqual(PART_NAMES, [
    'ultrasonic',
    'body',
    'lineSensors',
    'motors',
    'redLeds',
    'neopixels',
    'imu',
    'buttons',
    'thermometer',
    'display',
    'microphone',
    'speaker',
    'radio',
  ]);
});

test('the resting state is what a fresh board shows at its start, lights kept from the last run', () => {
  const world = worldByName('arena');
  const board = new Board({ world }).snapshot();
  assert.deepEqual(restingState(world, world.start, null), board);
  const lit = {
    ...board,
    redLeds: { left: true, right: false },
    pose: { x: 99, y: 99, heading: 9 },
  };
  const rest = restingState(world, world.start, lit);
  assert.deepEqual(rest.redLeds, { left: true, right: false });
  assert.deepEqual(rest.pose, world.start);
});

test('placed at the arena start, the ultrasonic sensor sees the box 30 cm ahead', () => {
  const s = restingState(worlds.arena, worlds.arena.start, null);
  assert.ok(s.sonarCm !== null && Math.abs(s.sonarCm - 30) < 1e-9);
  assert.equal(s.touching, false);
  assert.deepEqual(s.redLeds, { left: false, right: false });
  assert.deepEqual(s.display, new Array(25).fill(0));
  assert.equal(s.pixels.length, 4);
});

test('placed at the oval start, only M sees the line; moved 1 cm left, L1 sees it too', () => {
  const s = restingState(worlds.oval, worlds.oval.start, null);
  assert.equal(s.lineState, 0x04);
  assert.equal(s.lineAnalog[2], 100);
  assert.equal(s.sonarCm, null);
  const left = restingState(worlds.oval, { x: 1, y: 0, heading: 0 }, null);
  assert.equal(left.lineState & 0x08, 0x08);
});

test("placed into a box, the robot touches it; the last run's lights stay on", () => {
  const last = {
    ...restingState(worlds.arena, worlds.arena.start, null),
    redLeds: { left: true, right: false },
    pixels: [
      { r: 255, g: 0, b: 0 },
      { r: 0, g: 0, b: 0 },
      { r: 0, g: 0, b: 0 },
      { r: 0, g: 0, b: 9 },
    ],
    buttons: { a: true, b: false },
  } satisfies SimState;
  const s = restingState(worlds.arena, { x: 0, y: 40, heading: 0 }, last);
  assert.equal(s.touching, true);
  assert.deepEqual(s.redLeds, last.redLeds);
  assert.deepEqual(s.pixels, last.pixels);
  assert.deepEqual(s.buttons, { a: false, b: false });
});
