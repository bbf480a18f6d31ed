// Keep a distance to a wall: come closer when it is far, back off when it is too near, and
// stand still at the target distance, wherever the wall started; judged at rest as the
// ultrasonic sensor measures it.
import { rolling } from './motion.ts';
import { parseNumbers, formatNumber as n } from './params.ts';
import type { Check } from './types.ts';
import { sensorBandBeforeWall } from './targets.ts';
import { judgeRestingReading } from './wall-reading.ts';
import { wallAhead, wallCmOf } from './worlds.ts';

interface Params {
  /** Wanted distance of the sensor from the wall at rest, in cm. */
  target: number;
  /** How far from `target` the robot may stand, in cm. */
  tolerance: number;
}

/** A program that runs to the time limit must have let the robot stand this long before it. */
const SETTLED_US = 2_000_000;

/** Wall distances at the start: one too near (the robot must back off), two too far. */
export const KEEP_WALL_DISTANCES_CM = [6, 45, 90];

export const keepDistance: Check<Params> = {
  name: 'keep-distance',
  summary:
    'comes to rest target ± tolerance cm before a wall that started nearer or farther, without touching it, and stays there (the last 2 s before the time limit without moving)',
  timeLimitS: 20,
  ending: 'stops',
  readsSensors: true,
  parse: (raw) =>
    parseNumbers(raw, {
      target: { default: 20, min: 5, max: 100 },
      tolerance: { default: 2, min: 0.5, max: 20 },
    }),
  variants: () =>
    KEEP_WALL_DISTANCES_CM.map((cm) => ({
      label: `Wand ${cm} cm vor dem Roboter`,
      world: wallAhead(cm),
    })),
  targets: ({ target, tolerance }, variant) => [
    sensorBandBeforeWall(variant, wallCmOf(variant), target - tolerance, target + tolerance, 1),
  ],
  judge(run, { target, tolerance }) {
    if (run.contacts.length > 0) {
      return { passed: false, message: 'Der Roboter ist gegen die Wand gefahren.' };
    }
    const lastMove = [...run.samples]
      .reverse()
      .find((s) => s.timeUs <= run.endedAtUs && rolling(s));
    if (run.end === 'time-up' && lastMove && lastMove.timeUs > run.endedAtUs - SETTLED_US) {
      return {
        passed: false,
        message: `Der Roboter ist nicht zur Ruhe gekommen: Noch nach ${n(lastMove.timeUs / 1e6, 1)} s ist er gefahren. Er soll anhalten und mindestens die letzten ${n(SETTLED_US / 1e6)} s still stehen.`,
      };
    }
    return judgeRestingReading(run, target - tolerance, target + tolerance, 1);
  },
};
