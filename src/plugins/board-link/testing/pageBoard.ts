// A micro:bit for the browser tests (tests/e2e/board-link.test.ts), put at the connection seam
// (`window.maqueenFakeBoard`, client/connect.ts) before the page loads: the same firmware board
// as the link's Node tests (firmwareBoard.ts: micropython-microbit-v2 2.1.2's REPL and file
// system on the simulated robot, the 128-byte receive buffer, DAPLink's packets and first-contact
// loss), in a web worker on the wall clock. It needs what the test sets up: a cross-origin
// isolated page (SharedArrayBuffer), `window.fakeBoardWorker` (the bundle of
// pageBoard.worker.ts) and the firmware's module at FIRMWARE_PATH.
import releaseHex from '../firmware/microbit-micropython-v2.1.2.hex';
import { realClock } from '../client/clock.ts';
import { FirmwareBoard, type BoardClock, type BoardThread } from './firmwareBoard.ts';
import { FIRMWARE_PATH, type BoardMessage, type BoardSetup } from './wasmBoard.shared.ts';

declare global {
  interface Window {
    /** The board's thread as a script (set by the test before the page loads). */
    fakeBoardWorker?: string;
    /** Set before the page loads: the board has no MicroPython until it is flashed. */
    fakeBoardWithoutMicroPython?: boolean;
    /** The board the page connected to, for the test to look at. */
    fakeBoard?: PageBoard;
  }
}

/** On the wall clock the board's time passes by itself: nothing to hold or move on. */
const wallClock: BoardClock = { ...realClock, hold: () => () => {}, advance: () => {} };

let firmware: Promise<WebAssembly.Module> | null = null;

async function startWorker(setup: BoardSetup): Promise<BoardThread> {
  firmware ??= WebAssembly.compileStreaming(fetch(FIRMWARE_PATH));
  const wasm = await firmware;
  const source = window.fakeBoardWorker;
  if (!source) throw new Error('the test did not give the fake board its thread');
  const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
  const listeners: ((message: BoardMessage) => void)[] = [];
  await new Promise<void>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<BoardMessage>) => {
      if (event.data.kind === 'ready') resolve();
      for (const listener of listeners) listener(event.data);
    };
    worker.onerror = (event) => reject(new Error(`fake board did not start: ${event.message}`));
    worker.postMessage({ setup, wasm });
  });
  return {
    onMessage: (listener) => listeners.push(listener),
    terminate: () => worker.terminate(),
  };
}

export class PageBoard extends FirmwareBoard {
  private readonly booted: Promise<unknown>;

  constructor() {
    super({
      clock: wallClock,
      thread: startWorker,
      releaseHex: () => releaseHex,
      micropython: !window.fakeBoardWithoutMicroPython,
      flashMs: 1000,
      paced: true,
    });
    this.booted = this.boot();
  }

  override async connect(): Promise<void> {
    await this.booted;
    await super.connect();
  }

  /** Everything the page wrote to the board so far, as text. */
  writtenText(): string {
    return new TextDecoder().decode(Uint8Array.from(this.written));
  }
}

window.maqueenFakeBoard = () => {
  window.fakeBoard ??= new PageBoard();
  return window.fakeBoard;
};
