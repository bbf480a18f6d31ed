// Drive straight on until the outer line sensors L2 and R2 find a dark line across the way,
// and stop with them on it, wherever the line lies.
import { worldByName } from '../worlds/index.ts';
import { robotToWorld, type Pose } from '../core/geometry.ts';
import { LINE_SENSOR_MOUNTS } from '../core/robot-geometry.ts';
import type { WorldSpec } from '../core/world.ts';
import { notStartedMessage, pathLength } from './motion.ts';
import { formatMeasured, parseNumbers, formatNumber as n } from './params.ts';
import type { Check } from './types.ts';

interface Params {
  /** How far L2 and R2 may stand before or behind the line's middle, in cm. */
  tolerance: number;
}

/** How far ahead of L2 and R2 the crossing lines of the variants lie, in cm. */
export const CROSSING_DISTANCES_CM = [20, 45, 75];

/** An empty floor with a dark line (like tape, 1.5 cm wide) across the way, `cm` ahead of L2/R2. */
export function crossingAhead(cm: number): WorldSpec {
  const floor = worldByName('empty');
  const y = floor.start.y + LINE_SENSOR_MOUNTS.L2.forward + cm;
  return {
    ...floor,
    name: `crossing-${cm}`,
    description: `Leerer Boden, ${cm} cm vor den Sensoren L2 und R2 eine dunkle Querlinie.`,
    lineWidth: 1.5,
    track: [{ type: 'line', from: [-100, y], to: [100, y] }],
  };
}

/**
 * Signed distance past the crossing line (negative: before it) of whichever of L2 and R2 is
 * nearer to the line's middle; a robot that drifted a little reaches it with one side first.
 */
export function pastCrossing(variant: WorldSpec, pose: Pose): number {
  const segment = variant.track[0];
  const lineY = segment?.type === 'line' ? segment.from[1] : 0;
  const [left, right] = (['L2', 'R2'] as const).map((name) => {
    const { right: side, forward } = LINE_SENSOR_MOUNTS[name];
    return robotToWorld(pose, side, forward).y - lineY;
  });
  return Math.abs(left!) < Math.abs(right!) ? left! : right!;
}

export const stopAtCrossing: Check<Params> = {
  name: 'stop-at-crossing',
  summary: 'drives ahead and comes to rest with L2 or R2 within tolerance cm of a crossing line',
  timeLimitS: 20,
  ending: 'stops',
  readsSensors: true,
  parse: (raw) => parseNumbers(raw, { tolerance: { default: 1.5, min: 0.5, max: 10 } }),
  variants: () =>
    CROSSING_DISTANCES_CM.map((cm) => ({
      label: `Querlinie ${cm} cm vor dem Roboter`,
      world: crossingAhead(cm),
    })),
  judge(run, { tolerance }, variant) {
    if (pathLength(run) < 2) {
      return { passed: false, message: notStartedMessage(run) };
    }
    const past = pastCrossing(variant.world, run.rest.pose);
    if (Math.abs(past) > tolerance) {
      const where = past < 0 ? 'vor' : 'hinter';
      return {
        passed: false,
        message: `Der Sensor L2 oder R2, der der Querlinie am nächsten ist, steht ${formatMeasured(Math.abs(past), [tolerance])} cm ${where} ihrer Mitte, erlaubt sind höchstens ${n(tolerance, 1)} cm.`,
      };
    }
    return { passed: true };
  },
};
