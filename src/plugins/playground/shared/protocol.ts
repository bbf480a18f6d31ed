// Messages between the player on the page and the worker that runs a reader's program, and
// the input events that reach a running program. Plain data only (postMessage, JSON).
import type { DriveParams } from '../../../../simulator/core/drive.ts';
import type { Pose } from '../../../../simulator/core/geometry.ts';
import type { WorldSpec } from '../../../../simulator/core/world.ts';
import type { AirPacket } from '../../../../simulator/core/radio.ts';
import type {
  SurroundingsInput,
  SurroundingsValues,
} from '../../../../simulator/core/surroundings.ts';
import type { RunLogEntry } from '../../../../simulator/runtime/run-log.ts';
import type { ProgramVariable } from '../../../../simulator/runtime/session.ts';
import type { TimelineSample } from '../../../../simulator/runtime/timeline.ts';
import type { DataLogContents } from '../../../../simulator/core/data-log.ts';
import type { PythonFailure, StopReason } from '../../../../simulator/runtime/types.ts';
import type { CheckVerdict } from '../../../../simulator/checks/verdict.ts';

/** One run the reader started. */
export interface PlayerJob {
  /** The reader's code as in the editor. */
  code: string;
  /** The version's `maqueen.py`, unchanged. */
  library: string;
  /** The world the robot drives in: the block's (`world=` in its fence meta) or an exercise setup's. */
  world: WorldSpec;
  /** Other motors than the standard robot's (an exercise setup's). */
  drive?: Partial<DriveParams>;
  /** Where the reader put the robot; the world's start pose when absent. */
  startPose?: Pose;
  motorNoise: boolean;
  compassCalibrated: boolean;
  /** Simulated seconds after which the run stops by itself. */
  budgetS: number;
  /** Simulated time per wall time: 0.25 … 10. */
  speed: number;
  /** What the reader set at the board before Start (tilt, logo, temperature, light, sound). */
  surroundings?: SurroundingsValues;
  /** Random numbers as in Prüfen's setup (its replay); absent: new ones on every Start. */
  seed?: number;
}

/** What reaches a running program while it runs. */
export type InputEvent =
  | { kind: 'button'; button: 'a' | 'b'; down: boolean }
  /** A line the reader typed for the program's `input()`. */
  | { kind: 'line'; text: string }
  /** Packets the other board on the page sent by radio. */
  | { kind: 'radio'; packets: AirPacket[] }
  /** The reader shook or tilted the board, touched its logo, or changed the room. */
  | { kind: 'surroundings'; input: SurroundingsInput }
  | { kind: 'speed'; factor: number }
  | { kind: 'pause'; paused: boolean }
  /** While paused: run this much simulated time, then pause again. */
  | { kind: 'step'; ms: number }
  /** While paused: run until the next line of main.py begins, then pause again. */
  | { kind: 'step-line' }
  /** The reader pressed Stopp: end at once (the page terminates the worker as well). */
  | { kind: 'stop' };

/** "Prüfen": the reader's code against an exercise's check, on every variant of its world. */
export interface CheckJob {
  /** The reader's code as in the editor. */
  code: string;
  /** The version's `maqueen.py`, unchanged. */
  library: string;
  /** The check as the exercise names it in its fence meta. */
  check: { name: string; params: Record<string, string> };
  /** The starter's `budget=`, when written: the time limit in simulated seconds per setup. */
  timeLimitS?: number;
}

export type ToWorker =
  | {
      kind: 'start';
      job: PlayerJob;
      /** Where the worker asks for the reader's input while the program runs; null: no live input. */
      inputUrl: string | null;
    }
  | { kind: 'check'; job: CheckJob };

/** What the page renders and plays for the board's speaker beside the music channel's tone. */
export type SoundClip =
  /** CODAL's 72-digit effects, rendered in the page (simulator/core/sound-synth.ts). */
  | { kind: 'expression'; effects: string[] }
  /** AudioFrame samples (0..255) that follow on the frames sent before without a gap. */
  | { kind: 'frames'; samples: number[]; sampleRate: number };

/** What sounds stops before its end: `audio.stop()` stops frames only, as on the board. */
export type ClipStop = { kind: 'stop'; what: 'expression' | 'frames' | 'all' };

/** How a run ended, with what the page keeps of it. */
export interface RunDone {
  stop: StopReason;
  error: PythonFailure | null;
  simTimeUs: number;
  /** The run in simulated time (`simulator/runtime/run-log.ts`). */
  log: RunLogEntry[];
}

export type FromWorker =
  /** MicroPython is loaded and the program starts. */
  | { kind: 'started' }
  /**
   * What a reader could see change since the last message, oldest first, each with main.py's
   * running line; the last one is the robot now.
   */
  | { kind: 'frames'; samples: TimelineSample[] }
  /** The run holds still (paused, or a step ended): the line about to run and the names' values. */
  | { kind: 'paused'; line: number; variables: ProgramVariable[] }
  /** The program waits in `input()` with this prompt; null: it got its line. */
  | { kind: 'prompt'; prompt: string | null }
  /** Packets the board sent by radio, oldest first (for the other board on the page). */
  | { kind: 'radio'; packets: AirPacket[] }
  /**
   * The speaker's tone changed: its frequency in Hz, or null for silence; `music`: it comes from
   * the music channel (the page's oscillator plays it), else from a sound expression (a clip).
   */
  | { kind: 'tone'; hz: number | null; music: boolean }
  /** A sound expression or audio frames start to sound now, or what sounds stops early. */
  | { kind: 'clip'; clip: SoundClip | ClipStop }
  /** The data log as it is now, whenever it changed (at most twice a second of wall time). */
  | { kind: 'dataLog'; log: DataLogContents | null }
  /**
   * Printed lines since the last message, each with the simulated µs it was printed at;
   * `dropped` lines were cut to keep the page fast.
   */
  | { kind: 'lines'; lines: string[]; times: number[]; dropped: number }
  | ({ kind: 'done' } & RunDone)
  /**
   * A check starts variant `index` (0-based) of `count`. A program that never calls the
   * simulator cannot report back, so the worker says beforehand what that would mean: the page
   * ends a variant that takes too long and shows `ifStuck`.
   */
  | {
      kind: 'check-variant';
      index: number;
      count: number;
      timeLimitS: number;
      ifStuck: CheckVerdict;
    }
  /** The check's verdict over all setups (German message and the failing setup when it failed). */
  | { kind: 'verdict'; verdict: CheckVerdict }
  /** The worker itself failed (not the reader's program). */
  | { kind: 'crash'; message: string };
