import assert from 'node:assert/strict';
import { test } from 'node:test';

import { blockedStore, memoryStore } from './fake-stores.ts';
import {
  clearCode,
  codeKey,
  fingerprint,
  forgetStale,
  hasSavedEdit,
  loadCode,
  loadSpeed,
  saveCode,
  saveSpeed,
  SPEED_KEY,
  staleKey,
} from './storage.ts';

const ORIGINAL = 'from maqueen import *\nmotor_run(Motor.ALL, 100)\n';
const EDITED = 'from maqueen import *\nmotor_run(Motor.ALL, 200)\n';
const ID = 'next/fahren/2';

test('an edit survives a reload (a new load from the same store)', () => {
  const { store } = memoryStore();
  saveCode(store, ID, ORIGINAL, EDITED);
  assert.deepEqual(loadCode(store, ID, ORIGINAL), { code: EDITED, edited: true, stale: null });
});

test('edits are kept per example', () => {
  const { store } = memoryStore();
  saveCode(store, ID, ORIGINAL, EDITED);
  assert.deepEqual(loadCode(store, 'next/fahren/3', ORIGINAL), {
    code: ORIGINAL,
    edited: false,
    stale: null,
  });
});

test('nothing saved: the original', () => {
  assert.deepEqual(loadCode(memoryStore().store, ID, ORIGINAL), {
    code: ORIGINAL,
    edited: false,
    stale: null,
  });
});

test('code equal to the original leaves no entry', () => {
  const { store, map } = memoryStore();
  saveCode(store, ID, ORIGINAL, EDITED);
  saveCode(store, ID, ORIGINAL, ORIGINAL);
  assert.equal(map.size, 0);
});

test('clearing (Zurücksetzen) removes the edit', () => {
  const { store } = memoryStore();
  saveCode(store, ID, ORIGINAL, EDITED);
  clearCode(store, ID);
  assert.deepEqual(loadCode(store, ID, ORIGINAL), { code: ORIGINAL, edited: false, stale: null });
});

test('an edit of an older original is kept aside and offered until the reader chooses', () => {
  const { store, map } = memoryStore();
  const NEW = ORIGINAL + '# neu\n';
  saveCode(store, ID, ORIGINAL, EDITED);
  assert.deepEqual(loadCode(store, ID, NEW), { code: NEW, edited: false, stale: EDITED });
  assert.equal(map.has(codeKey(ID)), false);
  assert.equal(hasSavedEdit(store, ID, NEW), true, 'the block says something is saved');
  // Edits of the new original do not push the older one out.
  saveCode(store, ID, NEW, NEW + 'print(1)\n');
  assert.deepEqual(loadCode(store, ID, NEW), {
    code: NEW + 'print(1)\n',
    edited: true,
    stale: EDITED,
  });
  forgetStale(store, ID);
  assert.equal(map.has(staleKey(ID)), false);
  assert.deepEqual(loadCode(store, ID, NEW), {
    code: NEW + 'print(1)\n',
    edited: true,
    stale: null,
  });
});

test('an older edit equal to the new original is nothing to offer, and garbage aside goes', () => {
  for (const raw of [
    JSON.stringify({ format: 1, base: fingerprint('alt'), code: ORIGINAL }),
    '{"format":1,',
  ]) {
    const { store, map } = memoryStore({ [staleKey(ID)]: raw });
    assert.deepEqual(loadCode(store, ID, ORIGINAL), { code: ORIGINAL, edited: false, stale: null });
    assert.equal(map.has(staleKey(ID)), false);
  }
});

const garbage: [string, string][] = [
  ['not JSON', '{"format":1,'],
  ['JSON null', 'null'],
  ['a bare string', '"print(1)"'],
  ['a number', '42'],
  ['code of the wrong type', JSON.stringify({ format: 1, base: fingerprint(ORIGINAL), code: 7 })],
  ['another format', JSON.stringify({ format: 0, base: fingerprint(ORIGINAL), code: EDITED })],
  ['no fingerprint', JSON.stringify({ format: 1, code: EDITED })],
];
for (const [what, raw] of garbage) {
  test(`garbage in storage (${what}) falls back to the original`, () => {
    const { store } = memoryStore({ [codeKey(ID)]: raw });
    assert.deepEqual(loadCode(store, ID, ORIGINAL), { code: ORIGINAL, edited: false, stale: null });
  });
}

test('storage that throws (blocked, quota full) never breaks loading or saving', () => {
  assert.doesNotThrow(() => saveCode(blockedStore, ID, ORIGINAL, EDITED));
  assert.doesNotThrow(() => clearCode(blockedStore, ID));
  assert.deepEqual(loadCode(blockedStore, ID, ORIGINAL), {
    code: ORIGINAL,
    edited: false,
    stale: null,
  });
  assert.doesNotThrow(() => saveSpeed(blockedStore, 2));
  assert.equal(loadSpeed(blockedStore), 1);
});

test('no storage at all (null) works like an empty one', () => {
  saveCode(null, ID, ORIGINAL, EDITED);
  assert.deepEqual(loadCode(null, ID, ORIGINAL), { code: ORIGINAL, edited: false, stale: null });
  assert.equal(loadSpeed(null), 1);
});

test('the chosen speed is remembered', () => {
  const { store } = memoryStore();
  saveSpeed(store, 0.25);
  assert.equal(loadSpeed(store), 0.25);
});

for (const raw of ['3', 'schnell', '', 'Infinity', '-1']) {
  test(`a speed that is no choice (${JSON.stringify(raw)}) gives 1×`, () => {
    assert.equal(loadSpeed(memoryStore({ [SPEED_KEY]: raw }).store), 1);
  });
}

test('fingerprints differ for different originals and are stable', () => {
  assert.equal(fingerprint(ORIGINAL), fingerprint(ORIGINAL));
  assert.notEqual(fingerprint(ORIGINAL), fingerprint(EDITED));
  assert.match(fingerprint(''), /^[0-9a-f]{8}$/);
});
