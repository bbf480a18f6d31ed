// Hand-made runs for the checks' unit tests: a state with every field at rest, changed where a
// test needs it, and a run made of such samples.
import type { Pose } from '../core/geometry.ts';
import type { Rgb } from '../core/neopixel.ts';
import type { SimState } from '../core/state.ts';
import type { CheckRun } from './types.ts';

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

/** A run that ended normally after these samples; its path is the samples' poses. */
export function runOf(samples: SimState[], change: Partial<CheckRun> = {}): CheckRun {
  const last = samples[samples.length - 1] ?? stateAt(0);
  const finalPose: Pose = last.pose;
  return {
    stop: 'finished',
    error: null,
    output: [],
    simTimeUs: last.timeUs,
    path: samples.map((s) => ({ timeUs: s.timeUs, ...s.pose })),
    contacts: [],
    finalPose,
    finalState: last,
    samples,
    ...change,
  };
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

/** A run whose robot went through `poses`, one sample every 50 ms, and ended there. */
export function runThrough(poses: readonly Pose[], change: Partial<CheckRun> = {}): CheckRun {
  return runOf(
    poses.map((pose, i) => stateAt(i * 50_000, { pose })),
    change,
  );
}
