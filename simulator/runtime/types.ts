import type { ButtonPress } from '../core/buttons.ts';
import type { Pose } from '../core/geometry.ts';
import type { WorldSpec } from '../core/world.ts';
import type { DriveParams } from '../core/drive.ts';
import type { PixelChange, RedChange } from '../core/light-log.ts';
import type { ReadSensor } from '../core/sensor-reads.ts';
import type { SurroundingsValues } from '../core/surroundings.ts';
import type { Contact, PathPoint, SimState, TraceEntry } from '../core/state.ts';

/** One program to run on a fresh simulated robot. */
export interface SessionJob {
  /** The program's Python source. */
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
  /** Start pose instead of the world's (tests and readers put the robot where they need it). */
  startPose?: Pose;
  /** Other motors than the standard robot's (exercises vary the motor gains). */
  drive?: Partial<DriveParams>;
  /** What the reader set on the stage before Start: tilt, logo, temperature, light, sound. */
  surroundings?: Partial<SurroundingsValues>;
  /** false: keep no I2C trace (long runs whose bus traffic nobody reads). */
  trace?: boolean;
  /**
   * Seed of the program's random numbers (default 1). The player draws a new one per Start;
   * checks and the example runner keep theirs fixed, so verdicts and claims repeat.
   */
  seed?: number;
}

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
  | 'wall-timeout'
  /**
   * The program waited in `input()` where nobody can type (a run without `takeLine`: Prüfen,
   * the example runner) and was stopped there; `error` is the KeyboardInterrupt that says where.
   */
  | 'input';

export interface PythonFailure {
  type: string;
  /** Last line of the traceback, e.g. `ValueError: Motor unbekannt`. */
  summary: string;
  /** Line in the program's source where it was raised (1-based), if inside the program. */
  line: number | null;
  traceback: string;
}

export interface SessionResult {
  stop: StopReason;
  output: string[];
  /** Simulated time each line of `output` was printed, in µs. */
  printedAtUs: number[];
  error: PythonFailure | null;
  /** Simulated time when the program ended. */
  simTimeUs: number;
  trace: TraceEntry[];
  path: PathPoint[];
  contacts: Contact[];
  /** Whether a motor still drove its wheel when the program ended (then it never came to rest). */
  motorsRunning: boolean;
  /** Where the robot came to rest after the program (it coasts a little after `motor_stop()`). */
  finalPose: Pose;
  /** The robot's state at rest after the program (or at its end, with a motor still driving). */
  finalState: SimState | null;
  /** When the program read the compass, the ultrasonic sensor and the line sensors, in µs. */
  reads: Record<ReadSensor, number[]>;
  /** Every change of the red and the RGB LEDs, at its exact simulated time. */
  lights: { red: RedChange[]; pixels: PixelChange[] };
  wallMs: number;
}

/**
 * Real time a run may take before its host gives up on it (one Python operation that never
 * returns, such as a huge power, cannot be stopped from inside). Simulated time is the real
 * limit; this is generous because a loop that only computes runs at about real time (each jump
 * costs `JUMP_US` simulated and a few µs real) and the machine may be busy.
 */
export const wallTimeoutMs = (budgetMs: number): number => 10_000 + budgetMs * 2;
