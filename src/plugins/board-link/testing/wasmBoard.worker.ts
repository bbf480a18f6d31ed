// The fake board's thread in Node (started by wasmBoard.ts through wasmBoard.worker-boot.mjs).
import { parentPort, workerData } from 'node:worker_threads';
import { loadFirmwareWasm } from '../../../../simulator/firmware/node.ts';
import { runBoard } from './wasmBoard.firmware.ts';
import type { BoardSetup } from './wasmBoard.shared.ts';

const port = parentPort;
if (!port) throw new Error('wasmBoard.worker.ts runs as a worker thread');
await runBoard(workerData as BoardSetup, await loadFirmwareWasm(), (message) =>
  port.postMessage(message),
);
