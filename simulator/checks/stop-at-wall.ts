// Drive towards a wall and stop in a distance window, wherever the wall stands.
import { parseNumbers, formatNumber as n } from './params.ts';
import { pathLength, motorsStillRunning } from './motion.ts';
import type { Check } from './types.ts';
import { distanceAhead, wallAhead } from './worlds.ts';

interface Params {
  /** Allowed distance of the sensor from the wall at the end, in cm. */
  min: number;
  max: number;
}

/** Wall distances of the variants: a program that drives a fixed time fails at least two. */
export const WALL_DISTANCES_CM = [45, 70, 100];

export const stopAtWall: Check<Params> = {
  name: 'stop-at-wall',
  summary: 'drives towards a wall and stops with the sensor min … max cm before it',
  budgetS: 15,
  readsSensors: true,
  parse: (raw) =>
    parseNumbers(raw, {
      min: { default: 8, min: 2, max: 100 },
      max: { default: 12, min: 3, max: 150 },
    }),
  variants: () =>
    WALL_DISTANCES_CM.map((cm) => ({
      label: `Wand ${cm} cm vor dem Roboter`,
      world: wallAhead(cm),
    })),
  judge(run, { min, max }, variant) {
    if (run.contacts.length > 0) {
      return { passed: false, message: 'Der Roboter ist gegen die Wand gefahren.' };
    }
    if (pathLength(run) < 2) {
      return { passed: false, message: 'Der Roboter ist nicht losgefahren.' };
    }
    const running = motorsStillRunning(run);
    if (running) return running;
    const gap = distanceAhead(variant.world, run.finalPose);
    if (gap < min || gap > max) {
      return {
        passed: false,
        message: `Der Roboter hat ${n(gap)} cm vor der Wand angehalten, erlaubt sind ${n(min)} bis ${n(max)} cm.`,
      };
    }
    return { passed: true };
  },
};
