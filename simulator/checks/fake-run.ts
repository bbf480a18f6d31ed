// Hand-made runs for the checks' unit tests: a state with every field at rest, changed where a
// test needs it, and runs made of such samples, ending at rest or still coasting.
import { motorsDrive } from '../core/drive.ts';
import { LightLog } from '../core/light-log.ts';
import type { Pose } from '../core/geometry.ts';
import type { Rgb } from '../core/neopixel.ts';
import type { SimState } from '../core/state.ts';
import { planCheck } from './plan.ts';
import { SAMPLE_INTERVAL_US, type CheckRun, type Verdict } from './types.ts';
import { judgeRun } from './verdict.ts';

const DARK = { r: 0, g: 0, b: 0 };

/** The robot's state at `timeUs`, at rest at the origin facing north unless `change` says else. */
export function stateAt(timeUs: number, change: Partial<SimState> = {}): SimState {
  return {
    timeUs,
    pose: { x: 0, y: 0, heading: 0 },
    wheels: { left: 0, right: 0 },
    motors: { left: { direction: 0, speed: 0 }, right: { direction: 0, speed: 0 } },
    redLeds: { left: false, right: false },
    pixels: [DARK, DARK, DARK, DARK],
    display: Array.from({ length: 25 }, () => 0),
    buttons: { a: false, b: false },
    lineState: 0,
    lineAnalog: [900, 900, 900, 900, 900],
    sonarCm: null,
    compassCalibrated: true,
    touching: false,
    ...change,
  };
}

/**
 * A run that ended by itself after these samples, judged at the last one: at rest, or still
 * driving when its motors say so. It started at the first sample's pose.
 */
export function runOf(samples: SimState[], change: Partial<CheckRun> = {}): CheckRun {
  const last = samples[samples.length - 1] ?? stateAt(0);
  return {
    end: 'finished',
    error: null,
    printed: [],
    // The last sample stands for the 50 ms after it as well.
    endedAtUs: last.timeUs + SAMPLE_INTERVAL_US,
    limitUs: 60_000_000,
    start: { ...(samples[0]?.pose ?? last.pose) },
    rest: last,
    motorsRunning: motorsDrive(last.motors.left, last.motors.right),
    samples,
    path: samples.map((s) => ({ timeUs: s.timeUs, ...s.pose })),
    contacts: [],
    reads: { compass: [], accelerometer: [], sonar: [], line: [] },
    calibrations: [],
    lights: lightsOf(samples),
    ...change,
  };
}

/** The lights' changes as the samples show them (hand-made runs change only at samples). */
function lightsOf(samples: readonly SimState[]): CheckRun['lights'] {
  const log = new LightLog();
  for (const s of samples) {
    log.noteRed(s.timeUs, [s.redLeds.left, s.redLeds.right]);
    log.notePixels(s.timeUs, s.pixels);
  }
  return { red: log.red, pixels: log.pixels };
}

/** `count` samples 50 ms apart, each made by `make(i)`. */
export function samplesOf(count: number, make: (i: number) => Partial<SimState>): SimState[] {
  return Array.from({ length: count }, (_, i) => stateAt(i * 50_000, make(i)));
}

/** A pure, fully bright colour of hue `h` in degrees (0 red, 120 green, 240 blue). */
export function pureHue(h: number): Rgb {
  const x = (((h % 360) + 360) % 360) / 60;
  const up = Math.round(255 * (1 - Math.abs((x % 2) - 1)));
  const [r, g, b] = [
    [255, up, 0],
    [up, 255, 0],
    [0, 255, up],
    [0, up, 255],
    [up, 0, 255],
    [255, 0, up],
  ][Math.floor(x)]!;
  return { r: r!, g: g!, b: b! };
}

/** A run whose robot went through `poses`, one sample every 50 ms, and stood at the last. */
export function runThrough(poses: readonly Pose[], change: Partial<CheckRun> = {}): CheckRun {
  return runOf(
    poses.map((pose, i) => stateAt(i * 50_000, { pose })),
    change,
  );
}

/** Poses along a straight line from `from`, `steps` of `stepCm` each, facing its heading. */
export function straightPoses(from: Pose, steps: number, stepCm: number): Pose[] {
  const rad = (from.heading * Math.PI) / 180;
  return Array.from({ length: steps + 1 }, (_, i) => ({
    x: from.x + Math.sin(rad) * stepCm * i,
    y: from.y + Math.cos(rad) * stepCm * i,
    heading: from.heading,
  }));
}

/**
 * A run whose robot is judged while it still moves: the program ended with the motors off at
 * the last pose, but the wheels still turn (the session would let it coast on first).
 */
export function runStillMoving(poses: readonly Pose[], wheelsCmS: number): CheckRun {
  const run = runThrough(poses);
  return { ...run, rest: { ...run.rest, wheels: { left: wheelsCmS, right: wheelsCmS } } };
}

/** The verdict a reader gets for `run` on setup `index`: the shared verdicts, then the check's. */
export function verdictFor(
  name: string,
  params: Record<string, string>,
  run: CheckRun,
  index = 0,
): Verdict {
  const { plan } = planCheck({ name, params });
  if (!plan) throw new Error(`unknown check ${name}`);
  return judgeRun(plan, plan.variants[index]!, run);
}

/** The message of a failed verdict, or "passed". */
export const messageOf = (verdict: Verdict): string =>
  verdict.passed ? 'passed' : verdict.message;
