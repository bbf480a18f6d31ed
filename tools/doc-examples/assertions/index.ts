import type { RunResult } from '../run-job.ts';

/**
 * Behavioural assertions a block asks for with fence meta `assert=name[,name…]`.
 * Each may add Python that runs after the program in the same interpreter (`epilogue`,
 * its printed lines arrive in `result.epilogueOutput`) and returns failure messages.
 */
export interface Assertion {
  description: string;
  epilogue?: string;
  check(result: RunResult): string[];
}

/** How far the robot's path went, in cm. */
export function pathLength(result: RunResult): number {
  let total = 0;
  for (let i = 1; i < result.path.length; i++) {
    const a = result.path[i - 1];
    const b = result.path[i];
    total += Math.hypot(b.x - a.x, b.y - a.y);
  }
  const last = result.path[result.path.length - 1];
  if (last) total += Math.hypot(result.finalPose.x - last.x, result.finalPose.y - last.y);
  return total;
}

/** A robot that stands still never collides; demand real driving. */
const MIN_TRAVEL_CM = 100;

function calibrationEpilogue(): string {
  return [
    'print(repr(motor_get_calibration(Motor.LEFT)))',
    'print(repr(motor_get_calibration(Motor.RIGHT)))',
  ].join('\n');
}

export const ASSERTIONS: Record<string, Assertion> = {
  'no-collision': {
    description: `never touches a wall or obstacle and drives at least ${MIN_TRAVEL_CM} cm`,
    check(result) {
      const problems: string[] = [];
      for (const contact of result.contacts.slice(0, 3)) {
        const p = contact.pose;
        problems.push(
          `touched box #${contact.box} at ${(contact.timeUs / 1e6).toFixed(2)} s ` +
            `(robot at x=${p.x.toFixed(1)} y=${p.y.toFixed(1)} heading=${p.heading.toFixed(0)}°)`,
        );
      }
      const travelled = pathLength(result);
      if (travelled < MIN_TRAVEL_CM) {
        problems.push(
          `drove only ${travelled.toFixed(0)} cm, expected at least ${MIN_TRAVEL_CM} cm`,
        );
      }
      return problems;
    },
  },
  'calibration-changed': {
    description: 'motor_get_calibration() is no longer empty for at least one motor after the run',
    epilogue: calibrationEpilogue(),
    check(result) {
      if (result.epilogueError)
        return [`reading the calibration failed: ${result.epilogueError.summary}`];
      const [left, right] = result.epilogueOutput;
      if (left === '[]' && right === '[]') {
        return ['the calibration is still empty for both motors after the scripted presses'];
      }
      return [];
    },
  },
};
