// What an exercise check is: a named, parametrised judge of runs on one or more setups
// (variants) of a world. Plain data in, a German verdict out; the example runner (Node) and
// the player (browser worker) share every check and the one pipeline that runs it
// (run-variant.ts, verdict.ts).
import type { DriveParams } from '../core/drive.ts';
import type { Pose, Vec } from '../core/geometry.ts';
import type { PixelChange, RedChange } from '../core/light-log.ts';
import type { ReadSensor } from '../core/sensor-reads.ts';
import type { Contact, PathPoint, SimState } from '../core/state.ts';
import type { WorldSpec } from '../core/world.ts';
import type { PythonFailure } from '../runtime/types.ts';
import type { CalibrationCall } from './library-calls.ts';

/** One world the program must master; sensor checks have several so no fixed program passes. */
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

/** Why a run ended, as every check sees it. */
export type RunEnd =
  /** The program ended by itself. */
  | 'finished'
  /** The setup's time limit was reached (the program was stopped). */
  | 'time-up'
  /** An exception ended the program. */
  | 'error'
  /** The program computed without ever letting the simulator run, and was ended from outside. */
  | 'stuck'
  /** The program waited in `input()`, where nobody types during a check (`error` says where). */
  | 'input';

/** How often a run's state is sampled for the checks (`CheckRun.samples`). */
export const SAMPLE_INTERVAL_US = 50_000;

/** The facts of one run, computed once (run-variant.ts) and the same for every check. */
export interface CheckRun {
  end: RunEnd;
  error: PythonFailure | null;
  /** Every printed line with the simulated time it was printed at. */
  printed: { text: string; timeUs: number }[];
  /** Simulated time when the program ended, in µs. */
  endedAtUs: number;
  /** The setup's time limit in µs. */
  limitUs: number;
  /** Where the robot started. */
  start: Pose;
  /**
   * The robot after the program: at rest once it has coasted to a stop, or as the program left
   * it when a motor still drives (`motorsRunning`).
   */
  rest: SimState;
  /** Whether a motor still drove its wheel when the program ended. */
  motorsRunning: boolean;
  /** The robot's state every `SAMPLE_INTERVAL_US` of simulated time, to rest, in order. */
  samples: SimState[];
  path: PathPoint[];
  contacts: Contact[];
  /** When the program read the compass, the accelerometer, the ultrasonic and the line sensors, in µs. */
  reads: Record<ReadSensor, number[]>;
  /** The calibrations the program set, in order. */
  calibrations: CalibrationCall[];
  /** Every change of the red and the RGB LEDs, at its exact simulated time. */
  lights: { red: RedChange[]; pixels: PixelChange[] };
}

export type Verdict =
  | { passed: true }
  /**
   * `message` is German and names the measured figure, e.g. "… 61 % geschafft."; `atUs` is the
   * simulated moment it judged (the replay stops there), when the check names one.
   */
  | { passed: false; message: string; atUs?: number };

/** What a setup asks for, drawn on the stage while the reader watches it (world cm). */
export type TargetMark =
  /** A place to end in: `label` says which point of the robot must be inside. */
  | { kind: 'area'; corners: Vec[]; label: string }
  /** A strip of `halfWidthCm` on each side of the world's line the robot must keep within. */
  | { kind: 'along-track'; halfWidthCm: number; label: string };

/** Parameters as written in the fence meta: `check="stop-at-wall min=8 max=12"`. */
export type RawParams = Readonly<Record<string, string>>;

export interface Check<P> {
  /** The name the fence meta uses. */
  name: string;
  /** One line for the guide's authors: what passes. */
  summary: string;
  /** Reads the parameters; `problems` name each wrong or unknown one. */
  parse(raw: RawParams): { params: P; problems: string[] };
  /**
   * Simulated seconds each setup may take unless the starter's `budget=` says otherwise; the
   * task text states it and the player shows it beside Prüfen.
   */
  timeLimitS: number;
  /**
   * `stops`: the robot must stand still with its motors off at the end, judged at rest, and a
   * run that reaches the time limit failed in time. `runs`: the program may run to the time
   * limit (a loop); the run is judged as it went.
   */
  ending: 'stops' | 'runs';
  /** The worlds to run; a check that reads a sensor returns at least three. */
  variants(params: P): Variant[];
  /** Whether the check depends on what a sensor sees (then it needs ≥ 3 variants). */
  readsSensors: boolean;
  /** The check's own judgement; errors, stuck programs and running motors are judged before. */
  judge(run: CheckRun, params: P, variant: Variant): Verdict;
  /** Where the robot must get in a setup, for the stage; checks of lights or sound have none. */
  targets?(params: P, variant: Variant): TargetMark[];
}

/** A check with its parameter type erased, as the catalog holds it. */
// The parameter type is private to each check; `parse` and `judge` of one check agree on it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCheck = Check<any>;
