// Coalesces a stream of worker messages into at most one page update per scheduled tick, so
// a program that prints or moves as fast as it can never floods React or the DOM.

/** Runs `run` once later and returns a function that cancels it (rAF, a timer, or a test). */
export type Schedule = (run: () => void) => () => void;

export interface Batcher<Item> {
  push(item: Item): void;
  /** Deliver what is pending now (e.g. before the run's end is shown). */
  flush(): void;
  /** Forget what is pending and cancel the tick. */
  cancel(): void;
}

export function createBatcher<Item, Batch>(options: {
  empty: () => Batch;
  add: (batch: Batch, item: Item) => Batch;
  deliver: (batch: Batch) => void;
  schedule: Schedule;
}): Batcher<Item> {
  let pending: Batch | null = null;
  let cancelTick: (() => void) | null = null;
  const flush = () => {
    cancelTick?.();
    cancelTick = null;
    if (pending === null) return;
    const batch = pending;
    pending = null;
    options.deliver(batch);
  };
  return {
    push(item) {
      pending = options.add(pending ?? options.empty(), item);
      cancelTick ??= options.schedule(flush);
    },
    flush,
    cancel() {
      cancelTick?.();
      cancelTick = null;
      pending = null;
    },
  };
}
