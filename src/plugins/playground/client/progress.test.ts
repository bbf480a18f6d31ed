import assert from 'node:assert/strict';
import { test } from 'node:test';

import { blockedStore, memoryStore } from './fake-stores.ts';
import {
  exerciseKey,
  PROGRESS_KEY,
  ProgressStore,
  versionOfExample,
  type StorageEvents,
} from './progress.ts';
import type { KeyValueStore } from './storage.ts';

/** Reads work, writes fail: a full quota. */
const fullStore = (entries: Record<string, string> = {}): KeyValueStore => ({
  ...memoryStore(entries).store,
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
});

function fakeEvents() {
  const listeners = new Set<(event: { key: string | null }) => void>();
  const events: StorageEvents = {
    addEventListener: (_, listener) => void listeners.add(listener),
    removeEventListener: (_, listener) => void listeners.delete(listener),
  };
  return { events, listeners, fire: (key: string | null) => listeners.forEach((l) => l({ key })) };
}

const KEY = exerciseKey('current', 'motor-quadrat');

test('keys name the version and the exercise; the version is the first part of an example id', () => {
  assert.equal(KEY, 'current/motor-quadrat');
  assert.equal(versionOfExample('2.0.1/api/motor/3'), '2.0.1');
});

test('a solved exercise stays solved for a new store on the same storage (a reload)', () => {
  const { store } = memoryStore();
  new ProgressStore(store).markDone(KEY);
  const again = new ProgressStore(store).getSnapshot();
  assert.deepEqual([...again], [KEY]);
});

test('marking twice keeps one entry; other entries stay', () => {
  const { store, map } = memoryStore();
  const progress = new ProgressStore(store);
  progress.markDone('2.0.2/motor-quadrat');
  progress.markDone(KEY);
  progress.markDone(KEY);
  assert.deepEqual(JSON.parse(map.get(PROGRESS_KEY)!), {
    format: 1,
    done: ['2.0.2/motor-quadrat', KEY],
  });
});

const unreadable: [string, string][] = [
  ['not JSON', '{nope'],
  ['JSON of another shape', '["current/motor-quadrat"]'],
  ['null', 'null'],
  ['an older format', JSON.stringify({ format: 0, done: [KEY] })],
  ['done of the wrong type', JSON.stringify({ format: 1, done: KEY })],
];

for (const [what, raw] of unreadable) {
  test(`stored ${what} counts as nothing solved, and the next success replaces it`, () => {
    const { store, map } = memoryStore({ [PROGRESS_KEY]: raw });
    const progress = new ProgressStore(store);
    assert.equal(progress.getSnapshot().size, 0);
    progress.markDone(KEY);
    assert.deepEqual([...progress.getSnapshot()], [KEY]);
    assert.deepEqual(JSON.parse(map.get(PROGRESS_KEY)!), { format: 1, done: [KEY] });
  });
}

test('entries that are not strings are dropped, the others kept', () => {
  const raw = JSON.stringify({ format: 1, done: [KEY, 3, null, { id: 'x' }] });
  const progress = new ProgressStore(memoryStore({ [PROGRESS_KEY]: raw }).store);
  assert.deepEqual([...progress.getSnapshot()], [KEY]);
});

for (const [what, store] of [
  ['storage switched off', null],
  ['a full quota', fullStore()],
  ['blocked storage', blockedStore],
] as const) {
  test(`with ${what} a success still shows until the page closes`, () => {
    const progress = new ProgressStore(store);
    let heard = 0;
    progress.subscribe(() => heard++);
    assert.doesNotThrow(() => progress.markDone(KEY));
    assert.equal(heard, 1);
    assert.ok(progress.getSnapshot().has(KEY));
  });
}

test('the snapshot is the same object until something changes', () => {
  const progress = new ProgressStore(memoryStore().store);
  const first = progress.getSnapshot();
  assert.equal(progress.getSnapshot(), first);
  progress.markDone(KEY);
  const second = progress.getSnapshot();
  assert.notEqual(second, first);
  assert.equal(progress.getSnapshot(), second);
  assert.equal(progress.getServerSnapshot().size, 0);
});

test('another tab solving an exercise reaches every listener; other keys do not', () => {
  const { store } = memoryStore();
  const { events, listeners, fire } = fakeEvents();
  const progress = new ProgressStore(store, events);
  let heard = 0;
  const stop = progress.subscribe(() => heard++);
  assert.equal(listeners.size, 1);
  new ProgressStore(store).markDone(KEY);
  fire('maqueen-playground:speed');
  assert.equal(heard, 0);
  fire(PROGRESS_KEY);
  assert.equal(heard, 1);
  assert.ok(progress.getSnapshot().has(KEY));
  fire(null);
  assert.equal(heard, 2);
  stop();
  assert.equal(listeners.size, 0, 'no window listener is left behind');
});
