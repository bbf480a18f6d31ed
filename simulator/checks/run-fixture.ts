// A check run built by hand, for the checks' unit tests: a robot that stood still at `pose`
// unless the test says more. DOM- and Node-free like the checks.
import type { Pose } from '../core/geometry.ts';
import type { SimState } from '../core/state.ts';
import type { CheckRun } from './types.ts';

/** One recorded state; everything not given is a robot at rest with its lights off. */
export function fixtureState(timeUs: number, pose: Pose, extra: Partial<SimState> = {}): SimState {
  return {
    timeUs,
    pose,
    wheels: { left: 0, right: 0 },
    motors: { left: { direction: 0, speed: 0 }, right: { direction: 0, speed: 0 } },
    redLeds: { left: false, right: false },
    pixels: [0, 1, 2, 3].map(() => ({ r: 0, g: 0, b: 0 })),
    display: new Array<number>(25).fill(0),
    buttons: { a: false, b: false },
    lineState: 0,
    lineAnalog: [900, 900, 900, 900, 900],
    sonarCm: null,
    compassCalibrated: true,
    touching: false,
    ...extra,
  };
}

/** A finished run whose robot went through `poses` (one sample every 50 ms) and stopped. */
export function fixtureRun(poses: readonly Pose[], extra: Partial<CheckRun> = {}): CheckRun {
  const samples = poses.map((pose, i) => fixtureState(i * 50_000, pose));
  const finalPose = poses[poses.length - 1]!;
  return {
    stop: 'finished',
    error: null,
    output: [],
    simTimeUs: samples.length * 50_000,
    path: samples.map((s) => ({ ...s.pose, timeUs: s.timeUs })),
    contacts: [],
    finalPose,
    finalState: samples[samples.length - 1] ?? null,
    samples,
    ...extra,
  };
}
