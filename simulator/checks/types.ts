// What an exercise check is: a named, parametrised judge of runs on one or more variants of a
// world. Plain data in, a German verdict out; the example runner (Node) and the player
// (browser worker) share every check.
import type { DriveParams } from '../core/drive.ts';
import type { Pose } from '../core/geometry.ts';
import type { Contact, PathPoint, SimState } from '../core/state.ts';
import type { WorldSpec } from '../core/world.ts';
import type { PythonFailure, StopReason } from '../runtime/types.ts';

/** One world the program must master; sensor checks have several so no fixed path passes. */
export interface Variant {
  /** German, for the reader: "Wand 40 cm vor dem Roboter". */
  label: string;
  world: WorldSpec;
  /** Another start pose than the world's. */
  startPose?: Pose;
  /** Other motors than the standard robot's (e.g. a weaker right motor). */
  drive?: Partial<DriveParams>;
  motorNoise?: boolean;
}

/** What a check sees of one run: the session's result plus the states recorded on the way. */
export interface CheckRun {
  stop: StopReason;
  error: PythonFailure | null;
  output: string[];
  simTimeUs: number;
  path: PathPoint[];
  contacts: Contact[];
  finalPose: Pose;
  finalState: SimState | null;
  /** The robot's state every `SAMPLE_INTERVAL_US` of simulated time, in order. */
  samples: SimState[];
}

export type Verdict =
  | { passed: true }
  /** `message` is German and names the measured figure, e.g. "… 61 % geschafft." */
  | { passed: false; message: string };

/** Parameters as written in the fence meta: `check="stop-at-wall min=8 max=12"`. */
export type RawParams = Readonly<Record<string, string>>;

export interface Check<P> {
  /** The name the fence meta uses. */
  name: string;
  /** One line for the guide's authors: what passes. */
  summary: string;
  /** Reads the parameters; `problems` name each wrong or unknown one. */
  parse(raw: RawParams): { params: P; problems: string[] };
  /** Simulated seconds each variant runs unless the block's `budget=` says otherwise. */
  budgetS: number;
  /** The worlds to run; a check that reads a sensor returns at least three. */
  variants(params: P): Variant[];
  /** Whether the check depends on what a sensor sees (then it needs ≥ 3 variants). */
  readsSensors: boolean;
  judge(run: CheckRun, params: P, variant: Variant): Verdict;
}

/** A check with its parameter type erased, as the catalog holds it. */
// The parameter type is private to each check; `parse` and `judge` of one check agree on it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCheck = Check<any>;
