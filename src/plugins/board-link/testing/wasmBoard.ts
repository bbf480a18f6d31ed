// A micro:bit V2 with MicroPython for tests and the bench, behind the connection library's type:
// the board's own firmware (the simulator's WebAssembly build) with its REPL and its 24 KB file
// system on the simulated robot in a worker thread (wasmBoard.worker.ts), the firmware's 128-byte
// receive buffer that drops what does not fit, and the serial line at 115200 baud on a virtual
// clock. The clock waits while the board works on what the host sent and moves on by the
// board's time that work took.
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { BoardVersion, FlashDataSource, FlashOptions } from '@microbit/microbit-connection';
import { FakeConnection, type Cut } from './fakeConnection.ts';
import { takeFlash } from './flashImage.ts';
import { PLUG_IN_LOST_BYTES, RX_BUFFER_BYTES } from './serialModel.ts';
import type { VirtualClock } from './virtualClock.ts';
import {
  COMMAND,
  CTRL,
  ring,
  sharedBytes,
  sharedLine,
  type BoardMessage,
  type BoardSetup,
  type RobotNow,
  type SharedLine,
} from './wasmBoard.shared.ts';

const WORKER_URL = new URL('./wasmBoard.worker-boot.mjs', import.meta.url);

export interface WasmBoardOptions {
  clock: VirtualClock;
  files?: Record<string, string | Uint8Array>;
  boardVersion?: BoardVersion;
  cut?: Cut;
  /** false: a board without MicroPython (MakeCode's demo): silent until it is flashed. */
  micropython?: boolean;
}

/**
 * What a flash takes on the virtual clock: DAPLink writes a full V2 image (about 500 KB) in
 * some 25 s; an estimate from the official editor's progress, not a measurement.
 */
export const FULL_FLASH_MS = 25_000;

const encoder = new TextEncoder();

/** The firmware's release hex the page flashes (firmware/), read once: the base to read images with. */
let release: string | null = null;
function releaseHex(): string {
  release ??= readFileSync(
    new URL('../firmware/microbit-micropython-v2.1.2.hex', import.meta.url),
    'utf8',
  );
  return release;
}

/** Starts the firmware's thread with `files` on its file system. */
async function startWorker(buffer: SharedArrayBuffer, files: Record<string, Uint8Array>) {
  const setup: BoardSetup = { buffer, capacity: RX_BUFFER_BYTES, files };
  const worker = new Worker(WORKER_URL, { workerData: setup });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: BoardMessage) =>
      message.kind === 'ready' ? resolve() : reject(new Error('fake board did not start')),
    );
    worker.once('error', reject);
  });
  return worker;
}

export class WasmBoard extends FakeConnection<VirtualClock> {
  /** Bytes that arrived while the receive buffer was full (the host sent too fast). */
  overflow = 0;
  /** The images flashed, in order (Intel hex text). */
  readonly flashed: string[] = [];
  private line: SharedLine;
  private release: (() => void) | null = null;
  private filesWanted: ((files: Record<string, Uint8Array>) => void) | null = null;
  private robotWanted: ((robot: RobotNow) => void) | null = null;

  private constructor(
    options: WasmBoardOptions,
    private worker: Worker | null,
    private buffer: SharedArrayBuffer,
  ) {
    super(options.clock, options.boardVersion, options.cut);
    // Just plugged in: the interface chip takes the board's first output (DAPLink issue 903).
    this.lostToInterfaceChip = PLUG_IN_LOST_BYTES;
    this.line = sharedLine(buffer, RX_BUFFER_BYTES);
    worker?.on('message', (message: BoardMessage) => this.onMessage(message));
  }

  static async start(options: WasmBoardOptions): Promise<WasmBoard> {
    const buffer = new SharedArrayBuffer(sharedBytes(RX_BUFFER_BYTES));
    const files = Object.fromEntries(
      Object.entries(options.files ?? {}).map(([name, content]) => [
        name,
        typeof content === 'string' ? encoder.encode(content) : content,
      ]),
    );
    const worker = options.micropython === false ? null : await startWorker(buffer, files);
    return new WasmBoard(options, worker, buffer);
  }

  /**
   * As DAPLink flashes: the image's MicroPython file system (read with @microbit/microbit-fs)
   * becomes the board's, and the board starts anew from it, running main.py. An image that is
   * not MicroPython's fails as the library's flash fails.
   */
  override async flash(source: FlashDataSource, options?: FlashOptions): Promise<void> {
    if (this.status !== 'Connected') throw new Error('not-connected');
    const { hex, files } = await takeFlash(source, options, {
      releaseHex: releaseHex(),
      boardVersion: this.getBoardVersion(),
      clock: this.clock,
      flashMs: FULL_FLASH_MS,
    });
    this.flashed.push(hex);
    // The library fills the interface chip's buffers before it flashes (cdc-saturation.js).
    this.lostToInterfaceChip = 0;
    await this.worker?.terminate();
    // A fresh receive buffer: what was on its way to the old program is gone with it.
    this.buffer = new SharedArrayBuffer(sharedBytes(RX_BUFFER_BYTES));
    this.line = sharedLine(this.buffer, RX_BUFFER_BYTES);
    this.worker = await startWorker(this.buffer, Object.fromEntries(files));
    this.worker.on('message', (message: BoardMessage) => this.onMessage(message));
  }

  protected receive(bytes: Uint8Array): void {
    // A board without MicroPython does not read the serial line.
    if (!this.worker) return;
    const { control, ring: buffer } = this.line;
    this.release ??= this.clock.hold();
    for (const byte of bytes) {
      // As the firmware's UART interrupt does: Ctrl-C while code runs raises KeyboardInterrupt.
      if (byte === 0x03 && Atomics.load(control, CTRL.executing) === 1) {
        Atomics.store(control, CTRL.interrupt, 1);
        continue;
      }
      const written = Atomics.load(control, CTRL.written);
      if (written - Atomics.load(control, CTRL.read) >= buffer.length) {
        this.overflow += 1;
        continue;
      }
      buffer[written % buffer.length] = byte;
      Atomics.store(control, CTRL.written, written + 1);
    }
    ring(control);
  }

  private onMessage(message: BoardMessage): void {
    if (message.kind === 'files') {
      this.filesWanted?.(message.files);
      this.filesWanted = null;
      return;
    }
    if (message.kind === 'robot') {
      this.robotWanted?.(message.robot);
      this.robotWanted = null;
      return;
    }
    if (message.kind !== 'out') return;
    // The board's code took its time before these bytes went out (a program that never lets
    // go of the line, even one that ignores Ctrl-C, lets the host's timeouts run out).
    this.clock.advance(message.busyUs / 1000);
    this.send(message.bytes);
    if (message.idle || message.mainStarted) {
      this.release?.();
      this.release = null;
    }
  }

  /** The board's files as they are now (asked while the board waits for input). */
  files(): Promise<Record<string, string>> {
    const decoder = new TextDecoder();
    return new Promise((resolve) => {
      this.filesWanted = (files) =>
        resolve(
          Object.fromEntries(
            Object.entries(files).map(([name, bytes]) => [name, decoder.decode(bytes)]),
          ),
        );
      this.ask(COMMAND.files);
    });
  }

  /** The robot the board sits on, as it is now (asked while the board waits for input). */
  robot(): Promise<RobotNow> {
    return new Promise((resolve) => {
      this.robotWanted = resolve;
      this.ask(COMMAND.robot);
    });
  }

  private ask(command: number): void {
    Atomics.store(this.line.control, CTRL.command, command);
    ring(this.line.control);
  }

  async stop(): Promise<void> {
    this.release?.();
    await this.worker?.terminate();
  }
}
