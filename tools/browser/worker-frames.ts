// The frames a page's workers post, as the browser tests and the bench count them: an init
// script wraps `Worker` so every frame of every 'frames' message of every worker the player
// makes is noted with its wall time and simulated time, before any script of the page runs.
import type { Page } from 'playwright-core';

export type WorkerFrame = { wall: number; simUs: number };

type Noted = { __workerFrames: WorkerFrame[] };

/** For `addInitScript`: self-contained, it runs in the page. */
export const COUNT_WORKER_FRAMES = (): void => {
  const frames: WorkerFrame[] = [];
  (globalThis as unknown as Noted).__workerFrames = frames;
  const Original = Worker;
  globalThis.Worker = class extends Original {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener('message', (event: MessageEvent) => {
        const data = event.data as { kind?: string; samples?: { state: { timeUs: number } }[] };
        if (data?.kind !== 'frames' || !data.samples) return;
        const wall = performance.now();
        for (const { state } of data.samples) frames.push({ wall, simUs: state.timeUs });
      });
    }
  } as typeof Worker;
};

/** Every frame noted so far. */
export const workerFrames = (page: Page): Promise<WorkerFrame[]> =>
  page.evaluate(() => (globalThis as unknown as Noted).__workerFrames.slice());

export const workerFrameCount = (page: Page): Promise<number> =>
  page.evaluate(() => (globalThis as unknown as Noted).__workerFrames.length);

/** Resolves once more than `count` frames were noted. */
export const untilMoreWorkerFrames = async (page: Page, count: number): Promise<void> => {
  await page.waitForFunction(
    (n) => (globalThis as unknown as Noted).__workerFrames.length > n,
    count,
  );
};
