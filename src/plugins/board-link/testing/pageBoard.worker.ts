// The fake board's thread in the browser tests' page: a web worker that pageBoard.ts starts
// from this file's bundle, with the firmware's compiled module.
import { runBoard } from './wasmBoard.firmware.ts';
import type { BoardMessage, BoardSetup } from './wasmBoard.shared.ts';

// A dedicated worker's global: its postMessage takes no target origin.
const post = (message: BoardMessage) => (self as unknown as Worker).postMessage(message);

self.onmessage = (event: MessageEvent<{ setup: BoardSetup; wasm: WebAssembly.Module }>) => {
  void runBoard(event.data.setup, event.data.wasm, post);
};
