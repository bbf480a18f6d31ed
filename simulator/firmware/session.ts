// A run on the firmware with the session contract of ../runtime/session.ts, for the example
// runner, the checks and the player's worker. Host-neutral.
//
// As on the board: the library and the caller's files are files on the board's file system, the
// program is main.py, an uncaught error is what the firmware prints to the serial line. Code
// run before or after the program (`exec`: the claim helpers, the checks' library watch, the
// runner's epilogue) is main.py run once more in the same interpreter, whose globals stay as the
// REPL after main.py has them on the board.
import {
  boardForJob,
  finishRun,
  readerInput,
  type Session,
  type ExecResult,
  type SessionExtras,
  type SessionHooks,
  type StartSession,
} from '../runtime/session.ts';
import type { PythonFailure, SessionJob, SessionResult, StopReason } from '../runtime/types.ts';
import { CoreBoardHal } from './board-hal.ts';
import { dispatchMarker, hostModuleSource, MARKER } from './host-modules.ts';
import {
  HardStop,
  isFatalExit,
  POLL_US,
  SERIAL_US_PER_BYTE,
  startFirmware,
  type Firmware,
} from './index.ts';

/** Grace period after KeyboardInterrupt before the run is cut off. */
const HARD_STOP_GRACE_US = 500_000;
/** The interrupt character main.c sets while main.py runs and while it shows the error. */
const CTRL_C = 3;

/**
 * The failure the error text printed by the firmware describes (a traceback, or only its last
 * line when there was no memory for one); `file` is where the program was.
 */
export function parseTraceback(lines: readonly string[], file = 'main.py'): PythonFailure {
  const traceback = lines.join('\n');
  // The message may span lines: everything after the last frame.
  let last = lines.length - 1;
  while (last > 0 && !lines[last - 1].startsWith('  File ')) last--;
  const summary = lines.slice(last).join('\n');
  const inProgram = [...traceback.matchAll(new RegExp(`File "${file}", line (\\d+)`, 'g'))];
  const line = inProgram[inProgram.length - 1];
  return {
    type: summary.split(':')[0],
    summary,
    line: line ? Number(line[1]) : null,
    traceback,
  };
}

/** Where main.py ended: the simulated time, the motors, the output lines printed before. */
interface MainEnd {
  atUs: number;
  motorsRunning: boolean;
  lines: number;
}

/**
 * One run on a fresh firmware instance and a fresh simulated robot: the host's hooks
 * (`../runtime/session.ts`), radio packets from `pollInput` on the core's radio.
 */
export async function createFirmwareSession(
  wasm: WebAssembly.Module,
  job: SessionJob,
  extras: SessionExtras = {},
  hooks: SessionHooks = {},
): Promise<Session> {
  const wallStart = Date.now();
  const takeInput = readerInput(hooks);
  const board = boardForJob(job, hooks, (nowUs) => takeInput(board, nowUs));
  const modules = extras.modules ?? {};
  const hal = new CoreBoardHal(board, { seed: job.seed ?? 1 });
  const base = hal.hal();

  let inProgram = false;
  let budgetUs = Number.POSITIVE_INFINITY;
  let interrupted = false;
  /** Interrupt at the next poll: the error's display after main.py (the board's Ctrl-C). */
  let interruptNow = false;
  /** Where the current main.py ended; what it prints after that is its error. */
  let mainEnd: MainEnd | null = null;
  let errorText: string[] = [];

  // The serial line, split into output lines, the error text and marker lines.
  let lines: string[] = [];
  let linesAtUs: number[] = [];
  let pending: number[] = [];
  let pendingAtUs = 0;
  let marker: number[] | null = null;
  /** The program waits in input() and the host was told its prompt. */
  let prompting = false;
  /** The program waited in input() where nobody can type, and was interrupted there. */
  let waitedForInput = false;
  const decoder = new TextDecoder();
  const endLine = (bytes: number[]) => {
    const text = decoder.decode(new Uint8Array(bytes)).replace(/\r$/, '');
    if (mainEnd) errorText.push(text);
    else {
      lines.push(text);
      linesAtUs.push(pendingAtUs);
      hooks.onLine?.(text);
    }
  };
  const serialWrite = (bytes: Uint8Array) => {
    let charged = 0;
    const output = (byte: number) => {
      if (pending.length === 0) pendingAtUs = board.nowUs;
      charged++;
      if (byte === 0x0a) {
        endLine(pending);
        pending = [];
      } else pending.push(byte);
    };
    for (const byte of bytes) {
      if (!marker && byte === MARKER.charCodeAt(0)) marker = [];
      else if (!marker) output(byte);
      else if (byte !== 0x0a) marker.push(byte);
      else {
        const text = decoder.decode(new Uint8Array(marker.slice(0, -1)));
        // Not a host call after all: the program printed the byte itself.
        if (marker.at(-1) !== 0x0d || !dispatchMarker(text, modules)) {
          [MARKER.charCodeAt(0), ...marker, byte].forEach(output);
        }
        marker = null;
      }
    }
    board.advance(charged * SERIAL_US_PER_BYTE);
  };
  const flushLine = () => {
    if (pending.length > 0) endLine(pending);
    pending = [];
  };

  const fw: Firmware = await startFirmware(wasm, {
    ...base,
    traceLine: (line) => hooks.onProgramLine?.(line),
    serialWrite,
    interruptChar: (c) => {
      if (c === CTRL_C) {
        // Set again after the end: main.c shows the error on the display for seconds; the
        // run ends with the program, so it gets Ctrl-C at once, as from the serial line.
        if (mainEnd) interruptNow = true;
        return;
      }
      if (mainEnd) return;
      flushLine();
      mainEnd = { atUs: board.nowUs, motorsRunning: board.motorsDriving(), lines: lines.length };
    },
    poll: (vmHook) => {
      if (vmHook) board.advance(POLL_US);
      // Bytecode after the "end" with nothing printed yet: the program cleared the character
      // itself (micropython.kbd_intr(-1)) and runs on.
      if (vmHook && mainEnd && !interruptNow && errorText.length === 0 && pending.length === 0) {
        mainEnd = null;
      }
      if (interruptNow) {
        interruptNow = false;
        return true;
      }
      if (!inProgram || board.nowUs < budgetUs) return false;
      if (!interrupted) {
        interrupted = true;
        return true;
      }
      if (board.nowUs >= budgetUs + HARD_STOP_GRACE_US) {
        throw new HardStop('the program went on after KeyboardInterrupt');
      }
      return false;
    },
    serialRead: (take) => {
      const line = hooks.takeLine?.();
      if (line != null) hal.typeSerial(`${line}\r`);
      const byte = base.serialRead(take);
      // Nobody can type here: the program would wait until its time is up.
      if (take && byte < 0 && !hooks.takeLine && inProgram && !waitedForInput) {
        waitedForInput = true;
        interruptNow = true;
      }
      // The program waits in input(): its prompt is the line printed so far. Once the reader's
      // line is read, the readline's echo ends the prompt's line.
      if (take && byte < 0 && !prompting) {
        prompting = true;
        hooks.onPrompt?.(decoder.decode(new Uint8Array(pending)));
      } else if (take && byte >= 0 && prompting) {
        prompting = false;
        hooks.onPrompt?.(null);
      }
      return byte;
    },
  });
  const files = {
    ...Object.fromEntries(
      Object.entries(modules).map(([n, m]) => [`${n}.py`, hostModuleSource(n, m)]),
    ),
    ...extras.files,
    'maqueen.py': job.library,
  };
  for (const [name, text] of Object.entries(files)) {
    const errno = await fw.writeFile(name, text);
    if (errno !== 0) throw new Error(`writing ${name} to the board failed: OSError ${errno}`);
  }

  /** Runs `code` as main.py; the lines it printed, its error text, where and how it ended. */
  const runMain = async (code: string) => {
    // Left from KeyboardInterrupt's error (no display follows it to take the interrupt).
    interruptNow = false;
    lines = [];
    linesAtUs = [];
    errorText = [];
    mainEnd = null;
    const errno = await fw.writeFile('main.py', code);
    // As a flashing tool refuses a program that does not fit beside the other files.
    if (errno !== 0) {
      const refused = `OSError: [Errno ${errno}] ${errno === 28 ? 'ENOSPC' : ''}`.trim();
      return {
        output: [],
        printedAtUs: [],
        errorText: [refused],
        mainEnd: null,
        end: 'not-written' as const,
      };
    }
    let end: 'finished' | 'hard-stop' | 'fatal' = 'finished';
    try {
      await fw.runMain();
    } catch (e) {
      if (e instanceof HardStop) end = 'hard-stop';
      else if (isFatalExit(e)) end = 'fatal';
      else throw e;
    }
    flushLine();
    return { output: lines, printedAtUs: linesAtUs, errorText, mainEnd, end };
  };
  const failureOf = (ran: Awaited<ReturnType<typeof runMain>>): PythonFailure | null => {
    if (ran.errorText.length > 0) return parseTraceback(ran.errorText);
    if (ran.end !== 'fatal') return null;
    const summary = ran.output[ran.output.length - 1] ?? 'FATAL';
    return { type: 'FATAL', summary, line: null, traceback: summary };
  };

  /** The failure that ended the module (main.c's exit after "FATAL"); nothing runs after it. */
  let fatal: PythonFailure | null = null;
  const exec = async (code: string, options: { untraced?: boolean } = {}): Promise<ExecResult> => {
    if (fatal) return { error: fatal, output: [] };
    const ran = await runMain(code);
    if (ran.end === 'hard-stop') throw new Error('exec was cut off');
    if (options.untraced) board.trace.length = 0;
    const error = failureOf(ran);
    if (ran.end === 'fatal') fatal = error;
    return { error, output: ran.output };
  };

  const run = async (): Promise<SessionResult> => {
    // The caller's files are imported by now: the program finds the board's file system as the
    // reader's board has it, with the library and main.py only.
    const removed = await runMain(
      `list(map(__import__('os').remove, ${JSON.stringify(Object.keys(files).filter((n) => n !== 'maqueen.py'))}))`,
    );
    if (removed.errorText.length > 0) throw new Error(removed.errorText.join('\n'));
    inProgram = true;
    budgetUs = job.budgetMs * 1000;
    const ran = await runMain(job.code);
    inProgram = false;
    const end = ran.mainEnd ?? { atUs: board.nowUs, motorsRunning: board.motorsDriving() };
    let stop: StopReason = 'finished';
    let error = failureOf(ran);
    if (ran.end === 'fatal') fatal = error;
    if (ran.end === 'hard-stop') {
      stop = 'hard-stop';
      error = null;
    } else if (error?.type === 'KeyboardInterrupt' && waitedForInput) {
      stop = 'input';
    } else if (error?.type === 'KeyboardInterrupt' && interrupted) {
      stop = 'budget';
      error = null;
    } else if (error) stop = 'error';
    return finishRun(board, {
      stop,
      output: ran.output,
      printedAtUs: ran.printedAtUs,
      error,
      endedAtUs: end.atUs,
      motorsRunning: end.motorsRunning,
      wallStart,
    });
  };

  return { board, probe: fw.probe, exec, run };
}

/** Sessions on the firmware compiled once (`node.ts`'s `loadFirmwareWasm`, or a worker's fetch). */
export function firmwareSessions(wasm: WebAssembly.Module): StartSession {
  return (job, extras, hooks) => createFirmwareSession(wasm, job, extras, hooks);
}
