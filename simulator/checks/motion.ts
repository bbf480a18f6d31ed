// Measurements of how the robot moved that several checks share, all from the run's samples
// (every 50 ms of simulated time, up to rest).
import { headingDifference, headingVector, type Pose, type Vec } from '../core/geometry.ts';
import type { SimState } from '../core/state.ts';
import type { CheckRun } from './types.ts';

/** Poses the robot went through: the start, every sample, the rest. */
export function posesOf(run: CheckRun): Pose[] {
  return [run.start, ...run.samples.map((s) => s.pose), run.rest.pose];
}

/** Length of the driven path in cm. */
export function pathLength(run: CheckRun): number {
  const poses = posesOf(run);
  let total = 0;
  for (let i = 1; i < poses.length; i++) {
    total += Math.hypot(poses[i]!.x - poses[i - 1]!.x, poses[i]!.y - poses[i - 1]!.y);
  }
  return total;
}

/**
 * Why a robot that stayed put never left, in words that send a pupil to the right line: its
 * motors were never switched on (the line with motor_run() was not reached, often a loop whose
 * condition is false from the start), or they were too slow or too short to move it.
 */
export function notStartedMessage(run: CheckRun): string {
  const motorsOn = run.samples.some(
    ({ motors }) => motors.left.speed !== 0 || motors.right.speed !== 0,
  );
  return motorsOn
    ? 'Der Roboter ist nicht losgefahren: Die Motoren liefen, aber zu langsam oder zu kurz, um ihn zu bewegen.'
    : 'Der Roboter ist nicht losgefahren: Dein Programm hat die Motoren nie eingeschaltet. Wird die Zeile mit motor_run() überhaupt erreicht? Eine Schleife wie „while ultrasonic() < 10:“ läuft gar nicht, wenn ihre Bedingung schon am Anfang falsch ist.';
}

/** How far the robot got from where it started, at most, in cm. */
export function farthestFromStart(run: CheckRun): number {
  return Math.max(...posesOf(run).map((p) => distance(p, run.start)));
}

/** Wheels faster than this (cm/s): the robot is not standing yet. */
const ROLLING_CM_S = 0.5;

/** Whether the robot still moves in this state (its wheels turn faster than a crawl). */
export const rolling = ({ wheels }: Pick<SimState, 'wheels'>): boolean =>
  Math.max(Math.abs(wheels.left), Math.abs(wheels.right)) > ROLLING_CM_S;

/** Whether the robot left its place or turned on it (more than 1 cm or 3°) during the run. */
export function movedAtAll(run: CheckRun): boolean {
  return (
    pathLength(run) > 1 ||
    posesOf(run).some((p) => Math.abs(headingDifference(run.start.heading, p.heading)) > 3)
  );
}

export const distance = (a: Vec, b: Vec): number => Math.hypot(a.x - b.x, a.y - b.y);

/** The signed turn over the run in degrees, summed step by step (positive = clockwise, right). */
export function rotation(run: CheckRun): number {
  return signedTurn(posesOf(run));
}

export function signedTurn(poses: readonly Pose[]): number {
  let total = 0;
  for (let i = 1; i < poses.length; i++) {
    total += headingDifference(poses[i - 1]!.heading, poses[i]!.heading);
  }
  return total;
}

/** How far `pose` is ahead of `start` along its heading and beside that line (positive = right). */
export function alongAndBeside(start: Pose, pose: Vec): { ahead: number; beside: number } {
  const forward = headingVector(start.heading);
  const dx = pose.x - start.x;
  const dy = pose.y - start.y;
  // The robot's right is the forward vector turned clockwise: (fy, -fx).
  return { ahead: dx * forward.x + dy * forward.y, beside: dx * forward.y - dy * forward.x };
}

/** Turning faster than this (degrees per second) counts as turning; driving straight is far below. */
const TURN_RATE = 20;

/** A stretch of samples in which the heading kept changing one way. */
export interface Turn {
  side: 'left' | 'right';
  samples: SimState[];
  /** How far it turned, in degrees (positive). */
  degrees: number;
}

/** The turns of at least `minDegrees` in a sequence of samples, in order. */
export function turnsOf(samples: readonly SimState[], minDegrees: number): Turn[] {
  const turns: Turn[] = [];
  let current = null as Turn | null;
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1]!;
    const b = samples[i]!;
    const step = headingDifference(a.pose.heading, b.pose.heading);
    const rate = step / ((b.timeUs - a.timeUs) / 1e6);
    const side = rate > TURN_RATE ? 'right' : rate < -TURN_RATE ? 'left' : null;
    if (side !== null && current?.side === side) {
      current.samples.push(b);
      current.degrees += Math.abs(step);
      continue;
    }
    if (current && current.degrees >= minDegrees) turns.push(current);
    current = side ? { side, samples: [a, b], degrees: Math.abs(step) } : null;
  }
  if (current && current.degrees >= minDegrees) turns.push(current);
  return turns;
}
