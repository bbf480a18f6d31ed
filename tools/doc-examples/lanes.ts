import { Worker } from 'node:worker_threads';
import type { CheckRun } from '../../simulator/checks/types.ts';
import type { VariantJob } from '../../simulator/checks/run-variant.ts';
import { emptyRunResult, type RunJob, type RunResult } from './run-job.ts';

const WORKER_URL = new URL('./node-worker-boot.mjs', import.meta.url);

/** What a worker thread runs: a guide example with its claims, or one setup of an exercise. */
export type LaneTask = { kind: 'example'; job: RunJob } | { kind: 'variant'; job: VariantJob };
/** What it answers (`null` for a setup whose program never let the simulator run). */
type Answer<T extends LaneTask> = T extends { kind: 'example' } ? RunResult : CheckRun | null;

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'line'; id: number; line: string }
  | { type: 'done'; id: number; result: RunResult | CheckRun }
  | { type: 'failed'; id: number; message: string };

function wallTimeoutResult(lines: string[], wallMs: number): RunResult {
  return emptyRunResult({ stop: 'wall-timeout', output: lines, wallMs });
}

/**
 * One worker thread that runs jobs one after another. Every job gets a fresh MicroPython
 * instance inside it; starting MicroPython is cheap, starting a thread with the TypeScript
 * loader is not. A program that never calls the simulator cannot be interrupted from inside,
 * so after `job.wallTimeoutMs` the thread is killed (keeping the lines printed so far) and
 * the next job gets a new thread.
 */
export class Lane {
  private worker: Worker | null = null;
  private ready: Promise<void> = Promise.resolve();
  private nextId = 0;

  private start(): Worker {
    const worker = new Worker(WORKER_URL);
    // An idle worker must not keep the process alive.
    worker.unref();
    this.worker = worker;
    // The wall-clock limit is for the program, not for starting the thread on a busy machine.
    this.ready = new Promise((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
    });
    return worker;
  }

  async run<T extends LaneTask>(task: T, wallTimeoutMs: number): Promise<Answer<T>> {
    const worker = this.worker ?? this.start();
    await this.ready;
    return this.runOn(worker, task, wallTimeoutMs) as Promise<Answer<T>>;
  }

  private runOn(
    worker: Worker,
    task: LaneTask,
    wallTimeoutMs: number,
  ): Promise<RunResult | CheckRun | null> {
    const id = this.nextId++;
    const started = Date.now();
    const lines: string[] = [];
    return new Promise((resolve, reject) => {
      const cleanup = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const kill = () => {
        this.worker = null;
        void worker.terminate();
      };
      const timer = setTimeout(() => {
        cleanup();
        kill();
        resolve(task.kind === 'example' ? wallTimeoutResult(lines, Date.now() - started) : null);
      }, wallTimeoutMs);
      const onMessage = (message: WorkerMessage) => {
        if (message.type === 'ready' || message.id !== id) return;
        if (message.type === 'line') lines.push(message.line);
        else if (message.type === 'done') {
          cleanup();
          resolve(message.result);
        } else {
          cleanup();
          kill();
          reject(new Error(`simulator worker failed: ${message.message}`));
        }
      };
      const onError = (error: Error) => {
        cleanup();
        this.worker = null;
        reject(error);
      };
      const onExit = (code: number) => {
        cleanup();
        this.worker = null;
        reject(new Error(`simulator worker exited with code ${code} during a run`));
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ id, task });
    });
  }

  close(): void {
    if (this.worker) void this.worker.terminate();
    this.worker = null;
  }
}

/** Runs one example in its own worker thread. */
export async function runInWorker(job: RunJob): Promise<RunResult> {
  const lane = new Lane();
  try {
    return await lane.run({ kind: 'example', job }, job.wallTimeoutMs);
  } finally {
    lane.close();
  }
}

/**
 * Runs tasks on at most `parallel` worker threads at a time, keeping the input order; each
 * task gets `wallTimeoutMs` of real time before its thread is killed.
 */
export async function runAll<I, T extends LaneTask>(
  items: readonly I[],
  parallel: number,
  toTask: (item: I) => { task: T; wallTimeoutMs: number },
): Promise<Answer<T>[]> {
  const results = new Array<Answer<T>>(items.length);
  let next = 0;
  const work = async () => {
    const lane = new Lane();
    try {
      while (next < items.length) {
        const index = next++;
        const { task, wallTimeoutMs } = toTask(items[index]!);
        results[index] = await lane.run(task, wallTimeoutMs);
      }
    } finally {
      lane.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, work));
  return results;
}

/** Runs guide examples (and the library tests' programs) on the lanes, keeping the input order. */
export function runExamples<I>(
  items: readonly I[],
  parallel: number,
  toJob: (item: I) => RunJob,
): Promise<RunResult[]> {
  return runAll(items, parallel, (item) => {
    const job = toJob(item);
    return { task: { kind: 'example' as const, job }, wallTimeoutMs: job.wallTimeoutMs };
  });
}
