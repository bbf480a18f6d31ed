// Which exercises the reader has solved, per version and exercise id, in localStorage. Like the
// saved edits it is a convenience: missing, old or broken data, a full quota or storage switched
// off count as "nothing solved yet" (or keep this page's successes in memory) and never break
// the page. Every tick and count on the page reads one store, so they change together, also
// when another tab solves an exercise (the `storage` event).
import { browserStore, type KeyValueStore } from './storage.ts';

export const PROGRESS_KEY = 'maqueen-exercises:done';
/** Bump when the stored shape changes; older entries then count as nothing solved. */
const FORMAT = 1;

interface SavedProgress {
  format: typeof FORMAT;
  /** `version/id` of every solved exercise. */
  done: string[];
}

/** The key of one exercise: ids are unique within a version, not across versions. */
export const exerciseKey = (version: string, id: string): string => `${version}/${id}`;

/** The version of an example id (`version/page/block`, as the remark plugin writes it). */
export const versionOfExample = (exampleId: string): string => exampleId.split('/')[0] ?? '';

function parseDone(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return [];
    const saved = value as Partial<SavedProgress>;
    if (saved.format !== FORMAT || !Array.isArray(saved.done)) return [];
    return saved.done.filter((key): key is string => typeof key === 'string');
  } catch {
    return [];
  }
}

export type DoneSet = ReadonlySet<string>;

const NOTHING_DONE: DoneSet = new Set();

/** Where the store hears of changes made by other tabs; absent in Node and tests. */
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
}

export class ProgressStore {
  private readonly listeners = new Set<() => void>();
  /** Solved here but not saved (storage off or full): still shown until the page closes. */
  private readonly unsaved = new Set<string>();
  private cached: { raw: string | null; unsaved: number; done: DoneSet } = {
    raw: null,
    unsaved: 0,
    done: NOTHING_DONE,
  };

  constructor(
    private readonly storage: KeyValueStore | null,
    private readonly events: StorageEvents | null = null,
  ) {}

  /** For `useSyncExternalStore`; listens to other tabs while anyone listens here. */
  readonly subscribe = (listener: () => void): (() => void) => {
    if (this.listeners.size === 0) this.events?.addEventListener('storage', this.onStorage);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.events?.removeEventListener('storage', this.onStorage);
    };
  };

  /** The solved exercises; the same object as long as nothing changed (React compares it). */
  readonly getSnapshot = (): DoneSet => {
    const raw = this.read();
    if (raw === this.cached.raw && this.unsaved.size === this.cached.unsaved) {
      return this.cached.done;
    }
    const done = new Set([...parseDone(raw), ...this.unsaved]);
    this.cached = { raw, unsaved: this.unsaved.size, done };
    return done;
  };

  /** The server renders before anything is known: no exercise is solved there. */
  readonly getServerSnapshot = (): DoneSet => NOTHING_DONE;

  markDone(key: string): void {
    const done = this.getSnapshot();
    if (done.has(key)) return;
    const next: SavedProgress = { format: FORMAT, done: [...parseDone(this.read()), key] };
    if (!this.write(JSON.stringify(next))) this.unsaved.add(key);
    this.notify();
  }

  private readonly onStorage = (event: { key: string | null }) => {
    // `null`: another tab cleared all storage.
    if (event.key === PROGRESS_KEY || event.key === null) this.notify();
  };

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private read(): string | null {
    try {
      return this.storage?.getItem(PROGRESS_KEY) ?? null;
    } catch {
      return null;
    }
  }

  private write(value: string): boolean {
    if (!this.storage) return false;
    try {
      this.storage.setItem(PROGRESS_KEY, value);
      return true;
    } catch {
      return false;
    }
  }
}

let shared: ProgressStore | null = null;

/** The page's one store, so every component that shows progress agrees. */
export function browserProgress(): ProgressStore {
  shared ??= new ProgressStore(browserStore(), typeof window === 'undefined' ? null : window);
  return shared;
}
