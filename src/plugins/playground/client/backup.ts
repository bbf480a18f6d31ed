// A pupil's work in one file: every saved edit (of every version, also those kept aside) and
// every solved exercise, to take to another computer. Reading a backup merges it: nothing newer
// is lost, and a file that is not a backup of ours is refused in German, untouched.
import type { DoneSet } from './progress.ts';
import {
  exportEdits,
  importEdit,
  type ImportedEdit,
  type ListableStore,
  type StoredEdit,
} from './storage.ts';

const KIND = 'maqueen-sicherung';
/** Bump when the file's shape changes; a newer file than this build knows is refused. */
const FORMAT = 1;
/** A backup of every example of every version is far below this; more is no backup of ours. */
export const MAX_BACKUP_BYTES = 5_000_000;

export interface Backup {
  kind: typeof KIND;
  format: typeof FORMAT;
  /** When it was made (ISO 8601). */
  createdAt: string;
  edits: StoredEdit[];
  /** Edits kept aside (of a changed example, or the older of two). */
  olderEdits: StoredEdit[];
  /** `version/id` of every solved exercise. */
  done: string[];
}

export function makeBackup(store: ListableStore, done: DoneSet, now: Date): Backup {
  const { current, older } = exportEdits(store);
  return {
    kind: KIND,
    format: FORMAT,
    createdAt: now.toISOString(),
    edits: current,
    olderEdits: older,
    done: [...done],
  };
}

/** The backup's file name, with its day: maqueen-sicherung-2026-11-28.json. */
export const backupFileName = (backup: Backup): string =>
  `${KIND}-${backup.createdAt.slice(0, 10)}.json`;

export type ReadBackup =
  | { ok: true; backup: Backup }
  | { ok: false; problem: 'too-big' | 'not-json' | 'not-ours' | 'newer' | 'damaged' };

const isEdit = (value: unknown): value is StoredEdit => {
  const e = value as Partial<StoredEdit> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.exampleId === 'string' &&
    e.exampleId.length > 0 &&
    typeof e.base === 'string' &&
    typeof e.code === 'string' &&
    typeof e.savedAt === 'number' &&
    Number.isFinite(e.savedAt)
  );
};

/** Checks a file's text; a backup with one damaged entry is refused whole, not half read. */
export function readBackup(text: string): ReadBackup {
  if (text.length > MAX_BACKUP_BYTES) return { ok: false, problem: 'too-big' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  const b = value as Partial<Backup> | null;
  if (typeof b !== 'object' || b === null || b.kind !== KIND) {
    return { ok: false, problem: 'not-ours' };
  }
  if (typeof b.format !== 'number' || b.format > FORMAT) return { ok: false, problem: 'newer' };
  const lists = [b.edits, b.olderEdits];
  if (
    b.format !== FORMAT ||
    typeof b.createdAt !== 'string' ||
    !lists.every((list) => Array.isArray(list) && list.every(isEdit)) ||
    !Array.isArray(b.done) ||
    !b.done.every((key) => typeof key === 'string')
  ) {
    return { ok: false, problem: 'damaged' };
  }
  return { ok: true, backup: b as Backup };
}

/** What merging a backup did, for the reader's one-line report. */
export interface Merged {
  /** Edits new here, or newer than the one here (which is kept aside). */
  taken: number;
  /** Edits that were newer here: they stay, the backup's is kept aside. */
  keptHere: number;
  /** Edits the same here and in the backup. */
  same: number;
  /** Solved exercises the backup added. */
  solved: number;
}

/** Merges `backup` into the store; `markDone` marks a solved exercise (the progress store's). */
export function mergeBackup(
  store: ListableStore,
  backup: Backup,
  done: DoneSet,
  markDone: (key: string) => void,
): Merged {
  const merged: Merged = { taken: 0, keptHere: 0, same: 0, solved: 0 };
  const count: Record<ImportedEdit, keyof Merged> = {
    added: 'taken',
    'took-imported': 'taken',
    'kept-here': 'keptHere',
    same: 'same',
  };
  // The older ones first (not counted): an edit of the backup then wins over its own older one.
  for (const edit of backup.olderEdits) importEdit(store, edit);
  for (const edit of backup.edits) merged[count[importEdit(store, edit)]] += 1;
  for (const key of backup.done) {
    if (done.has(key)) continue;
    markDone(key);
    merged.solved += 1;
  }
  return merged;
}
