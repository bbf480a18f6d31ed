// A hand-in holds the pupil's saved code of each exercise they worked on, and reading one is
// safe: every kind of wrong file is a named problem, never an exception or a foreign version.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { ExerciseListing } from '../shared/exercises.ts';
import { blockedStore, memoryStore } from './fake-stores.ts';
import {
  HAND_IN_FORMAT,
  handInFileName,
  makeHandIn,
  MAX_CODE_CHARS,
  MAX_HAND_IN_BYTES,
  readHandIn,
} from './handIn.ts';
import { exerciseKey } from './progress.ts';
import { fingerprint, saveCode } from './storage.ts';

const STARTER = 'from maqueen import *\n';
const exercise = (id: string, block: number): ExerciseListing => ({
  id,
  level: 1,
  title: id,
  anchor: id,
  work: {
    exampleId: `2.0.2/api/motor/${block}`,
    starterFingerprint: fingerprint(STARTER),
    check: { name: 'straight', params: {} },
  },
});
const EXERCISES = [exercise('a', 3), exercise('b', 5), exercise('c', 7)];
const VERSION = { name: '2.0.2', label: '2.0.2' };
const NOW = new Date('2026-11-28T10:00:00Z');

test('the hand-in holds each exercise with a saved edit, and whether Prüfen passed it here', () => {
  const { store } = memoryStore();
  saveCode(store, '2.0.2/api/motor/3', STARTER, 'print("a")\n');
  saveCode(store, '2.0.2/api/motor/7', STARTER, 'print("c")\n');
  // An edit of an older starter is not this exercise's work.
  saveCode(store, '2.0.2/api/motor/5', 'old starter\n', 'print("alt")\n');
  const done = new Set([exerciseKey('2.0.2', 'c'), exerciseKey('2.0.1', 'a')]);
  const handIn = makeHandIn('  Lea Müller ', VERSION, EXERCISES, store, done, NOW);
  assert.equal(handIn.name, 'Lea Müller');
  assert.deepEqual(handIn.exercises, [
    { id: 'a', code: 'print("a")\n', claim: 'open' },
    { id: 'c', code: 'print("c")\n', claim: 'passed' },
  ]);
  assert.equal(handInFileName(handIn), 'abgabe-lea-muller-2.0.2.json');
  assert.deepEqual(makeHandIn('x', VERSION, EXERCISES, blockedStore, done, NOW).exercises, []);
});

const known = new Set(['a', 'b', 'c']);
const file = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: HAND_IN_FORMAT,
    formatVersion: 1,
    name: 'Lea',
    version: '2.0.2',
    versionLabel: '2.0.2',
    createdAt: NOW.toISOString(),
    exercises: [{ id: 'a', code: 'x = 1\n', claim: 'passed' }],
    ...fields,
  });

test('a hand-in of this version reads back; unknown exercises are left out, the last of twins counts', () => {
  const read = readHandIn(
    file({
      exercises: [
        { id: 'a', code: '1', claim: 'passed' },
        { id: 'zzz', code: '2', claim: 'passed' },
        { id: 'a', code: '3', claim: 'bestanden' },
      ],
    }),
    '2.0.2',
    known,
  );
  assert.ok(read.ok);
  assert.deepEqual(read.handIn.exercises, [{ id: 'a', code: '3', claim: 'open' }]);
});

const problems: [string, string, string][] = [
  ['an empty file', '  \n', 'empty'],
  ['a huge file', `"${'x'.repeat(MAX_HAND_IN_BYTES)}"`, 'too-big'],
  ['not JSON', '<script>alert(1)</script>', 'not-json'],
  ['a backup of the site', JSON.stringify({ format: 'maqueen-backup', edits: [] }), 'not-ours'],
  ['a list', '[1, 2]', 'not-ours'],
  ['a newer format', file({ formatVersion: 2 }), 'newer'],
  ['another version', file({ version: '1.0.0', versionLabel: '1.0.0' }), 'other-version'],
  ['no name', file({ name: '  ' }), 'damaged'],
  ['exercises not a list', file({ exercises: 'a' }), 'damaged'],
  ['code not text', file({ exercises: [{ id: 'a', code: 5 }] }), 'damaged'],
  [
    'code too long',
    file({ exercises: [{ id: 'a', code: 'x'.repeat(MAX_CODE_CHARS + 1) }] }),
    'damaged',
  ],
  ['a format version that is no number', file({ formatVersion: '1' }), 'damaged'],
];

for (const [what, text, problem] of problems) {
  test(`${what} is refused as ${problem}`, () => {
    const read = readHandIn(text, '2.0.2', known);
    assert.equal(read.ok, false);
    assert.equal(!read.ok && read.problem, problem);
  });
}

test('another version’s file names its version', () => {
  const read = readHandIn(file({ version: '1.0.0', versionLabel: '1.0.0' }), '2.0.2', known);
  assert.deepEqual(read, { ok: false, problem: 'other-version', versionLabel: '1.0.0' });
});
