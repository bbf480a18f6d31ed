// What the playground's service worker keeps and answers, as pure functions: its cache per
// build, the files it may keep, and the input queued for each run.

/** Every cache this worker ever made starts so (the first deploys used `maqueen-sim-runtime`). */
const CACHE_PREFIX = 'maqueen-sim-';

/** The cache of one build: a new deploy's worker deletes the caches of the builds before it. */
export function cacheName(buildId: string): string {
  return `${CACHE_PREFIX}${buildId}`;
}

/** Caches of earlier builds (and of the first deploys): deleted when a new worker activates. */
export function isStaleCache(name: string, current: string): boolean {
  return name.startsWith(CACHE_PREFIX) && name !== current;
}

/**
 * What a run needs offline: the firmware's WebAssembly and the run's worker script (each with a
 * content hash in its name). A kept copy is never stale, whichever deploy asks. Other scripts
 * (the pages' chunks) are the browser's cache's business, not ours.
 */
export function keepsOffline(pathname: string, destination: string): boolean {
  return (
    /\/assets\/wasm\/firmware\.[0-9a-f]{8}\.wasm$/.test(pathname) ||
    (destination === 'worker' && /\/assets\/js\/[^/]+\.[0-9a-f]{8}\.js$/.test(pathname))
  );
}

/** Bounds for runs whose worker stopped asking (the page closed): their queues are dropped. */
const MAX_EVENTS_PER_RUN = 1000;
const MAX_RUNS = 16;

/** The page's input per run, until the run's worker takes it. Contents are the worker's to check. */
export class InputQueues {
  private readonly queues = new Map<string, unknown[]>();

  /** Queues one event from the page; anything that is not `{ run: string, event }` is dropped. */
  add(message: unknown): void {
    if (typeof message !== 'object' || message === null) return;
    const { run, event } = message as { run?: unknown; event?: unknown };
    if (typeof run !== 'string' || event === undefined) return;
    let queue = this.queues.get(run);
    if (!queue) {
      // A queue lives only while its events wait; the oldest waiting run's worker is gone.
      if (this.queues.size >= MAX_RUNS) this.queues.delete(this.queues.keys().next().value!);
      queue = [];
      this.queues.set(run, queue);
    }
    if (queue.length < MAX_EVENTS_PER_RUN) queue.push(event);
  }

  /** Everything queued for `run`, oldest first; the queue is gone until the page adds again. */
  take(run: string): unknown[] {
    const events = this.queues.get(run) ?? [];
    this.queues.delete(run);
    return events;
  }
}
