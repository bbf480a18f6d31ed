/**
 * Remembers whether the latest search failed to reach the index (or Algolia).
 * Stock DocSearch 3.9 sets its error state and resets it to idle in the same tick, so the
 * SearchBar wrapper draws the error screen itself from this store.
 */
import { isRetryError } from './retryError.ts';

export type FailureStore = {
  subscribe: (listener: () => void) => () => void;
  failed: () => boolean;
  report: (failed: boolean) => void;
};

export function createFailureStore(): FailureStore {
  let failed = false;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    failed: () => failed,
    report(next) {
      if (next === failed) return;
      failed = next;
      listeners.forEach((listener) => listener());
    },
  };
}

type Searchable = { search: (...args: never[]) => Promise<unknown> };

/** Wraps a client so every search reports its outcome; other errors pass through untouched. */
export function observeFailures<Client extends Searchable>(
  client: Client,
  store: FailureStore,
): Client {
  const search = (...args: Parameters<Client['search']>) =>
    client.search(...args).then(
      (response) => {
        store.report(false);
        return response;
      },
      (error: unknown) => {
        if (isRetryError(error)) store.report(true);
        throw error;
      },
    );
  return { ...client, search };
}
