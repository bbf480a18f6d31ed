// The session contract of the simulator's hosts: what a run takes (the job, the host's hooks) and
// gives (`SessionResult`), the simulated robot for a job, the reader's input on its way to the
// board, and the end of a run. The firmware's session (`../firmware/session.ts`) keeps it; the
// example runner, the checks and the player's worker use it.
import { Board } from '../core/board.ts';
import { MAQUEEN_DRIVE } from '../core/drive.ts';
import type { SimState } from '../core/state.ts';
import type { SurroundingsInput } from '../core/surroundings.ts';
import { radioOf, type AirPacket } from '../core/radio.ts';
import { parseWorld } from '../core/world.ts';
import { worldByName } from '../worlds/index.ts';
import type { PythonFailure, SessionJob, SessionResult } from './types.ts';

/** Longest coasting after the program's end before the robot counts as at rest. */
const COME_TO_REST_US = 1_000_000;
/** How often, in simulated time, the host is asked for input (button presses). */
const INPUT_POLL_US = 10_000;

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

/** A name of main.py and its value as Python's repr shows it (cut at 60 characters). */
export interface ProgramVariable {
  scope: 'global' | 'local';
  name: string;
  value: string;
}

/**
 * Where main.py is and what its names hold, asked from inside a hook while the program waits
 * there: nothing here changes what the program sees.
 */
export interface ProgramProbe {
  /** The line of main.py running now (where a call into the library came from), 0 outside it. */
  line(): number;
  /** While on, the hook `onProgramLine` hears each new line of main.py before it runs. */
  followLines(on: boolean): void;
  /** The current function's locals, then the globals that hold data (no modules, functions, classes). */
  variables(): ProgramVariable[];
}

/** How the host takes part in a run; every hook is optional (CI passes none but `onLine`). */
export interface SessionHooks {
  onLine?: (line: string) => void;
  /** A new line of main.py is about to run (only while `ProgramProbe.followLines` is on). */
  onProgramLine?: (line: number) => void;
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

/** Python run outside the program (set-up before, checks after) and what it printed. */
export interface ExecResult {
  error: PythonFailure | null;
  output: string[];
}

/**
 * One run of a job on the firmware (`../firmware/session.ts`); its steps are asynchronous because
 * the firmware's collector pauses the stack.
 */
export interface Session {
  readonly board: Board;
  readonly probe: ProgramProbe;
  exec(code: string, options?: { untraced?: boolean }): ExecResult | Promise<ExecResult>;
  run(): SessionResult | Promise<SessionResult>;
}

/** What a caller adds to a run: Python files beside the library, JS modules the Python side imports. */
export interface SessionExtras {
  files?: Record<string, string>;
  modules?: Record<string, object>;
}

/** Starts a session; hosts (the example runner, the checks, the player) bring their own. */
export type StartSession = (
  job: SessionJob,
  extras: SessionExtras,
  hooks?: SessionHooks,
) => Promise<Session>;

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
