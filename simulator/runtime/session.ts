import type { MicroPython, MicroPythonOptions } from '@maqueen/micropython';
import { Board } from '../core/board.ts';
import { MAQUEEN_DRIVE } from '../core/drive.ts';
import type { SimState } from '../core/state.ts';
import type { SurroundingsInput } from '../core/surroundings.ts';
import { radioOf, type AirPacket } from '../core/radio.ts';
import { parseWorld } from '../core/world.ts';
import { BOARD_MEMORY } from '../board/memory.ts';
import { boardRefusal } from '../board/refuse.ts';
import { worldByName } from '../worlds/index.ts';
import { flushPartialLine, interruptProgram, setBoardHeap } from './micropython-adapter.ts';
import { createSimApi } from './sim-api.ts';
import { HardStop, Stopper } from './stopper.ts';
import type { PythonFailure, SessionJob, SessionResult, StopReason } from './types.ts';

/** Grace period after the soft stop before the run is cut off without appeal. */
const HARD_STOP_GRACE_US = 500_000;
/** Longest coasting after the program's end before the robot counts as at rest. */
const COME_TO_REST_US = 1_000_000;
/** Longest stretch of simulated time advanced without checking for a due stop. */
const WAIT_CHUNK_US = 10_000;
/** Serial console at 115200 baud: 10 bit times per character, plus CR LF per line. */
const SERIAL_US_PER_CHAR = 87;
/** How often, in simulated time, the host is asked for input (button presses). */
const INPUT_POLL_US = 10_000;

/**
 * What the micro:bit's MicroPython would refuse in `code` (an f-string, a module it lacks …), as
 * the failure the board reports, or null. A syntax error our MicroPython finds as well comes
 * first, as on the board: then the program runs and reports it itself.
 */
function refusedByBoard(python: MicroPython, code: string): PythonFailure | null {
  const refusal = boardRefusal(code);
  if (!refusal) return null;
  // Only a program with something to refuse pays for compiling it once more.
  try {
    python.runPython(`compile(${JSON.stringify(code)}, "<stdin>", "exec")`);
  } catch {
    return null;
  }
  const summary = refusal.message ? `${refusal.type}: ${refusal.message}` : `${refusal.type}: `;
  return {
    type: refusal.type,
    summary,
    line: refusal.line,
    traceback: `Traceback (most recent call last):\n  File "<stdin>", line ${refusal.line}\n${summary}`,
    explanation: refusal.german,
  };
}

/** `boot.start`'s memory argument: the board's figures (board/memory.ts). */
const MEMORY_ARGUMENT = `(${BOARD_MEMORY.heapBytes}, ${BOARD_MEMORY.firmwareBytes})`;

interface PythonErrorLike {
  type?: string;
  message?: string;
}

function describePythonError(error: PythonErrorLike): PythonFailure {
  const traceback = String(error.message ?? error);
  const lines = traceback.trim().split('\n');
  const summary = lines[lines.length - 1] ?? traceback;
  const inProgram = [...traceback.matchAll(/File "<stdin>", line (\d+)/g)];
  const last = inProgram[inProgram.length - 1];
  return {
    type: error.type ?? summary.split(':')[0],
    summary,
    line: last ? Number(last[1]) : null,
    traceback,
  };
}

export type LoadMicroPython = (options: MicroPythonOptions) => Promise<MicroPython>;

/** A button going down or up while the program runs (the reader's clicks). */
export interface ButtonEvent {
  button: 'a' | 'b';
  down: boolean;
}

/** What the reader does while the program runs: a button, or the board's surroundings. */
export type ReaderInput =
  | ButtonEvent
  | { surroundings: SurroundingsInput }
  /** A packet another board (the reader's remote control) sent. */
  | { radio: AirPacket };

/** How the host takes part in a run; every hook is optional (CI passes none but `onLine`). */
export interface SessionHooks {
  onLine?: (line: string) => void;
  /**
   * Called with the robot's state every `frameIntervalUs` of simulated time; `changed`: a reader
   * would see it differ from the last state flagged so (`Board`'s `onFrame`).
   */
  onFrame?: (state: SimState, changed: boolean) => void;
  frameIntervalUs?: number;
  /** Called whenever simulated time moved on; a browser host waits here for the wall clock. */
  pace?: (simUs: number) => void;
  /** Asked about every 10 ms of simulated time for what the reader did since. */
  pollInput?: () => readonly ReaderInput[];
  /** A line the reader typed for `input()`, or null; without this hook nobody can type. */
  takeLine?: () => string | null;
  /** The program waits in `input()` with this prompt; null once it got its line. */
  onPrompt?: (prompt: string | null) => void;
}

export interface SessionSetup {
  /** Python modules written into `/lib` (the shims, and whatever a host adds). */
  files: Record<string, string>;
  load: LoadMicroPython;
  /** JS modules the Python side may import, beside `_simcore`. */
  modules?: Record<string, object>;
}

/** Python run outside the program (set-up before, checks after) and what it printed. */
export interface ExecResult {
  error: PythonFailure | null;
  output: string[];
}

export interface Session {
  readonly board: Board;
  /** Runs Python in the program's interpreter, outside its budget; `untraced` keeps its bus traffic out of the trace. */
  exec(code: string, options?: { untraced?: boolean }): ExecResult;
  /** Runs the job's program under its budget. Call once. */
  run(): SessionResult;
}

/**
 * A session of either engine: this file's (MicroPython 1.27) or the firmware's
 * (`../firmware/session.ts`), whose steps are asynchronous because its collector pauses the stack.
 */
export interface AnySession {
  readonly board: Board;
  exec(code: string, options?: { untraced?: boolean }): ExecResult | Promise<ExecResult>;
  run(): SessionResult | Promise<SessionResult>;
}

/** What a caller adds to a run: Python files beside the library, JS modules the Python side imports. */
export interface SessionExtras {
  files?: Record<string, string>;
  modules?: Record<string, object>;
}

/** Starts a session on one engine; callers (the example runner, the checks) choose the engine. */
export type StartSession = (
  job: SessionJob,
  extras: SessionExtras,
  hooks?: SessionHooks,
) => Promise<AnySession>;

/** Sessions on MicroPython 1.27 with the shims (`setup.files`) and the host's modules. */
export function micropythonSessions(setup: SessionSetup): StartSession {
  return (job, extras, hooks) =>
    createSession(
      job,
      {
        ...setup,
        files: { ...setup.files, ...extras.files },
        modules: { ...setup.modules, ...extras.modules },
      },
      hooks,
    );
}

/** The simulated robot a job asks for; `onTime` is called whenever its clock moves on. */
export function boardForJob(
  job: SessionJob,
  hooks: SessionHooks,
  onTime: (nowUs: number) => void,
): Board {
  const world = job.worldSpec ? parseWorld(structuredClone(job.worldSpec)) : worldByName(job.world);
  if (job.startPose) world.start = { ...job.startPose };
  return new Board({
    world,
    presses: job.presses,
    motorNoise: job.motorNoise,
    compassCalibrated: job.compassCalibrated,
    drive: job.drive ? { ...MAQUEEN_DRIVE, ...job.drive } : undefined,
    trace: job.trace,
    ...(job.surroundings ? { surroundings: job.surroundings } : {}),
    onTime,
    onFrame: hooks.onFrame,
    frameIntervalUs: hooks.frameIntervalUs,
  });
}

/**
 * What the reader does reaches the board about every 10 ms of simulated time (`pollInput`),
 * and the host paces the clock; call the result from the board's `onTime`.
 */
export function readerInput(hooks: SessionHooks): (board: Board, nowUs: number) => void {
  let nextPollUs = 0;
  return (board, nowUs) => {
    if (hooks.pollInput && nowUs >= nextPollUs) {
      nextPollUs = nowUs + INPUT_POLL_US;
      for (const event of hooks.pollInput()) {
        if ('surroundings' in event) board.applySurroundings(event.surroundings);
        else if ('radio' in event) {
          // Received (or dropped, radio off or queue full) at once, so nothing piles up.
          radioOf(board).deliver(event.radio, nowUs);
          radioOf(board).settle(nowUs);
        } else board.buttons.set(event.button, event.down, nowUs);
      }
    }
    hooks.pace?.(nowUs);
  };
}

/** The program is over: the robot coasts to rest (at most a second), and the run's facts. */
export function finishRun(
  board: Board,
  run: Pick<SessionResult, 'stop' | 'output' | 'printedAtUs' | 'error' | 'motorsRunning'> & {
    endedAtUs: number;
    wallStart: number;
  },
): SessionResult {
  board.comeToRest(COME_TO_REST_US);
  const finalState = board.snapshot();
  return {
    stop: run.stop,
    output: run.output,
    printedAtUs: run.printedAtUs,
    error: run.error,
    simTimeUs: run.endedAtUs,
    trace: board.trace,
    path: board.path,
    contacts: board.contacts,
    motorsRunning: run.motorsRunning,
    finalPose: { ...finalState.pose },
    finalState,
    reads: board.reads.times,
    lights: { red: board.lights.red, pixels: board.lights.pixels },
    wallMs: Date.now() - run.wallStart,
  };
}

/**
 * One run on a fresh MicroPython and a fresh simulated robot, the same in a Node worker thread
 * and a browser worker: the host brings MicroPython's loader, the shims as text and its hooks.
 */
export async function createSession(
  job: SessionJob,
  setup: SessionSetup,
  hooks: SessionHooks = {},
): Promise<Session> {
  const wallStart = Date.now();
  let sink: string[] = [];
  let printedAt: number[] = [];
  let mp: MicroPython | null = null;
  const stopper = new Stopper(job.budgetMs * 1000, HARD_STOP_GRACE_US, () => {
    if (mp) interruptProgram(mp);
  });

  const takeInput = readerInput(hooks);
  const onTime = (nowUs: number) => {
    takeInput(board, nowUs);
    stopper.onTime(nowUs);
  };
  const board = boardForJob(job, hooks, onTime);
  const wait = (us: number) => {
    let remaining = us;
    while (remaining > 0) {
      const step = Math.min(remaining, WAIT_CHUNK_US);
      board.advance(step);
      remaining -= step;
      // Return to Python so the scheduled KeyboardInterrupt can fire.
      if (stopper.interruptPending) return;
    }
  };
  // A hard stop thrown while printing reaches Python as OSError(EIO) (the file system layer
  // catches it), so remember that the stop was due.
  let hardStopDue = false;
  const printLine = (line: string) => {
    sink.push(line);
    printedAt.push(board.nowUs);
    hooks.onLine?.(line);
    try {
      board.advance((line.length + 2) * SERIAL_US_PER_CHAR);
    } catch (e) {
      if (e instanceof HardStop) hardStopDue = true;
      throw e;
    }
  };

  mp = await setup.load({
    heapsize: 2 * 1024 * 1024,
    linebuffer: true,
    stdout: printLine,
    stderr: printLine,
  });
  const python = mp;
  python.FS.mkdirTree('/lib');
  for (const [name, text] of Object.entries(setup.files)) python.FS.writeFile(`/lib/${name}`, text);
  python.FS.writeFile('/lib/maqueen.py', job.library);
  python.registerJsModule(
    '_simcore',
    createSimApi(board, {
      wait,
      ...(hooks.takeLine ? { takeLine: hooks.takeLine } : {}),
      ...(hooks.onPrompt ? { onPrompt: hooks.onPrompt } : {}),
    }),
  );
  for (const [name, module] of Object.entries(setup.modules ?? {})) {
    python.registerJsModule(name, module);
  }
  python.runPython('import boot');

  const exec = (code: string, options: { untraced?: boolean } = {}): ExecResult => {
    const output: string[] = [];
    sink = output;
    printedAt = [];
    let error: PythonFailure | null = null;
    try {
      python.runPython(code);
    } catch (e) {
      error = describePythonError(e as PythonErrorLike);
    }
    flushPartialLine(python, printLine);
    if (options.untraced) board.trace.length = 0;
    return { error, output };
  };

  const run = (): SessionResult => {
    const output: string[] = [];
    const printedAtUs: number[] = [];
    sink = output;
    printedAt = printedAtUs;
    python.runPython(`__import__("boot").start(${Math.trunc(job.seed ?? 1)}, ${MEMORY_ARGUMENT})`);
    setBoardHeap(python, BOARD_MEMORY.heapBytes - BOARD_MEMORY.firmwareBytes);
    stopper.begin();
    let stop: StopReason = 'finished';
    let error: PythonFailure | null = refusedByBoard(python, job.code);
    if (error) stop = 'error';
    else
      try {
        python.runPython(job.code);
      } catch (e) {
        if (e instanceof HardStop || hardStopDue) stop = 'hard-stop';
        else {
          const failure = describePythonError(e as PythonErrorLike);
          if (failure.type === 'KeyboardInterrupt' && stopper.state !== 'running') stop = 'budget';
          else {
            stop = 'error';
            error = failure;
          }
        }
      }
    // The program is over: nothing may stop what follows (flushing output still costs time),
    // and what follows has the whole heap.
    stopper.end();
    setBoardHeap(python, 0);
    try {
      python.runPython('__import__("boot").stop()');
    } catch {
      // A KeyboardInterrupt that came too late for the program fires here: it is over anyway.
      python.runPython('__import__("boot").stop()');
    }
    flushPartialLine(python, printLine);
    return finishRun(board, {
      stop,
      output,
      printedAtUs,
      error,
      endedAtUs: board.nowUs,
      motorsRunning: board.motorsDriving(),
      wallStart,
    });
  };

  return { board, exec, run };
}
