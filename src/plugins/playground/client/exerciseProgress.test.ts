import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { VersionRef } from '../shared/exercises.ts';
import { countProgress, countTexts, standingOf, versionList } from './exerciseProgress.ts';
import { germanDefault } from './messages.ts';
import { PROGRESS_KEY, ProgressStore } from './progress.ts';
import { memoryStore } from './fake-stores.ts';

const NEXT: VersionRef = { name: 'current', label: 'Next', order: 0 };
const V202: VersionRef = { name: '2.0.2', label: '2.0.2', order: 1 };
const V201: VersionRef = { name: '2.0.1', label: '2.0.1', order: 2 };
const V100: VersionRef = { name: '1.0.0', label: '1.0.0', order: 4 };

/** Next's motor page as the build lists it: every exercise also exists in the released versions. */
const MOTOR = [
  { id: 'motor-strecke', others: [V202, V201, V100] },
  { id: 'motor-quadrat', others: [V202, V201, V100] },
  { id: 'motor-kurs', others: [V202, V201] },
];

/** The solved exercises a store reads from what localStorage holds under the progress key. */
const doneFrom = (raw: string | undefined) =>
  new ProgressStore(
    memoryStore(raw === undefined ? {} : { [PROGRESS_KEY]: raw }).store,
  ).getSnapshot();
const stored = (...keys: unknown[]) => JSON.stringify({ format: 1, done: keys });

const standings: [what: string, raw: string | undefined, expected: string[]][] = [
  ['nothing stored', undefined, ['open', 'open', 'open']],
  ['solved here', stored('current/motor-quadrat'), ['open', 'solved', 'open']],
  [
    'solved in 2.0.2 only: shown as solved there, not here',
    stored('2.0.2/motor-strecke', '2.0.2/motor-quadrat'),
    ['2.0.2', '2.0.2', 'open'],
  ],
  [
    'solved here and in 2.0.2: solved here wins',
    stored('2.0.2/motor-strecke', 'current/motor-strecke'),
    ['solved', 'open', 'open'],
  ],
  [
    'solved in two other versions: both, in the guide’s order',
    stored('1.0.0/motor-strecke', '2.0.2/motor-strecke'),
    ['2.0.2+1.0.0', 'open', 'open'],
  ],
  [
    'a version that does not have the exercise is not looked at',
    stored('1.0.0/motor-kurs', '2.0.0/motor-kurs'),
    ['open', 'open', 'open'],
  ],
  [
    'stale: an exercise id or a version that no longer exists',
    stored('2.0.2/motor-quadrat-alt', '9.9.9/motor-quadrat', 'motor-quadrat', '/motor-kurs'),
    ['open', 'open', 'open'],
  ],
  [
    'an older format',
    JSON.stringify({ format: 0, done: ['current/motor-strecke', '2.0.2/motor-quadrat'] }),
    ['open', 'open', 'open'],
  ],
  ['garbage', '{"format":1,"done":{"x":1}} garbage', ['open', 'open', 'open']],
  [
    'entries of the wrong type beside good ones',
    stored(null, 7, { id: 'motor-kurs' }, ['2.0.2/motor-kurs'], '2.0.2/motor-kurs'),
    ['open', 'open', '2.0.2'],
  ],
];

const shown = (standing: ReturnType<typeof standingOf>) =>
  standing.kind === 'solvedElsewhere'
    ? standing.versions.map((v) => v.label).join('+')
    : standing.kind;

for (const [what, raw, expected] of standings) {
  test(`standing of each exercise on Next's page, ${what}`, () => {
    const done = doneFrom(raw);
    assert.deepEqual(
      MOTOR.map((exercise) => shown(standingOf(done, 'current', exercise))),
      expected,
    );
  });
}

test('an exercise the build lists without other versions is solved here or open', () => {
  const done = doneFrom(stored('2.0.2/losfahren'));
  assert.deepEqual(standingOf(done, 'current', { id: 'losfahren' }), { kind: 'open' });
});

const counts: [what: string, raw: string | undefined, expected: string][] = [
  ['nothing stored', undefined, '0 von 3 geschafft'],
  ['garbage', 'nope', '0 von 3 geschafft'],
  [
    'two solved in 2.0.2',
    stored('2.0.2/motor-strecke', '2.0.2/motor-quadrat'),
    '0 von 3 geschafft (2 davon in Version 2.0.2 gelöst)',
  ],
  [
    'one here, the others in 2.0.1 and 2.0.2',
    stored(
      'current/motor-strecke',
      '2.0.1/motor-kurs',
      '2.0.2/motor-quadrat',
      '2.0.1/motor-strecke',
    ),
    '1 von 3 geschafft (2 davon in Version 2.0.2 und 2.0.1 gelöst)',
  ],
  [
    'all solved here',
    stored(
      'current/motor-strecke',
      'current/motor-quadrat',
      'current/motor-kurs',
      '2.0.2/motor-kurs',
    ),
    '3 von 3 geschafft',
  ],
];

for (const [what, raw, expected] of counts) {
  test(`the count of Next's motor page, ${what}: "${expected}"`, () => {
    const texts = countTexts(countProgress(doneFrom(raw), 'current', MOTOR), germanDefault);
    assert.equal([texts.count, texts.elsewhere].filter(Boolean).join(' '), expected);
  });
}

test('the versions are named as a German list', () => {
  assert.equal(versionList([V202]), '2.0.2');
  assert.equal(versionList([NEXT, V202, V100]), 'Next, 2.0.2 und 1.0.0');
});
