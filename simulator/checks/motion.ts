// Small measurements of a run that several checks share.
import type { Vec } from '../core/geometry.ts';
import type { CheckRun, Verdict } from './types.ts';

/** Length of the driven path in cm. */
export function pathLength(run: CheckRun): number {
  let total = 0;
  for (let i = 1; i < run.path.length; i++) {
    total += Math.hypot(run.path[i]!.x - run.path[i - 1]!.x, run.path[i]!.y - run.path[i - 1]!.y);
  }
  return total + Math.hypot(run.finalPose.x - last(run).x, run.finalPose.y - last(run).y);
}

function last(run: CheckRun): Vec {
  return run.path[run.path.length - 1] ?? run.finalPose;
}

/**
 * The verdict for a program that ended with a motor still told to run, or null when both were
 * stopped (the wheels may still coast).
 */
export function motorsStillRunning(run: CheckRun): Verdict | null {
  const motors = run.finalState?.motors;
  if (!motors || (motors.left.speed === 0 && motors.right.speed === 0)) return null;
  return { passed: false, message: 'Am Ende fahren die Motoren noch. Halte sie an.' };
}
