// Stand-ins for localStorage in the unit tests of what the player stores.
import type { KeyValueStore, ListableStore } from './storage.ts';

/** A working store over a Map the test can read. */
export function memoryStore(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  const store: ListableStore = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
  return { store, map };
}

/** Every call throws, like storage blocked for the origin or Safari's private mode. */
export const blockedStore: KeyValueStore = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};
