// Keeps simulated time in step with the wall clock inside the run's worker: the program runs
// synchronously, so waiting means blocking this thread, never the page's.

/** Blocks the worker for `ms` without burning the CPU where the browser allows it. */
export type Sleeper = (ms: number) => void;

/**
 * `Atomics.wait` needs shared memory; a worker-local shared `WebAssembly.Memory` provides it
 * in Chromium even without cross-origin isolation. Elsewhere the fallback spins (a worker, so
 * the page stays responsive).
 */
export function createSleeper(): { sleep: Sleeper; blocking: boolean } {
  try {
    const memory = new WebAssembly.Memory({ initial: 1, maximum: 1, shared: true });
    const cell = new Int32Array(memory.buffer);
    Atomics.wait(cell, 0, 0, 0);
    return { sleep: (ms) => void Atomics.wait(cell, 0, 0, ms), blocking: true };
  } catch {
    return {
      sleep: (ms) => {
        const until = performance.now() + ms;
        while (performance.now() < until) {
          // Spin: no way to block here.
        }
      },
      blocking: false,
    };
  }
}

export interface PacerState {
  speed: number;
  paused: boolean;
  /** While paused, run until this simulated time (a single step), then pause again. */
  stepUntilUs: number | null;
}

/**
 * Decides how long to wait so that simulated time runs at `speed` × wall time. Anchored at
 * the last change of speed or pause, so a change never makes the simulation jump.
 */
export class Pacer {
  private anchorSimUs = 0;
  private anchorWallMs: number;

  constructor(
    private readonly now: () => number,
    public state: PacerState = { speed: 1, paused: false, stepUntilUs: null },
  ) {
    this.anchorWallMs = now();
  }

  /** Re-anchors at the current simulated time; call after changing the state. */
  reanchor(simUs: number): void {
    this.anchorSimUs = simUs;
    this.anchorWallMs = this.now();
  }

  /** Whether the simulation must hold still at this simulated time. */
  holding(simUs: number): boolean {
    if (!this.state.paused) return false;
    return this.state.stepUntilUs === null || simUs >= this.state.stepUntilUs;
  }

  /** Milliseconds to wait before simulated time `simUs` may happen (0: go on), seen at `nowMs`. */
  delayMs(simUs: number, nowMs = this.now()): number {
    const due = this.anchorWallMs + (simUs - this.anchorSimUs) / 1000 / this.state.speed;
    return Math.max(0, due - nowMs);
  }
}

/** Asking the page for input costs a synchronous request: not more often than this… */
export const INPUT_POLL_MS = 25;
/**
 * …and only this often once nothing happened for `QUIET_AFTER_MS` (no visible change, no line,
 * no input): a program that sleeps beside a standing robot then costs almost nothing, and a
 * press of Knopf A still reaches it within a tenth of a second.
 */
export const QUIET_INPUT_POLL_MS = 100;
export const QUIET_AFTER_MS = 1000;

/** How long to wait between two input requests, given when something last happened. */
export function inputPollIntervalMs(nowMs: number, lastActivityMs: number): number {
  return nowMs - lastActivityMs >= QUIET_AFTER_MS ? QUIET_INPUT_POLL_MS : INPUT_POLL_MS;
}

/**
 * How far simulated time may run ahead of the wall clock before the worker waits: the firmware
 * idles in 1 ms steps, and a wait after every step or two woke the worker 500 times a second
 * (8 % of a core for a sleeping program); 10 ms ahead is less than a frame…
 */
export const AHEAD_MS = 10;
/**
 * …and once all is quiet, as far as input is asked for then: a press still reaches the program
 * as soon as before, and a sleeping program wakes the worker 10 times a second instead of 100.
 * What the page would show is held until it is due (`earlyByMs`), so it never shows early.
 */
export const QUIET_AHEAD_MS = QUIET_INPUT_POLL_MS;

/** How far ahead the worker may run, given when something last happened. */
export function aheadLimitMs(nowMs: number, lastActivityMs: number): number {
  return nowMs - lastActivityMs >= QUIET_AFTER_MS ? QUIET_AHEAD_MS : AHEAD_MS;
}

/** How long to hold something due at `delayMs` before the page may show it (0: now). */
export function earlyByMs(delayMs: number): number {
  return Math.max(0, delayMs - AHEAD_MS);
}
