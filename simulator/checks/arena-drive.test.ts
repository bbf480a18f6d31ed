import assert from 'node:assert/strict';
import { test } from 'node:test';
import { arenaDrive } from './arena-drive.ts';
import { messageOf, runThrough } from './fake-run.ts';

const params = { min: 150, reach: 50 };
const variant = arenaDrive.variants(params)[0]!;
/** A robot that drove `cm` straight east from the middle of the arena, measuring every second. */
const drove = (cm: number) =>
  runThrough(
    Array.from({ length: 11 }, (_, i) => ({ x: (i * cm) / 10, y: 0, heading: 90 })),
    { reads: { compass: [], accelerometer: [], line: [], sonar: [0, 1_000_000] } },
  );

test('four start places, all on free floor, one with the wall close on the right', () => {
  const variants = arenaDrive.variants(params);
  assert.equal(variants.length, 4);
  assert.equal(new Set(variants.map((v) => JSON.stringify(v.startPose))).size, 4);
});

test('fails a program that never asks the ultrasonic sensor', () => {
  const run = drove(160);
  run.reads.sonar = [];
  assert.match(messageOf(arenaDrive.judge(run, params, variant)), /nie abgefragt/);
});

test('fails a robot that drives far but in a small ring round its start', () => {
  const ring = Array.from({ length: 200 }, (_, i) => ({
    x: 20 * Math.sin(i / 5),
    y: 20 - 20 * Math.cos(i / 5),
    heading: 0,
  }));
  const run = runThrough(ring, { reads: drove(0).reads });
  assert.equal(
    messageOf(arenaDrive.judge(run, params, variant)),
    'Der Roboter ist höchstens 40 cm von seinem Startplatz weggekommen, es sollen mindestens 50 cm sein.',
  );
});

test('passes after driving far enough without contact', () => {
  assert.deepEqual(arenaDrive.judge(drove(160), params, variant), { passed: true });
});

test('fails with the distance driven, never rounded up to the limit', () => {
  assert.deepEqual(arenaDrive.judge(drove(80), params, variant), {
    passed: false,
    message: 'Der Roboter ist nur 80 cm weit gefahren, es sollen mindestens 150 cm sein.',
  });
  assert.deepEqual(arenaDrive.judge(drove(149.6), params, variant), {
    passed: false,
    message: 'Der Roboter ist nur 149,6 cm weit gefahren, es sollen mindestens 150 cm sein.',
  });
});

test('fails with the time of the first contact (the moment a replay stops at) and what was touched', () => {
  const run = drove(160);
  run.contacts.push({ timeUs: 12_340_000, box: 4, pose: run.rest.pose });
  assert.deepEqual(arenaDrive.judge(run, params, variant), {
    passed: false,
    message: 'Nach 12,3 s hat der Roboter eine Kiste berührt.',
    atUs: 12_340_000,
  });
  run.contacts[0] = { timeUs: 3_000_000, box: 0, pose: run.rest.pose };
  assert.deepEqual(arenaDrive.judge(run, params, variant), {
    passed: false,
    message: 'Nach 3 s hat der Roboter eine Wand berührt.',
    atUs: 3_000_000,
  });
});
