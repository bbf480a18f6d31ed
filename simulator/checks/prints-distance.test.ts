import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lastNumberOf, printsDistance } from './prints-distance.ts';
import { messageOf, runOf, runThrough, samplesOf, verdictFor } from './fake-run.ts';
import type { CheckRun } from './types.ts';

/** A robot standing 42 cm before the wall for a second, printing `lines` at 0.5 s. */
const printing = (lines: string[], sonarCm: number | null = 42): CheckRun =>
  runOf(
    samplesOf(20, () => ({ sonarCm })),
    { printed: lines.map((text) => ({ text, timeUs: 500_000 })) },
  );
const judged = (run: CheckRun) => messageOf(verdictFor('prints-distance', {}, run, 1));

test('three walls at different distances, so a fixed number cannot pass', () => {
  const labels = printsDistance.variants({ tolerance: 2 }).map((v) => v.label);
  assert.deepEqual(labels, [
    'Wand 15 cm vor dem Roboter',
    'Wand 42 cm vor dem Roboter',
    'Wand 90 cm vor dem Roboter',
  ]);
  assert.equal(printsDistance.readsSensors, true);
});

test('a printed line counts by its last number', () => {
  assert.equal(lastNumberOf('noch 41 cm'), 41);
  assert.equal(lastNumberOf('41,5'), 41.5);
  assert.equal(lastNumberOf('hallo'), null);
});

test('passes when every printed distance matches what the sensor measured then', () => {
  assert.equal(judged(printing(['42'])), 'passed');
  assert.equal(judged(printing(['Abstand: 40 cm', '43.5'])), 'passed');
});

test('fails with the printed and the measured distance', () => {
  assert.equal(
    judged(printing(['30'])),
    'Dein Programm hat 30 ausgegeben, die Wand war aber 42 cm entfernt.',
  );
  assert.equal(
    judged(printing(['42', '7'])),
    'Dein Programm hat 7 ausgegeben, die Wand war aber 42 cm entfernt.',
  );
});

test('fails a robot that drove, even if the number it printed matches where it ended', () => {
  const drove = runThrough(
    [
      { x: 0, y: 0, heading: 0 },
      { x: 0, y: 36, heading: 0 },
    ],
    { printed: [{ text: '0', timeUs: 50_000 }] },
  );
  assert.match(judged(drove), /^Der Roboter hat sich bewegt\. Er soll stehen bleiben/);
});

test('fails a robot that turned on the spot to measure a slanted distance', () => {
  const turned = runThrough(
    [
      { x: 0, y: 0, heading: 0 },
      { x: 0, y: 0, heading: 50 },
    ],
    { printed: [{ text: '23', timeUs: 50_000 }] },
  );
  assert.match(judged(turned), /^Der Roboter hat sich bewegt/);
});

test('fails when nothing was printed', () => {
  assert.match(judged(printing([])), /keine Zahl ausgegeben/);
});
