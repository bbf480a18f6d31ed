import { Worker } from 'node:worker_threads';
import type { RunJob, RunResult } from './types.ts';

const WORKER_URL = new URL('./node-worker-boot.mjs', import.meta.url);

type WorkerMessage = { type: 'line'; line: string } | { type: 'done'; result: RunResult };

/**
 * Runs a job in its own worker thread with a fresh MicroPython. A program that never calls
 * the simulator cannot be interrupted from inside, so the thread is killed after
 * `job.wallTimeoutMs`; the lines printed until then are kept.
 */
export function runInWorker(job: RunJob): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const lines: string[] = [];
    const worker = new Worker(WORKER_URL, { workerData: job });
    let settled = false;
    const finish = (result: RunResult | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const timer = setTimeout(() => {
      void worker.terminate();
      finish({
        stop: 'wall-timeout',
        output: lines,
        error: null,
        simTimeUs: 0,
        trace: [],
        path: [],
        contacts: [],
        observations: [],
        finalPose: { x: 0, y: 0, heading: 0 },
        epilogueOutput: [],
        epilogueError: null,
        wallMs: Date.now() - started,
      });
    }, job.wallTimeoutMs);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'line') lines.push(message.line);
      else {
        finish(message.result);
        void worker.terminate();
      }
    });
    worker.on('error', (error) => finish(error));
    worker.on('exit', (code) => {
      if (!settled) finish(new Error(`simulator worker exited with code ${code} before finishing`));
    });
  });
}

/** Runs jobs with at most `parallel` worker threads at a time, keeping the input order. */
export async function runAll<T>(
  items: readonly T[],
  parallel: number,
  run: (item: T) => Promise<RunResult>,
): Promise<RunResult[]> {
  const results = new Array<RunResult>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, lane));
  return results;
}
