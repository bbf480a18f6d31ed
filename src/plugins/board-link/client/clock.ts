// Time as the link sees it: timeouts and the pauses of plain raw mode. Injected, so tests and the
// bench run on a virtual clock (testing/virtualClock.ts) and never wait for the wall clock.

export interface Clock {
  now(): number;
  /**
   * Resolves after `ms` milliseconds of this clock's time, or at once when `signal` aborts (a
   * timeout that lost its race must not linger: a virtual clock would jump ahead to fire it).
   */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realClock: Clock = {
  now: () => performance.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    }),
};
