import assert from 'node:assert/strict';
import { test } from 'node:test';

import { blockedStore, memoryStore } from './fake-stores.ts';
import {
  clearCode,
  codeKey,
  fingerprint,
  loadCode,
  loadSpeed,
  saveCode,
  saveSpeed,
  SPEED_KEY,
} from './storage.ts';

const ORIGINAL = 'from maqueen import *\nmotor_run(Motor.ALL, 100)\n';
const EDITED = 'from maqueen import *\nmotor_run(Motor.ALL, 200)\n';
const ID = 'next/fahren/2';

test('an edit survives a reload (a new load from the same store)', () => {
  const { store } = memoryStore();
  saveCode(store, ID, ORIGINAL, EDITED);
  assert.deepEqual(loadCode(store, ID, ORIGINAL), { code: EDITED, edited: true });
});

test('edits are kept per example', () => {
  const { store } = memoryStore();
  saveCode(store, ID, ORIGINAL, EDITED);
  assert.deepEqual(loadCode(store, 'next/fahren/3', ORIGINAL), { code: ORIGINAL, edited: false });
});

test('nothing saved: the original', () => {
  assert.deepEqual(loadCode(memoryStore().store, ID, ORIGINAL), { code: ORIGINAL, edited: false });
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
  assert.deepEqual(loadCode(store, ID, ORIGINAL), { code: ORIGINAL, edited: false });
});

test('an edit of an older original is stale: the new original shows and the entry goes', () => {
  const { store, map } = memoryStore();
  saveCode(store, ID, ORIGINAL, EDITED);
  assert.deepEqual(loadCode(store, ID, ORIGINAL + '# neu\n'), {
    code: ORIGINAL + '# neu\n',
    edited: false,
  });
  assert.equal(map.has(codeKey(ID)), false);
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
    assert.deepEqual(loadCode(store, ID, ORIGINAL), { code: ORIGINAL, edited: false });
  });
}

test('storage that throws (blocked, quota full) never breaks loading or saving', () => {
  assert.doesNotThrow(() => saveCode(blockedStore, ID, ORIGINAL, EDITED));
  assert.doesNotThrow(() => clearCode(blockedStore, ID));
  assert.deepEqual(loadCode(blockedStore, ID, ORIGINAL), { code: ORIGINAL, edited: false });
  assert.doesNotThrow(() => saveSpeed(blockedStore, 2));
  assert.equal(loadSpeed(blockedStore), 1);
});

test('no storage at all (null) works like an empty one', () => {
  saveCode(null, ID, ORIGINAL, EDITED);
  assert.deepEqual(loadCode(null, ID, ORIGINAL), { code: ORIGINAL, edited: false });
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
