// Judging a straight run: how far the robot got along its start heading and how far beside that
// line it stopped. Shared by the checks that ask for a straight drive.
import { headingVector } from '../core/geometry.ts';
import { formatNumber as n } from './params.ts';
import { motorsStillRunning } from './motion.ts';
import type { CheckRun, Verdict } from './types.ts';

export interface StraightParams {
  /** How far ahead the robot must get, in cm. */
  distance: number;
  /** How far beside the straight line it may stop, in cm. */
  offset: number;
}

/** Forward progress and sideways offset (positive = right) of the run's end, in cm. */
export function straightProgress(run: CheckRun): { ahead: number; beside: number } {
  const start = run.path[0] ?? run.finalPose;
  const forward = headingVector(start.heading);
  const dx = run.finalPose.x - start.x;
  const dy = run.finalPose.y - start.y;
  return {
    ahead: dx * forward.x + dy * forward.y,
    // The robot's right is the forward vector turned clockwise: (fy, -fx).
    beside: dx * forward.y - dy * forward.x,
  };
}

export function judgeStraight(run: CheckRun, { distance, offset }: StraightParams): Verdict {
  const { ahead, beside } = straightProgress(run);
  if (Math.hypot(ahead, beside) < 2) {
    return { passed: false, message: 'Der Roboter ist nicht losgefahren.' };
  }
  const running = motorsStillRunning(run);
  if (running) return running;
  if (ahead < distance) {
    return {
      passed: false,
      message: `Der Roboter ist nur ${n(ahead)} cm weit nach vorn gekommen, er soll mindestens ${n(distance)} cm geradeaus fahren.`,
    };
  }
  if (Math.abs(beside) > offset) {
    return {
      passed: false,
      message: `Der Roboter hat ${n(Math.abs(beside))} cm ${beside > 0 ? 'rechts' : 'links'} neben der geraden Linie angehalten, erlaubt sind höchstens ${n(offset)} cm.`,
    };
  }
  return { passed: true };
}
