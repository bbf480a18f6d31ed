// The sound log: what played when, cut where it stopped.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BUILT_IN_SOUNDS, expressionPlan } from './sound-expressions.ts';
import { SoundLog } from './sound-log.ts';

test('a new tone stops the one sounding where it starts; stop cuts it', () => {
  const log = new SoundLog();
  log.playTone(262, 6_000);
  log.stopMusic(498_000);
  log.playTone(294, 510_000);
  log.playTone(392, 600_000);
  assert.deepEqual(
    log.tones().map((t) => [t.frequencyHz, t.startUs / 1000, t.endUs / 1000]),
    [
      [262, 6, 498],
      [294, 510, 600],
      [392, 600, Infinity],
    ],
  );
  log.stopMusic(650_000);
  assert.equal(log.tones().at(-1)?.endUs, 650_000);
  assert.deepEqual(
    log.tones(500_000, 550_000).map((t) => t.frequencyHz),
    [294],
  );
});

test('the tone at a moment: the newest tone, silence between tones, when stopped, with the speaker off or at volume 0', () => {
  const log = new SoundLog();
  assert.equal(log.toneAt(0), null);
  log.playTone(262, 6_000);
  log.stopMusic(126_000);
  log.playTone(262, 270_000);
  assert.equal(log.toneAt(50_000), 262);
  assert.equal(log.toneAt(200_000), null, 'between the tones');
  assert.equal(log.toneAt(300_000), 262, 'the second tone');
  log.setting(400_000, { speaker: false });
  assert.equal(log.toneAt(550_000), null);
  log.setting(600_000, { speaker: true, volume: 0 });
  assert.equal(log.toneAt(800_000), null);
  log.setting(1_000_000, { volume: 128 });
  assert.equal(log.toneAt(1_100_000), 262);
  assert.equal(log.musicToneAt(1_100_000), 262);
  log.stopMusic(1_200_000);
  assert.equal(log.toneAt(1_300_000), null);
});

test('built-in sounds last the sum of their effects (CODAL v0.2.43 data)', () => {
  const lengths = Object.fromEntries(
    Object.keys(BUILT_IN_SOUNDS).map((name) => [name, expressionPlan(name)?.durationMs]),
  );
  assert.deepEqual(lengths, {
    giggle: 1491,
    happy: 1259,
    hello: 506,
    mysterious: 4181,
    sad: 1644,
    slide: 1133,
    soaring: 8039,
    spring: 2326,
    twinkle: 6722,
    yawn: 2812,
  });
  assert.equal(expressionPlan('not an expression'), null);
});

test('expressions replace each other; frames follow on in one entry', () => {
  const log = new SoundLog();
  log.playExpression({ name: 'hello', effects: [], startUs: 0, endUs: 506_000 });
  log.playExpression({ name: 'sad', effects: [], startUs: 100_000, endUs: 1_744_000 });
  assert.equal(log.expressions[0].endUs, 100_000);
  assert.equal(log.expressionPlaying(1_000_000), true);
  log.playFrames([128, 129], 7812, 0, 4096);
  log.playFrames([130], 7812, 4096, 8192);
  assert.equal(log.frames.length, 1);
  assert.deepEqual(log.frames[0].samples, [128, 129, 130]);
  log.setting(5, { volume: 100 });
  log.setting(6, { speaker: false });
  assert.deepEqual(log.settings.at(-1), { timeUs: 6, speaker: false, volume: 100 });
});

test('a sound expression sounds its pitch contour where no music plays', () => {
  const log = new SoundLog();
  const happy = expressionPlan('happy')!;
  log.playExpression({ name: 'happy', effects: happy.effects, startUs: 0, endUs: 1_000_000 });
  // HAPPY's first effect falls from 1992 Hz to 440 Hz in 669 ms.
  assert.equal(Math.round(log.toneAt(0)!), 1992);
  assert.equal(Math.round(log.toneAt(334_500)!), 1216);
  // Its second effect rises from 2129 Hz to 2404 Hz.
  assert.equal(Math.round(log.toneAt(669_000)!), 2129);
  assert.equal(log.musicToneAt(0), null, 'the expression is no music: the page plays it as a clip');
  assert.equal(log.toneAt(1_000_000), null, 'after the expression');
  log.playTone(262, 0);
  assert.equal(log.toneAt(100_000), 262, 'the music channel comes first');
  assert.equal(log.musicToneAt(100_000), 262);
  log.setting(200_000, { volume: 0 });
  assert.equal(log.musicToneAt(300_000), null, 'at volume 0');
});

test('an effect with both volumes at 0 is a pause', () => {
  const loud = BUILT_IN_SOUNDS['hello']![0]!;
  const quiet = `${loud[0]}0000${loud.slice(5, 26)}0000${loud.slice(30)}`;
  const log = new SoundLog();
  log.playExpression({ name: null, effects: [quiet, loud], startUs: 0, endUs: 1_000_000 });
  assert.equal(log.toneAt(10_000), null);
  assert.notEqual(log.toneAt(expressionPlan(quiet)!.durationMs * 1000 + 10_000), null);
});

test('an expression stopped early falls silent where it stopped', () => {
  const log = new SoundLog();
  const giggle = expressionPlan('giggle')!;
  log.playExpression({ name: 'giggle', effects: giggle.effects, startUs: 0, endUs: 700_000 });
  assert.notEqual(log.toneAt(50_000), null);
  log.stopExpression(60_000);
  assert.equal(log.toneAt(70_000), null);
});
