import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SoundLog } from '../../../../simulator/core/sound-log.ts';
import { ClipWatcher } from './clips.ts';

const HAPPY = ['a', 'b'];

test('a sound expression is told once, when its simulated start is reached', () => {
  const log = new SoundLog();
  const clips = new ClipWatcher(log);
  log.playExpression({ name: 'happy', effects: HAPPY, startUs: 10_000, endUs: 500_000 });
  assert.deepEqual(clips.at(5_000), []);
  assert.deepEqual(clips.at(10_000), [{ kind: 'expression', effects: HAPPY }]);
  assert.deepEqual(clips.at(20_000), []);
  assert.deepEqual(clips.at(600_000), []);
});

test('an expression cut short stops the clip; one replaced by the next does not stop the next', () => {
  const log = new SoundLog();
  const clips = new ClipWatcher(log);
  log.playExpression({ name: null, effects: HAPPY, startUs: 0, endUs: 500_000 });
  clips.at(0);
  log.stopExpression(100_000);
  assert.deepEqual(clips.at(100_000), [{ kind: 'stop', what: 'expression' }]);
  assert.deepEqual(clips.at(200_000), []);
  log.playExpression({ name: null, effects: HAPPY, startUs: 300_000, endUs: 800_000 });
  log.playExpression({ name: null, effects: ['c'], startUs: 400_000, endUs: 900_000 });
  assert.deepEqual(clips.at(400_000), [{ kind: 'expression', effects: ['c'] }]);
});

test('audio frames are told as they are queued, only the samples not told before', () => {
  const log = new SoundLog();
  const clips = new ClipWatcher(log);
  log.playFrames([1, 2], 8000, 0, 250);
  assert.deepEqual(clips.at(0), [{ kind: 'frames', samples: [1, 2], sampleRate: 8000 }]);
  log.playFrames([3], 8000, 250, 375);
  assert.deepEqual(clips.at(300), [{ kind: 'frames', samples: [3], sampleRate: 8000 }]);
  log.stopFrames(300);
  assert.deepEqual(clips.at(400), [{ kind: 'stop', what: 'frames' }]);
});

test('with the speaker off nothing is told, and switching it off stops what sounds', () => {
  const log = new SoundLog();
  const clips = new ClipWatcher(log);
  log.playExpression({ name: null, effects: HAPPY, startUs: 0, endUs: 500_000 });
  assert.equal(clips.at(0).length, 1);
  log.setting(100_000, { speaker: false });
  assert.deepEqual(clips.at(100_000), [{ kind: 'stop', what: 'all' }]);
  log.playExpression({ name: null, effects: ['c'], startUs: 200_000, endUs: 300_000 });
  assert.deepEqual(clips.at(200_000), []);
});

test('frames with gaps between them are all told, however many came since the last look', () => {
  const log = new SoundLog();
  const clips = new ClipWatcher(log);
  log.playFrames([1], 8000, 0, 125);
  log.playFrames([2], 8000, 200, 325);
  log.playFrames([3], 8000, 400, 525);
  assert.deepEqual(
    clips.at(450).map((clip) => clip.kind === 'frames' && clip.samples),
    [[1], [2], [3]],
  );
  log.playFrames([4], 8000, 525, 650);
  assert.deepEqual(clips.at(600), [{ kind: 'frames', samples: [4], sampleRate: 8000 }]);
  assert.deepEqual(clips.at(700), []);
});
