// The firmware fake board in Node (firmwareBoard.ts) for the link's tests and the bench: its
// thread is a worker thread, its clock a virtual one.
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { FirmwareBoard, type FirmwareBoardOptions } from './firmwareBoard.ts';
import type { VirtualClock } from './virtualClock.ts';
import type { BoardMessage, BoardSetup } from './wasmBoard.shared.ts';

const WORKER_URL = new URL('./wasmBoard.worker-boot.mjs', import.meta.url);

export type WasmBoardOptions = Omit<FirmwareBoardOptions, 'thread' | 'releaseHex' | 'clock'> & {
  clock: VirtualClock;
};

/** The firmware's release hex, read once. */
let release: string | null = null;
function releaseHex(): string {
  release ??= readFileSync(
    new URL('../firmware/microbit-micropython-v2.1.2.hex', import.meta.url),
    'utf8',
  );
  return release;
}

async function startWorker(setup: BoardSetup) {
  const worker = new Worker(WORKER_URL, { workerData: setup });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: BoardMessage) =>
      message.kind === 'ready' ? resolve() : reject(new Error('fake board did not start')),
    );
    worker.once('error', reject);
  });
  return {
    onMessage: (listener: (message: BoardMessage) => void) => worker.on('message', listener),
    terminate: () => worker.terminate(),
  };
}

export class WasmBoard extends FirmwareBoard {
  static start(options: WasmBoardOptions): Promise<WasmBoard> {
    return new WasmBoard({ ...options, thread: startWorker, releaseHex }).boot();
  }
}
