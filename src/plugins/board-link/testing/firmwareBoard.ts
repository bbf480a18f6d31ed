// A micro:bit V2 with MicroPython for tests, the bench and the browser tests, behind the
// connection library's type: the board's own firmware (the simulator's WebAssembly build) with
// its REPL and its 24 KB file system on the simulated robot in a thread of its own
// (wasmBoard.firmware.ts), the firmware's 128-byte receive buffer that drops what does not fit,
// and the serial line at 115200 baud (fakeConnection.ts). Nothing here answers the host: every
// answer is the firmware's. Node starts it in a worker thread on a virtual clock (wasmBoard.ts),
// the page in a web worker on the wall clock (pageBoard.ts).
import type { BoardVersion, FlashDataSource, FlashOptions } from '@microbit/microbit-connection';
import type { Clock } from '../client/clock.ts';
import { FakeConnection, type Cut } from './fakeConnection.ts';
import { imageWithFiles, takeFlash, type FlashedImage } from './flashImage.ts';
import { PLUG_IN_LOST_BYTES, RX_BUFFER_BYTES } from './serialModel.ts';
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

/**
 * The clock the board's serial line runs on: a virtual one waits while the board works on what
 * the host sent (`hold`) and moves on by the board's time that work took (`advance`); on the
 * wall clock both do nothing, as the board's time passes by itself.
 */
export interface BoardClock extends Clock {
  hold(): () => void;
  advance(ms: number): void;
}

/** The board's thread as its host started it. */
export interface BoardThread {
  onMessage(listener: (message: BoardMessage) => void): void;
  terminate(): Promise<unknown> | void;
}

export interface FirmwareBoardOptions {
  clock: BoardClock;
  /** Starts the board's thread (a Node worker, a web worker). */
  thread: (setup: BoardSetup) => Promise<BoardThread>;
  /** The firmware's release hex the page flashes (firmware/): the base to read images with. */
  releaseHex: () => string;
  files?: Record<string, string | Uint8Array>;
  boardVersion?: BoardVersion;
  cut?: Cut;
  /** false: a board without MicroPython (MakeCode's demo): silent until it is flashed. */
  micropython?: boolean;
  /** How long a flash takes on `clock`, instead of the model's time (flashImage.ts). */
  flashMs?: number;
  /** Keep the board's time with the wall clock (BoardSetup.paced). */
  paced?: boolean;
}

const encoder = new TextEncoder();

export class FirmwareBoard extends FakeConnection<BoardClock> {
  /** Bytes that arrived while the receive buffer was full (the host sent too fast). */
  overflow = 0;
  /** The images flashed, in order (Intel hex text). */
  readonly flashed: string[] = [];
  /** How the last flash was written and how long it took (flashImage.ts). */
  lastFlash: Omit<FlashedImage, 'hex' | 'files'> | null = null;
  /** The image the board holds: null for one without MicroPython, made from its files at first. */
  private image: string | null | undefined;
  private line: SharedLine;
  private clockHeld: (() => void) | null = null;
  private filesWanted: ((files: Record<string, Uint8Array>) => void) | null = null;
  private robotWanted: ((robot: RobotNow) => void) | null = null;

  private worker: BoardThread | null = null;
  private buffer = new SharedArrayBuffer(sharedBytes(RX_BUFFER_BYTES));
  /** What the host wrote and the board has not seen yet (`hold`). */
  private held: Uint8Array[] | null = null;

  protected constructor(private readonly options: FirmwareBoardOptions) {
    super(options.clock, options.boardVersion, options.cut);
    // Just plugged in: the interface chip takes the board's first output (DAPLink issue 903).
    this.lostToInterfaceChip = PLUG_IN_LOST_BYTES;
    this.line = sharedLine(this.buffer, RX_BUFFER_BYTES);
  }

  /** Starts the board's thread with `files` on its file system (none without MicroPython). */
  protected async boot(): Promise<this> {
    if (this.options.micropython === false) {
      this.image = null;
      return this;
    }
    await this.startThread(this.initialFiles());
    return this;
  }

  private initialFiles(): Record<string, Uint8Array> {
    return Object.fromEntries(
      Object.entries(this.options.files ?? {}).map(([name, content]) => [
        name,
        typeof content === 'string' ? encoder.encode(content) : content,
      ]),
    );
  }

  private async startThread(files: Record<string, Uint8Array>): Promise<void> {
    const setup: BoardSetup = {
      buffer: this.buffer,
      capacity: RX_BUFFER_BYTES,
      files,
      paced: this.options.paced,
    };
    this.worker = await this.options.thread(setup);
    this.worker.onMessage((message) => this.onMessage(message));
  }

  /**
   * As DAPLink flashes: the image's MicroPython file system (read with @microbit/microbit-fs)
   * becomes the board's, and the board starts anew from it, running main.py. An image that is
   * not MicroPython's fails as the library's flash fails.
   */
  override async flash(source: FlashDataSource, options?: FlashOptions): Promise<void> {
    if (this.status !== 'Connected') throw new Error('not-connected');
    if (this.image === undefined) {
      this.image = imageWithFiles(this.options.releaseHex(), this.initialFiles());
    }
    const { hex, files, ...plan } = await takeFlash(source, options, {
      releaseHex: this.options.releaseHex(),
      boardVersion: this.getBoardVersion(),
      clock: this.clock,
      previousHex: this.image,
      flashMs: this.options.flashMs,
    });
    this.flashed.push(hex);
    this.image = hex;
    this.lastFlash = plan;
    // The library fills the interface chip's buffers before it flashes (cdc-saturation.js).
    this.lostToInterfaceChip = 0;
    await this.worker?.terminate();
    // A fresh receive buffer: what was on its way to the old program is gone with it.
    this.buffer = new SharedArrayBuffer(sharedBytes(RX_BUFFER_BYTES));
    this.line = sharedLine(this.buffer, RX_BUFFER_BYTES);
    await this.startThread(Object.fromEntries(files));
  }

  /** Holds back what the host writes from the board until `release` (a transfer stopped midway). */
  hold(): void {
    this.held ??= [];
  }

  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const bytes of held) this.receive(bytes);
  }

  protected receive(bytes: Uint8Array): void {
    if (this.held) {
      this.held.push(bytes);
      return;
    }
    // A board without MicroPython does not read the serial line.
    if (!this.worker) return;
    const { control, ring: buffer } = this.line;
    this.clockHeld ??= this.clock.hold();
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
      this.clockHeld?.();
      this.clockHeld = null;
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

  /** The robot the board sits on, as it is now (answered while the board waits or works). */
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
    this.clockHeld?.();
    await this.worker?.terminate();
  }
}
