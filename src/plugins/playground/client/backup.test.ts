import assert from 'node:assert/strict';
import { test } from 'node:test';

import { backupFileName, makeBackup, MAX_BACKUP_BYTES, mergeBackup, readBackup } from './backup.ts';
import { memoryStore } from './fake-stores.ts';
import { ProgressStore } from './progress.ts';
import { codeKey, loadCode, saveCode, staleKey } from './storage.ts';

const ORIGINAL = 'from maqueen import *\nmotor_run(Motor.ALL, 100)\n';
const NOW = new Date('2026-11-28T08:00:00Z');

/** A pupil's browser: a store, its progress, and what they saved there. */
function browser(edits: Record<string, string> = {}, done: string[] = []) {
  const { store, map } = memoryStore();
  for (const [id, code] of Object.entries(edits)) saveCode(store, id, ORIGINAL, code);
  const progress = new ProgressStore(store);
  for (const key of done) progress.markDone(key);
  return { store, map, progress };
}

test('a backup moved to an empty browser gives the same code and progress there', () => {
  const school = browser({ '2.0.2/motor/3': 'print(1)\n', 'next/linie/2': 'print("ä")\n' }, [
    '2.0.2/motor-quadrat',
    'next/linie-runde',
  ]);
  const backup = makeBackup(school.store, school.progress.getSnapshot(), NOW);
  assert.equal(backupFileName(backup), 'maqueen-sicherung-2026-11-28.json');
  const read = readBackup(JSON.stringify(backup));
  assert.ok(read.ok);
  const home = browser();
  const merged = mergeBackup(home.store, read.backup, home.progress.getSnapshot(), (key) =>
    home.progress.markDone(key),
  );
  assert.deepEqual(merged, { taken: 2, keptHere: 0, same: 0, solved: 2 });
  assert.equal(loadCode(home.store, 'next/linie/2', ORIGINAL).code, 'print("ä")\n');
  assert.deepEqual([...home.progress.getSnapshot()].sort(), [
    '2.0.2/motor-quadrat',
    'next/linie-runde',
  ]);
});

test('merging never loses the newer edit: the older one of two is kept aside and offered', () => {
  const id = 'next/motor/2';
  const edit = (code: string, savedAt: number) => ({ exampleId: id, base: 'b', code, savedAt });
  const cases = [
    { here: 200, backup: 100, current: 'hier', aside: 'sicherung', result: 'keptHere' },
    { here: 100, backup: 200, current: 'sicherung', aside: 'hier', result: 'taken' },
  ] as const;
  for (const { here, backup, current, aside, result } of cases) {
    const { store, map, progress } = browser();
    map.set(codeKey(id), JSON.stringify({ format: 1, ...edit('hier', here) }));
    const merged = mergeBackup(
      store,
      {
        kind: 'maqueen-sicherung',
        format: 1,
        createdAt: '',
        edits: [edit('sicherung', backup)],
        olderEdits: [],
        done: [],
      },
      progress.getSnapshot(),
      () => {},
    );
    assert.equal(merged[result], 1);
    assert.equal(JSON.parse(map.get(codeKey(id))!).code, current);
    assert.equal(JSON.parse(map.get(staleKey(id))!).code, aside);
  }
});

test('the same backup read twice changes nothing the second time', () => {
  const school = browser({ 'next/motor/2': 'print(2)\n' }, ['next/motor-quadrat']);
  const backup = makeBackup(school.store, school.progress.getSnapshot(), NOW);
  const again = mergeBackup(school.store, backup, school.progress.getSnapshot(), () => {
    throw new Error('nothing to mark');
  });
  assert.deepEqual(again, { taken: 0, keptHere: 0, same: 1, solved: 0 });
});

const refused: [string, string, string][] = [
  ['empty', '', 'not-json'],
  ['not JSON', '{"kind":', 'not-json'],
  ['another file', JSON.stringify({ name: 'Klassenliste' }), 'not-ours'],
  ['from a newer build', JSON.stringify({ kind: 'maqueen-sicherung', format: 2 }), 'newer'],
  [
    'a damaged entry',
    JSON.stringify({
      kind: 'maqueen-sicherung',
      format: 1,
      createdAt: '',
      edits: [{ exampleId: 'x', code: 7 }],
      olderEdits: [],
      done: [],
    }),
    'damaged',
  ],
  ['huge', ' '.repeat(MAX_BACKUP_BYTES + 1), 'too-big'],
];
for (const [what, text, problem] of refused) {
  test(`a file that is no backup of ours (${what}) is refused before anything is merged`, () => {
    const read = readBackup(text);
    assert.deepEqual(read, { ok: false, problem });
  });
}
