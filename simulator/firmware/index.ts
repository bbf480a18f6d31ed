// The micro:bit V2 firmware (MicroPython 1.18 + the board's modules, built by build/build.sh)
// and its HAL on the host's side. Host-neutral: no DOM, no Node APIs; the host hands over the
// compiled WebAssembly (node.ts reads it in Node, a worker fetches it). One simulated clock:
// sleeps and idles move it on, nothing waits in real time.
//
// Step 1 of issue 31: serial, display pixels, buttons, time, random numbers, the file system
// and the radio's packets reach this object; the other board parts answer with the stubs marked
// "wired in the next step" (see README.md). Step 2a: board-hal.ts puts the same HAL on the
// simulated robot (../core/), with this object's clock, serial line and stops.
import { dataLogOf, type DataLog } from '../core/data-log.ts';
import type { ProgramProbe } from '../runtime/session.ts';
import createFirmware from './firmware.mjs';

/**
 * Simulated time one call of the VM hook costs: it comes every 64 jumps and returns of the
 * bytecode (MICROPY_VM_HOOK_COUNT of the board's mpconfigport.h), and each stands for 10 µs of
 * board time (30 to 40 cycles per bytecode at 64 MHz, 15 to 20 bytecodes between jumps;
 * simulator/README.md, "Timing"), the figure the checks' time limits and the guide's figures
 * were made with.
 */
export const POLL_US = 64 * 10;
/** Serial output at 115200 baud: 10 bit times per byte ("\n" goes out as "\r\n"). */
export const SERIAL_US_PER_BYTE = 87;

/** What the module's imports (hal/library.js) call; one object per run. */
export interface FirmwareHal {
  ticksUs(): number;
  /** A new line of main.py is about to run, while the host follows them (`ProgramProbe.followLines`). */
  traceLine(line: number): void;
  idle(): void;
  /** `mp_hal_delay_us` (the board busy-waits): move the clock on by exactly `us`. */
  delayUs(us: number): void;
  /** From the VM hook (`vmHook`, which charges the bytecode's time) and from idles. */
  poll(vmHook: boolean): boolean;
  serialWrite(bytes: Uint8Array): void;
  serialRead(take: boolean): number;
  /**
   * The serial line's interrupt character (3: Ctrl-C raises KeyboardInterrupt, −1: none). main.c
   * sets 3 when main.py starts running and −1 as soon as it has ended (then prints the error).
   */
  interruptChar(c: number): void;
  reset(): void;
  panic(code: number): void;
  temperature(): number;
  power(what: number, a: number, b: number): void;
  pin(op: number, pin: number, value: number): number;
  /** `machine.time_pulse_us`: µs of the pulse, −2 no pulse started, −1 it outlasted the timeout. */
  timePulse(pin: number, level: number, timeoutUs: number): number;
  ws2812(pin: number, bytes: Uint8Array): void;
  i2c(op: number, addr: number, buf: Uint8Array, stop: boolean): number;
  busInit(kind: number, args: number[]): number;
  spiTransfer(src: Uint8Array, dest: Uint8Array): number;
  button(id: number, clearWasPressed: boolean, clearPresses: boolean): number;
  displayPixel(x: number, y: number, brightness: number): void;
  displayEnable(on: boolean): void;
  lightLevel(): number;
  sample(sensor: number): [number, number, number];
  sensor(op: number, value: number): number;
  font(charCode: number): number[] | null;
  log(op: number, key: string | null, value: string | null, n: number): number;
  audio(op: number, value: number, bytes: Uint8Array | null): number;
  /**
   * Whenever the clock moved (idles, delays, the VM hook), until −1: what CODAL raises
   * (`kind << 8 | value`, kinds in `EVENT`): a gesture, a microphone threshold crossed, the
   * speaker ready for more samples.
   */
  nextEvent(): number;
  randomWord(): number;
  uniqueId(): [number, number];
  radioConfig(on: boolean, config: RadioConfig): void;
  radioSend(bytes: Uint8Array): void;
  radioReceive(): { data: Uint8Array; rssi: number; timeUs: number } | null;
}

export interface RadioConfig {
  channel: number;
  power: number;
  base0: number;
  prefix0: number;
  dataRate: number;
  maxPayload: number;
}

/** A button press at a simulated time: 0 = A, 1 = B (microbit_button.c's ids). */
export interface ButtonPress {
  button: number;
  atUs: number;
  holdUs?: number;
}

export interface RunOptions {
  /** Other files on the board's file system (name → text), written before main.py. */
  files?: Record<string, string>;
  /** Simulated µs after which the program gets KeyboardInterrupt (as Ctrl-C on the serial line). */
  budgetUs?: number;
  /**
   * VM hook calls (one per 64 jumps of the bytecode) after which the host interrupts the
   * program: the stop for loops that never let simulated time pass.
   */
  maxPolls?: number;
  presses?: ButtonPress[];
  /** Seed of the board's random number generator (the nRF52's RNG on the board). */
  seed?: number;
  /** Simulated µs one idle of the board takes (its wait for the next interrupt). */
  idleStepUs?: number;
  onSerial?: (text: string) => void;
  onPixel?: (x: number, y: number, brightness: number) => void;
}

export interface RunResult {
  /** Everything the board wrote to its serial line, with "\r\n" as "\n". */
  output: string;
  /** The simulated clock at the end, µs. */
  timeUs: number;
  /** Why the run ended: the program finished, or the host interrupted it. */
  stop: 'finished' | 'interrupted' | 'hard-stop' | 'fatal';
  display: Uint8Array;
  /** Packets the program sent by radio. */
  radioSent: Uint8Array[];
  /** HAL calls that reached a stub (name → count), so a test sees what is not wired yet. */
  stubCalls: Record<string, number>;
}

/** The kinds of `nextEvent` (the enum in hal/hal_microbit.c). */
export const EVENT = { GESTURE: 1, SOUND_LEVEL: 2, AUDIO_READY: 3, SPEECH_READY: 4 } as const;

/** The `hal_audio` operations (the enum in hal/hal_microbit.c). */
export const AUDIO_OP = {
  SELECT_PIN: 0,
  SELECT_SPEAKER: 1,
  SET_VOLUME: 2,
  EXPRESSION_ACTIVE: 3,
  PLAY_EXPRESSION: 4,
  STOP_EXPRESSION: 5,
  AUDIO_INIT: 6,
  AUDIO_WRITE: 7,
  SPEECH_INIT: 8,
  SPEECH_WRITE: 9,
} as const;

/** The `hal_log` operations (the enum in hal/hal_microbit.c). */
const LOG_OP = {
  DELETE: 0,
  MIRRORING: 1,
  TIMESTAMP: 2,
  BEGIN_ROW: 3,
  END_ROW: 4,
  DATA: 5,
} as const;

/** One `hal_log` call on a data log; `mirror` writes a line to the serial output. */
function dataLogOp(
  log: DataLog,
  op: number,
  key: string,
  value: string,
  n: number,
  nowMs: number,
  mirror: (line: string) => void,
): number {
  switch (op) {
    case LOG_OP.DELETE:
      log.clear();
      return 0;
    case LOG_OP.MIRRORING:
      log.setMirroring(n !== 0);
      return 0;
    case LOG_OP.TIMESTAMP:
      log.setTimestamp(n);
      return 0;
    case LOG_OP.BEGIN_ROW:
      return log.beginRow(mirror, nowMs);
    case LOG_OP.END_ROW:
      return log.endRow(mirror, nowMs);
    case LOG_OP.DATA:
      return log.data(key, value, mirror, nowMs);
    default:
      return 0;
  }
}

/** The sample stream each of the streams' operations belongs to. */
const STREAM_OF: Readonly<Record<number, 'audio' | 'speech'>> = {
  [AUDIO_OP.AUDIO_INIT]: 'audio',
  [AUDIO_OP.AUDIO_WRITE]: 'audio',
  [AUDIO_OP.SPEECH_INIT]: 'speech',
  [AUDIO_OP.SPEECH_WRITE]: 'speech',
};
/**
 * How far ahead of the speaker's end the firmware is asked for the next chunk: it prepares the
 * next chunk in a scheduled callback, which runs at its next bytecode or idle, so the chunks
 * follow without a gap.
 */
const STREAM_LEAD_US = 6000;

/** A stream of samples the firmware writes chunk by chunk: audio frames or speech. */
interface SampleStream {
  rate: number;
  /** Where the samples written so far end. */
  endUs: number;
  /** When to ask for the next chunk; null: not asked for (nothing is playing). */
  dueUs: number | null;
}

/** Thrown through the firmware when a program ignores KeyboardInterrupt. */
export class HardStop extends Error {}

/**
 * The host side of one run: the simulated clock and the board parts wired so far. Stand-alone
 * here (its own clock, no robot); board-hal.ts's subclass moves the core's clock and wires the
 * robot's parts.
 */
export class SimulatedBoard {
  private clockUs = 0;
  polls = 0;
  interrupted = false;
  readonly display = new Uint8Array(25);
  readonly radioSent: Uint8Array[] = [];
  readonly radioInbox: { data: Uint8Array; rssi: number; timeUs: number }[] = [];
  readonly stubCalls: Record<string, number> = {};
  private readonly serialChunks: Uint8Array[] = [];
  private readonly serialIn: number[] = [];
  private readonly decoder = new TextDecoder();
  private readonly pressesSeen = [0, 0];
  private readonly pressesTaken = [0, 0];
  private readonly wasPressedTaken = [0, 0];
  private random: number;
  private readonly streams: Record<'audio' | 'speech', SampleStream> = {
    audio: { rate: 1, endUs: 0, dueUs: null },
    speech: { rate: 1, endUs: 0, dueUs: null },
  };

  constructor(protected readonly options: RunOptions) {
    this.random = (options.seed ?? 1) >>> 0 || 1;
  }

  /** The simulated clock, µs. */
  get timeUs(): number {
    return this.clockUs;
  }

  /** Moves the simulated clock on. */
  advance(us: number): void {
    this.clockUs += us;
  }

  get output(): string {
    const bytes = new Uint8Array(this.serialChunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of this.serialChunks) {
      bytes.set(c, at);
      at += c.length;
    }
    return this.decoder.decode(bytes).replace(/\r\n/g, '\n');
  }

  /** Bytes for the board's serial input (what input() reads). */
  typeSerial(text: string): void {
    this.serialIn.push(...new TextEncoder().encode(text));
  }

  /** Samples (8-bit, 128 the middle) that play from `startUs` to `endUs`; the bare board keeps none. */
  protected onSamples:
    | ((
        stream: 'audio' | 'speech',
        samples: Uint8Array,
        rate: number,
        startUs: number,
        endUs: number,
      ) => void)
    | null = null;

  /**
   * The audio frames' and speech's samples: the firmware writes a chunk and waits until the
   * speaker asks for the next (`EVENT.AUDIO_READY`, `EVENT.SPEECH_READY`), as CODAL's mixer asks.
   */
  private stream(op: number, value: number, bytes: Uint8Array | null): boolean {
    const name = STREAM_OF[op];
    if (!name) return false;
    const stream = this.streams[name];
    if (op === AUDIO_OP.AUDIO_INIT || op === AUDIO_OP.SPEECH_INIT) {
      stream.rate = Math.max(1, value);
      stream.endUs = this.timeUs;
      stream.dueUs = null;
      return true;
    }
    const samples = bytes ?? new Uint8Array();
    const startUs = Math.max(this.timeUs, stream.endUs);
    stream.endUs = startUs + Math.round((samples.length * 1e6) / stream.rate);
    stream.dueUs = stream.endUs - STREAM_LEAD_US;
    this.onSamples?.(name, samples, stream.rate, startUs, stream.endUs);
    return true;
  }

  /** The speaker asks for more samples once a stream's queued chunk is nearly played. */
  protected nextStreamEvent(): number {
    for (const [name, kind] of [
      ['audio', EVENT.AUDIO_READY],
      ['speech', EVENT.SPEECH_READY],
    ] as const) {
      const stream = this.streams[name];
      if (stream.dueUs !== null && this.timeUs >= stream.dueUs) {
        stream.dueUs = null;
        return kind << 8;
      }
    }
    return -1;
  }

  /** What the data log belongs to: the board the host reads it from (`dataLogOf`). */
  protected logOwner(): object {
    return this;
  }

  protected stub(name: string): void {
    this.stubCalls[name] = (this.stubCalls[name] ?? 0) + 1;
  }

  private pressCount(button: number): { down: boolean; started: number } {
    let down = false;
    let started = 0;
    for (const p of this.options.presses ?? []) {
      if (p.button !== button || p.atUs > this.timeUs) continue;
      started++;
      if (this.timeUs < p.atUs + (p.holdUs ?? 100_000)) down = true;
    }
    return { down, started };
  }

  private nextRandom(): number {
    // xorshift32: the host's stand-in for the nRF52's hardware RNG, reproducible per seed.
    let x = this.random;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.random = x >>> 0;
    return this.random;
  }

  /** The HAL object handed to the module. */
  hal(): FirmwareHal {
    const options = this.options;
    const budgetUs = options.budgetUs ?? Number.POSITIVE_INFINITY;
    const maxPolls = options.maxPolls ?? Number.POSITIVE_INFINITY;
    const idleStepUs = options.idleStepUs ?? 1000;
    const stub = (name: string) => this.stub(name);
    const dataLog = dataLogOf(this.logOwner());
    const nowMs = () => Math.floor(this.timeUs / 1000);
    return {
      ticksUs: () => this.timeUs,
      // Nobody follows the lines of the bare board; a host that does replaces this.
      traceLine: () => undefined,
      idle: () => this.advance(idleStepUs),
      delayUs: (us) => this.advance(us),
      poll: (vmHook) => {
        if (vmHook) this.advance(POLL_US);
        this.polls++;
        const over = this.timeUs >= budgetUs || this.polls >= maxPolls;
        if (!over) return false;
        if (!this.interrupted) {
          this.interrupted = true;
          return true;
        }
        // Half a second of simulated time or 10,000 polls after the interrupt: the program
        // caught it and goes on, the host ends the run.
        if (this.timeUs >= budgetUs + 500_000 || this.polls >= maxPolls + 10_000) {
          throw new HardStop('the program went on after KeyboardInterrupt');
        }
        return false;
      },
      serialWrite: (bytes) => {
        this.serialChunks.push(bytes);
        options.onSerial?.(this.decoder.decode(bytes));
        this.advance(bytes.length * SERIAL_US_PER_BYTE);
      },
      serialRead: (take) => {
        if (this.serialIn.length === 0) return -1;
        return take ? (this.serialIn.shift() as number) : this.serialIn[0];
      },
      // The stand-alone board needs no more than main.c's own handling of the character.
      interruptChar: () => undefined,
      reset: () => stub('reset'),
      panic: () => stub('panic'),
      temperature: () => {
        stub('temperature');
        return 20;
      },
      power: () => stub('power'),
      pin: (op) => {
        stub(`pin:${op}`);
        return 0;
      },
      timePulse: (_pin, _level, timeoutUs) => {
        // No pin changes here: the pulse never starts.
        stub('timePulse');
        this.advance(timeoutUs);
        return -2;
      },
      ws2812: () => stub('ws2812'),
      i2c: () => {
        stub('i2c');
        return -1; // no device answers yet: the firmware raises OSError(ENODEV)
      },
      busInit: () => {
        stub('busInit');
        return 0;
      },
      spiTransfer: () => {
        stub('spiTransfer');
        return 0;
      },
      button: (id, clearWasPressed, clearPresses) => {
        if (id > 1) return 0;
        const { down, started } = this.pressCount(id);
        this.pressesSeen[id] = started;
        const presses = started - this.pressesTaken[id];
        const wasPressed = started > this.wasPressedTaken[id] ? 1 : 0;
        if (clearPresses) this.pressesTaken[id] = started;
        if (clearWasPressed) this.wasPressedTaken[id] = started;
        return (down ? 1 : 0) | (wasPressed << 1) | (presses << 2);
      },
      displayPixel: (x, y, brightness) => {
        this.display[y * 5 + x] = brightness;
        options.onPixel?.(x, y, brightness);
      },
      displayEnable: () => stub('displayEnable'),
      lightLevel: () => {
        stub('lightLevel');
        return 120;
      },
      sample: (sensor) => {
        stub(sensor === 0 ? 'accelerometer' : 'compass');
        return sensor === 0 ? [0, 0, -1024] : [0, 0, 0];
      },
      sensor: (op) => {
        stub(`sensor:${op}`);
        return 0;
      },
      font: () => {
        stub('font');
        return [0, 0, 0, 0, 0]; // a blank glyph until the board's font is wired
      },
      // A method, not an arrow: the mirrored lines go to the serialWrite of the HAL the firmware
      // was given (`this`), which a host may have replaced with its own.
      log(op, key, value, n) {
        const mirror = (line: string) => this.serialWrite(new TextEncoder().encode(`${line}\r\n`));
        return dataLogOp(dataLog, op, key ?? '', value ?? '', n, nowMs(), mirror);
      },
      audio: (op, value, bytes) => {
        if (!this.stream(op, value, bytes)) stub(`audio:${op}`);
        return 0;
      },
      nextEvent: () => this.nextStreamEvent(),
      randomWord: () => this.nextRandom(),
      uniqueId: () => [0x6d617175, 0x65656e31],
      radioConfig: () => undefined,
      radioSend: (bytes) => {
        this.radioSent.push(bytes);
      },
      radioReceive: () => this.radioInbox.shift() ?? null,
    };
  }
}

/**
 * Where the firmware's WebAssembly lies beside this file: a `file:` URL in Node (`node.ts` reads
 * it), in a browser worker the bundler's URL of the file it emits with the worker (named by its
 * content hash, so a new build never meets an old cache).
 */
export const FIRMWARE_WASM_URL = new URL('./firmware.wasm', import.meta.url);

/** Compiles the firmware's WebAssembly once; each run instantiates it anew. */
export function compileFirmware(wasm: BufferSource): Promise<WebAssembly.Module> {
  return WebAssembly.compile(wasm);
}

/** One instance of the module: the board after a reset, driven step by step by its host. */
export interface Firmware {
  /** Writes a file to the board's file system; 0, or the errno of the OSError (28: ENOSPC). */
  writeFile(name: string, content: string | Uint8Array): Promise<number>;
  /** Runs main.py as the board does at start; throws `HardStop` or emscripten's `ExitStatus`. */
  runMain(): Promise<void>;
  /** Ends the run as the board's soft reboot does. */
  deinit(): void;
  /**
   * The board from its start, as its serial line sees it: main.py, then the REPL and its soft
   * reboots, for as long as the host keeps it (call after `deinit`; never settles).
   */
  runRepl(): Promise<void>;
  /**
   * The file system's files, read while the board waits for a byte (called from the HAL's
   * `serialRead`); null when they do not fit in `maxBytes`.
   */
  files(maxBytes?: number): Map<string, Uint8Array> | null;
  /** Where main.py is and what its names hold (hal/hal_trace.c). */
  probe: ProgramProbe;
}

/** Bytes for firmware_variables' text: about 40 names of 60 characters. */
const VARIABLES_BYTES = 4096;

function programProbe(fw: Awaited<ReturnType<typeof createFirmware>>): ProgramProbe {
  return {
    line: () => fw._firmware_program_line(),
    followLines: (on) => fw._firmware_set_trace_lines(on ? 1 : 0),
    variables: () => {
      const at = fw._malloc(VARIABLES_BYTES);
      try {
        const length = fw._firmware_variables(at, VARIABLES_BYTES);
        const text = new TextDecoder().decode(fw.HEAPU8.subarray(at, at + length));
        return text
          .split('\n')
          .filter((line) => line.length > 0)
          .map((line) => {
            const [scope, name, ...value] = line.split('\t');
            return {
              scope: scope === 'l' ? 'local' : 'global',
              name: name!,
              value: value.join('\t'),
            };
          });
      } finally {
        fw._free(at);
      }
    },
  };
}

/** Instantiates the module on `hal` and starts the interpreter (a fresh heap and file system). */
export async function startFirmware(wasm: WebAssembly.Module, hal: FirmwareHal): Promise<Firmware> {
  const fw = await createFirmware({
    hal,
    instantiateWasm(imports, receive) {
      void WebAssembly.instantiate(wasm, imports).then((instance) => receive(instance, wasm));
      return {};
    },
    print: (text) => hal.serialWrite(new TextEncoder().encode(`${text}\n`)),
    printErr: () => undefined,
  });
  fw._firmware_init();
  return {
    writeFile: (name, content) =>
      writeFile(
        fw,
        name,
        typeof content === 'string' ? new TextEncoder().encode(content) : content,
      ),
    // The collector reads the locals by unwinding the stack (Asyncify), so a run can pause.
    runMain: async () => {
      await fw.ccall('firmware_run_main', null, [], [], { async: true });
    },
    deinit: () => fw._firmware_deinit(),
    runRepl: async () => {
      await fw.ccall('firmware_repl', null, [], [], { async: true });
    },
    files: (maxBytes = 64 * 1024) => {
      const at = fw._malloc(maxBytes);
      try {
        const length = fw._firmware_dump_files(at, maxBytes);
        return length < 0 ? null : parseFiles(fw.HEAPU8.slice(at, at + length));
      } finally {
        fw._free(at);
      }
    },
    probe: programProbe(fw),
  };
}

/** firmware_dump_files' format: per file its name, 0, its size (4 bytes LE), its bytes. */
function parseFiles(bytes: Uint8Array): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const decoder = new TextDecoder();
  let at = 0;
  while (at < bytes.length) {
    const nameEnd = bytes.indexOf(0, at);
    const name = decoder.decode(bytes.subarray(at, nameEnd));
    const size = new DataView(bytes.buffer, bytes.byteOffset + nameEnd + 1, 4).getUint32(0, true);
    files.set(name, bytes.slice(nameEnd + 5, nameEnd + 5 + size));
    at = nameEnd + 5 + size;
  }
  return files;
}

/** main.c's nlr_jump_fail ("FATAL: uncaught NLR") ends the module with exit(1). */
export function isFatalExit(error: unknown): boolean {
  return error instanceof Object && (error as { name?: unknown }).name === 'ExitStatus';
}

/**
 * Runs a program as the board does at start: `main.py` on the file system, the interpreter
 * started, main.py executed, an uncaught error printed (and shown on the display).
 */
export async function runProgram(
  wasm: WebAssembly.Module,
  program: string,
  options: RunOptions = {},
  /** The host side; by default the stand-alone board (board-hal.ts: the simulated robot). */
  board: SimulatedBoard = new SimulatedBoard(options),
): Promise<RunResult> {
  let stop: RunResult['stop'] = 'finished';
  try {
    const fw = await startFirmware(wasm, board.hal());
    const files = { ...options.files, 'main.py': program };
    for (const [name, text] of Object.entries(files)) {
      const err = await fw.writeFile(name, text);
      if (err !== 0) throw new Error(`writing ${name} failed: OSError ${err}`);
    }
    await fw.runMain();
    fw.deinit();
    if (board.interrupted) stop = 'interrupted';
  } catch (e) {
    if (e instanceof HardStop) stop = 'hard-stop';
    // The board would stop too.
    else if (isFatalExit(e)) stop = 'fatal';
    else throw e;
  }
  return {
    output: board.output,
    timeUs: board.timeUs,
    stop,
    display: board.display,
    radioSent: board.radioSent,
    stubCalls: board.stubCalls,
  };
}

async function writeFile(
  fw: Awaited<ReturnType<typeof createFirmware>>,
  name: string,
  data: Uint8Array,
): Promise<number> {
  const nameBytes = new TextEncoder().encode(`${name}\0`);
  const namePtr = fw._malloc(nameBytes.length);
  const dataPtr = fw._malloc(Math.max(1, data.length));
  try {
    fw.HEAPU8.set(nameBytes, namePtr);
    fw.HEAPU8.set(data, dataPtr);
    return await fw.ccall(
      'firmware_write_file',
      'number',
      ['number', 'number', 'number'],
      [namePtr, dataPtr, data.length],
      { async: true },
    );
  } finally {
    fw._free(namePtr);
    fw._free(dataPtr);
  }
}
