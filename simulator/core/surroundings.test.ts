import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { Vector3 } from './imu.ts';
import { isSurroundingsInput, postureOf, SHAKE_US, Surroundings } from './surroundings.ts';

const UP: Vector3 = { x: 0, y: 1024, z: 0 };

test('the posture follows CODAL: an axis beyond ±800 mg, x before y before z; weightless is freefall', () => {
  const cases: [Vector3, string][] = [
    [UP, 'up'],
    [{ x: 0, y: -1024, z: 0 }, 'down'],
    [{ x: -1024, y: 0, z: 0 }, 'left'],
    [{ x: 1024, y: 0, z: 0 }, 'right'],
    [{ x: 0, y: 0, z: -1024 }, 'face up'],
    [{ x: 0, y: 0, z: 1024 }, 'face down'],
    [{ x: 900, y: 900, z: 0 }, 'right'],
    [{ x: 0, y: 700, z: 700 }, ''],
    [{ x: 0, y: 100, z: 0 }, 'freefall'],
  ];
  for (const [sample, posture] of cases)
    assert.equal(postureOf(sample), posture, JSON.stringify(sample));
});

test('a shake jolts the accelerometer for a while, is the current gesture then, and is seen once', () => {
  const s = new Surroundings();
  s.apply({ kind: 'shake' }, 1_000, () => UP);
  assert.equal(s.current(2_000, UP), 'shake');
  assert.notEqual(s.joltMg(2_000), 0);
  assert.equal(s.joltMg(1_000 + SHAKE_US), 0);
  assert.equal(s.takeWas('shake', UP, 2_000), true);
  assert.equal(s.takeWas('shake', UP, 3_000), false);
  // After the shake the posture is raised anew, as CODAL does.
  assert.equal(s.current(1_000 + SHAKE_US, UP), 'up');
  assert.deepEqual(s.takeList(UP, 1_000 + SHAKE_US), ['up']);
});

test('get_gestures keeps at most 8 gestures, oldest first, and was_gesture clears the list', () => {
  const s = new Surroundings();
  for (let i = 0; i < 10; i++) s.apply({ kind: 'shake' }, i * SHAKE_US, () => UP);
  assert.equal(s.takeList(UP, 20 * SHAKE_US).length, 8);
  s.apply({ kind: 'shake' }, 30 * SHAKE_US, () => UP);
  s.takeWas('up', UP, 30 * SHAKE_US);
  assert.deepEqual(s.takeList(UP, 30 * SHAKE_US), []);
});

test('a sound level crossing the loud threshold raises LOUD once, falling below the quiet one QUIET', () => {
  const s = new Surroundings();
  assert.equal(s.soundCurrent(), 'quiet');
  s.apply({ kind: 'sound', level: 200 }, 0, () => UP);
  s.apply({ kind: 'sound', level: 150 }, 0, () => UP);
  assert.equal(s.soundCurrent(), 'loud');
  assert.deepEqual(s.takeSoundList(), ['loud']);
  s.apply({ kind: 'sound', level: 10 }, 0, () => UP);
  assert.equal(s.takeSoundWas('quiet'), true);
  s.setThreshold('loud', 5);
  assert.equal(s.soundCurrent(), 'loud');
});

test('values out of range are clamped and garbage from the page is refused', () => {
  const s = new Surroundings();
  s.apply({ kind: 'temperature', celsius: 1e9 }, 0, () => UP);
  s.apply({ kind: 'light', level: Number.NaN }, 0, () => UP);
  s.apply({ kind: 'tilt', pitch: -400, roll: 12.5 }, 0, () => UP);
  assert.deepEqual(
    [s.values.temperature, s.values.light, s.values.pitch, s.values.roll],
    [45, 0, -90, 12.5],
  );
  for (const garbage of [
    null,
    'shake',
    { kind: 'wobble' },
    { kind: 'tilt', pitch: '10', roll: 0 },
    { kind: 'light', level: Infinity },
    { kind: 'logo', touched: 'yes' },
  ]) {
    assert.equal(isSurroundingsInput(garbage), false, JSON.stringify(garbage));
  }
  assert.equal(isSurroundingsInput({ kind: 'logo', touched: true }), true);
});
