// The reader's edits per example and the chosen speed, in localStorage. Storage is a
// convenience: a missing, old, foreign or broken value, a full quota or storage switched off
// must never keep the player from showing the example's own code.
import { DEFAULT_SPEED, isSpeed } from './speed.ts';

/** The part of `Storage` used here, so tests can pass a fake. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** A store whose keys can be listed (a backup reads every saved edit). */
export type ListableStore = KeyValueStore & Pick<Storage, 'key' | 'length'>;

const PREFIX = 'maqueen-playground';
/** Bump when the stored shape changes; older entries then count as stale. */
const FORMAT = 1;

export const codeKey = (exampleId: string) => `${PREFIX}:code:${exampleId}`;
/** An edit of an older original (the guide changed the example since), kept until the reader chooses. */
export const staleKey = (exampleId: string) => `${PREFIX}:stale:${exampleId}`;
export const SPEED_KEY = `${PREFIX}:speed`;

interface SavedCode {
  format: typeof FORMAT;
  /** Fingerprint of the original the edit started from. */
  base: string;
  code: string;
  /** When it was saved (ms since 1970); absent in entries of older builds (then: oldest). */
  savedAt?: number;
}

/** The page's localStorage, or null where it is switched off or blocked (it may throw). */
export function browserStore(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Calls `changed` when another tab changes this site's storage; returns the unsubscribe (the
 * subscribe function of `useSyncExternalStore` for what the page shows from storage). */
export function onStorageChange(changed: () => void): () => void {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
}

/**
 * FNV-1a (32 bit) of the original code: an edit of an example whose original has changed
 * since (the guide was updated) no longer belongs to it.
 */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

function read(store: KeyValueStore | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(store: KeyValueStore | null, key: string, value: string | null): void {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Quota full or storage blocked: the edit lives on in the editor until the page closes.
  }
}

function parseSaved(raw: string): SavedCode | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const saved = value as Partial<SavedCode>;
    return saved.format === FORMAT &&
      typeof saved.base === 'string' &&
      typeof saved.code === 'string' &&
      (saved.savedAt === undefined || Number.isFinite(saved.savedAt))
      ? (saved as SavedCode)
      : null;
  } catch {
    return null;
  }
}

/** The saved edit in `raw` if it differs from the original; `stale` if made of another original. */
function editOf(raw: string | null, originalCode: string): { code: string; stale: boolean } | null {
  const saved = raw === null ? null : parseSaved(raw);
  if (!saved || saved.code === originalCode) return null;
  return { code: saved.code, stale: saved.base !== fingerprint(originalCode) };
}

/** Whether the reader has an edit of this example saved, also one of an older original. */
export function hasSavedEdit(
  store: KeyValueStore | null,
  exampleId: string,
  originalCode: string,
): boolean {
  return (
    editOf(read(store, codeKey(exampleId)), originalCode) !== null ||
    editOf(read(store, staleKey(exampleId)), originalCode) !== null
  );
}

/**
 * The code to show: the reader's saved edit of this very original, else the original; and an
 * edit of an older original, which moves aside (`staleKey`) so the reader can still take it.
 */
export function loadCode(
  store: KeyValueStore | null,
  exampleId: string,
  originalCode: string,
): { code: string; edited: boolean; stale: string | null } {
  const raw = read(store, codeKey(exampleId));
  const saved = editOf(raw, originalCode);
  if (saved?.stale) write(store, staleKey(exampleId), raw);
  // A stale entry moved aside, a broken one goes: neither comes back after the next edit.
  if (raw !== null && !(saved && !saved.stale)) write(store, codeKey(exampleId), null);
  const staleRaw = read(store, staleKey(exampleId));
  const stale = editOf(staleRaw, originalCode)?.code ?? null;
  if (staleRaw !== null && stale === null) forgetStale(store, exampleId);
  return saved && !saved.stale
    ? { code: saved.code, edited: true, stale }
    : { code: originalCode, edited: false, stale };
}

/**
 * The reader's saved edit of the original with fingerprint `base`, read only (a hand-in takes it
 * without opening the player); null without one.
 */
export function savedEdit(
  store: KeyValueStore | null,
  exampleId: string,
  base: string,
): string | null {
  const raw = read(store, codeKey(exampleId));
  const saved = raw === null ? null : parseSaved(raw);
  return saved && saved.base === base ? saved.code : null;
}

/** The reader chose: the older edit is taken (then saved as an edit of this original) or dropped. */
export function forgetStale(store: KeyValueStore | null, exampleId: string): void {
  write(store, staleKey(exampleId), null);
}

/** Saves the reader's code; code equal to the original needs no entry. */
export function saveCode(
  store: KeyValueStore | null,
  exampleId: string,
  originalCode: string,
  code: string,
): void {
  if (code === originalCode) {
    write(store, codeKey(exampleId), null);
    return;
  }
  const saved: SavedCode = {
    format: FORMAT,
    base: fingerprint(originalCode),
    code,
    savedAt: Date.now(),
  };
  write(store, codeKey(exampleId), JSON.stringify(saved));
}

/** A saved edit as a backup carries it: which example, of which original, when. */
export interface StoredEdit {
  exampleId: string;
  base: string;
  code: string;
  savedAt: number;
}

const CODE_PREFIX = codeKey('');
const STALE_PREFIX = staleKey('');

/** Every well-formed saved edit in the store: the current ones and those kept aside. */
export function exportEdits(store: ListableStore): { current: StoredEdit[]; older: StoredEdit[] } {
  const current: StoredEdit[] = [];
  const older: StoredEdit[] = [];
  let keys: string[] = [];
  try {
    keys = Array.from({ length: store.length }, (_, i) => store.key(i) ?? '');
  } catch {
    // Storage blocked: nothing to back up.
  }
  for (const key of keys) {
    const list = key.startsWith(CODE_PREFIX)
      ? current
      : key.startsWith(STALE_PREFIX)
        ? older
        : null;
    const raw = list && read(store, key);
    const saved = raw ? parseSaved(raw) : null;
    if (!list || !saved) continue;
    const exampleId = key.slice((list === current ? CODE_PREFIX : STALE_PREFIX).length);
    list.push({ exampleId, base: saved.base, code: saved.code, savedAt: saved.savedAt ?? 0 });
  }
  return { current, older };
}

/** What importing one edit did. */
export type ImportedEdit =
  | 'added'
  | 'same'
  /** The edit here was newer: it stays, the imported one is offered as the older one. */
  | 'kept-here'
  /** The imported edit was newer: it is the edit now, the one from here is offered as older. */
  | 'took-imported';

/**
 * Brings an edit from a backup into the store without losing either version: the newer one is
 * the example's edit, the other is kept aside and offered when the example is opened (as an
 * edit of a changed example is).
 */
export function importEdit(store: KeyValueStore, edit: StoredEdit): ImportedEdit {
  const entry = (e: Pick<StoredEdit, 'base' | 'code' | 'savedAt'>) =>
    JSON.stringify({ format: FORMAT, base: e.base, code: e.code, savedAt: e.savedAt });
  const raw = read(store, codeKey(edit.exampleId));
  const here = raw === null ? null : parseSaved(raw);
  if (!here) {
    write(store, codeKey(edit.exampleId), entry(edit));
    return 'added';
  }
  if (here.code === edit.code) return 'same';
  const hereAt = here.savedAt ?? 0;
  if (hereAt >= edit.savedAt) {
    keepAside(store, edit.exampleId, entry(edit), edit.savedAt);
    return 'kept-here';
  }
  keepAside(store, edit.exampleId, raw!, hereAt);
  write(store, codeKey(edit.exampleId), entry(edit));
  return 'took-imported';
}

/** Keeps `raw` aside unless what is aside already is newer (a backup never drops newer work). */
function keepAside(store: KeyValueStore, exampleId: string, raw: string, savedAt: number): void {
  const asideRaw = read(store, staleKey(exampleId));
  const aside = asideRaw === null ? null : parseSaved(asideRaw);
  if (!aside || (aside.savedAt ?? 0) <= savedAt) write(store, staleKey(exampleId), raw);
}

export function clearCode(store: KeyValueStore | null, exampleId: string): void {
  write(store, codeKey(exampleId), null);
}

export function loadSpeed(store: KeyValueStore | null): number {
  const raw = read(store, SPEED_KEY);
  const speed = raw === null ? NaN : Number(raw);
  return isSpeed(speed) ? speed : DEFAULT_SPEED;
}

export function saveSpeed(store: KeyValueStore | null, speed: number): void {
  if (isSpeed(speed)) write(store, SPEED_KEY, String(speed));
}
