import type { ButtonPress } from '../core/buttons.ts';
import type { Pose } from '../core/geometry.ts';
import type { WorldSpec } from '../core/world.ts';
import type { Contact, PathPoint, SimState, TraceEntry } from '../core/state.ts';

/** One program to run on a fresh simulated robot. */
export interface RunJob {
  /** The example's Python source (claims already rewritten). */
  code: string;
  /** Text of the version's `maqueen.py`, installed unmodified. */
  library: string;
  world: string;
  /** Simulated time after which the program is stopped (soft, then hard). */
  budgetMs: number;
  presses: ButtonPress[];
  motorNoise?: boolean;
  /** false: the compass starts uncalibrated and calibrating plays the tilt game (default true). */
  compassCalibrated?: boolean;
  /** A world given inline instead of by name (tests that need special geometry). */
  worldSpec?: WorldSpec;
  /** Start pose instead of the world's (tests put the robot where they need it). */
  startPose?: Pose;
  /** Python run before the program in the same interpreter; its bus traffic is not traced. */
  prelude?: string;
  /** Python run in the same interpreter after the program (assertions read state with it). */
  epilogue?: string;
  /** Real time after which the worker is killed (loops that never call the simulator). */
  wallTimeoutMs: number;
}

/** What one evaluation of a claim line saw. */
export type Observation =
  | { kind: 'value'; line: number; repr: string; str: string; number: number | null }
  | { kind: 'print'; line: number; printed: string[] };

export type StopReason =
  /** The program ended by itself. */
  | 'finished'
  /** Stopped at the time budget by KeyboardInterrupt. */
  | 'budget'
  /** Kept running after the KeyboardInterrupt and was cut off. */
  | 'hard-stop'
  /** An exception ended the program. */
  | 'error'
  /** No simulator call for too long in real time; the worker was killed. */
  | 'wall-timeout';

export interface PythonFailure {
  type: string;
  /** Last line of the traceback, e.g. `ValueError: Motor unbekannt`. */
  summary: string;
  /** Line in the example's source where it was raised (1-based), if inside the example. */
  line: number | null;
  traceback: string;
}

export interface RunResult {
  stop: StopReason;
  output: string[];
  error: PythonFailure | null;
  simTimeUs: number;
  trace: TraceEntry[];
  path: PathPoint[];
  contacts: Contact[];
  observations: Observation[];
  finalPose: Pose;
  /** The robot's state when the program ended. */
  finalState: SimState | null;
  epilogueOutput: string[];
  epilogueError: PythonFailure | null;
  wallMs: number;
}

/** A result that recorded nothing beyond the given fields (a run cut off before it reported). */
export function emptyRunResult(fields: Pick<RunResult, 'stop'> & Partial<RunResult>): RunResult {
  return {
    output: [],
    error: null,
    simTimeUs: 0,
    trace: [],
    path: [],
    contacts: [],
    observations: [],
    finalPose: { x: 0, y: 0, heading: 0 },
    finalState: null,
    epilogueOutput: [],
    epilogueError: null,
    wallMs: 0,
    ...fields,
  };
}
