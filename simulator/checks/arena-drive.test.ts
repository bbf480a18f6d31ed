import assert from 'node:assert/strict';
import { test } from 'node:test';
import { arenaDrive } from './arena-drive.ts';
import { runThrough } from './fake-run.ts';

const variant = arenaDrive.variants({ min: 150 })[0]!;
/** A robot that drove `cm` straight east from the middle of the arena. */
const drove = (cm: number) =>
  runThrough(Array.from({ length: 11 }, (_, i) => ({ x: (i * cm) / 10, y: 0, heading: 90 })));

test('three start places, all on free floor', () => {
  const variants = arenaDrive.variants({ min: 150 });
  assert.equal(variants.length, 3);
  assert.equal(new Set(variants.map((v) => JSON.stringify(v.startPose))).size, 3);
});

test('passes after driving far enough without contact', () => {
  assert.deepEqual(arenaDrive.judge(drove(160), { min: 150 }, variant), { passed: true });
});

test('fails with the distance driven', () => {
  assert.deepEqual(arenaDrive.judge(drove(80), { min: 150 }, variant), {
    passed: false,
    message: 'Der Roboter ist nur 80 cm weit gefahren, es sollen mindestens 150 cm sein.',
  });
});

test('fails with the time of the first contact and what was touched', () => {
  const run = drove(160);
  run.contacts.push({ timeUs: 12_340_000, box: 4, pose: run.finalPose });
  assert.deepEqual(arenaDrive.judge(run, { min: 150 }, variant), {
    passed: false,
    message: 'Nach 12,3 s hat der Roboter eine Kiste berührt.',
  });
  run.contacts[0] = { timeUs: 3_000_000, box: 0, pose: run.finalPose };
  assert.deepEqual(arenaDrive.judge(run, { min: 150 }, variant), {
    passed: false,
    message: 'Nach 3 s hat der Roboter eine Wand berührt.',
  });
});
