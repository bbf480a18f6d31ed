import assert from 'node:assert/strict';
import { test } from 'node:test';
import { worldByName } from '../worlds/index.ts';
import { distanceAlongTrack, trackLength, trackPosition } from './track.ts';

const oval = worldByName('oval');

test('the oval is two 60 cm straights and two half circles of 30 cm radius', () => {
  assert.ok(Math.abs(trackLength(oval) - (120 + 60 * Math.PI)) < 1e-9);
});

test('a point is placed at its arc length along the track, with its distance to the line', () => {
  assert.deepEqual(trackPosition(oval, { x: 0, y: -30 }), { at: 0, distance: 0 });
  const top = trackPosition(oval, { x: -30, y: 62 });
  assert.ok(Math.abs(top.at - (60 + 15 * Math.PI)) < 1e-9);
  assert.ok(Math.abs(top.distance - 2) < 1e-9);
});

test('progress counts both ways round and passes the track start without a jump', () => {
  const lap = [
    { x: 0, y: 10 },
    { x: -30, y: 60 },
    { x: -60, y: 0 },
    { x: -30, y: -60 },
    { x: 0, y: -20 },
    { x: 0, y: 10 },
  ];
  const length = trackLength(oval);
  assert.ok(Math.abs(distanceAlongTrack(oval, lap) - length) < 1e-6);
  assert.ok(Math.abs(distanceAlongTrack(oval, [...lap].reverse()) - length) < 1e-6);
  assert.equal(distanceAlongTrack(oval, [{ x: 0, y: 0 }]), 0);
});
