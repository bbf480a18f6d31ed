// Drive towards a wall and come to rest in a distance window, wherever the wall stands, judged
// as the ultrasonic sensor measures it.
import { notStartedMessage, pathLength } from './motion.ts';
import { parseNumbers } from './params.ts';
import type { Check } from './types.ts';
import { sensorBandBeforeWall } from './targets.ts';
import { judgeRestingReading } from './wall-reading.ts';
import { wallAhead, wallCmOf } from './worlds.ts';

interface Params {
  /** Allowed distance of the sensor from the wall at rest, in cm. */
  min: number;
  max: number;
}

/** Wall distances of the setups: a program that drives a fixed time fails at least two. */
export const WALL_DISTANCES_CM = [45, 70, 100];

export const stopAtWall: Check<Params> = {
  name: 'stop-at-wall',
  summary:
    'drives towards a wall and comes to rest with the sensor measuring min … max cm, without touching it',
  timeLimitS: 30,
  ending: 'stops',
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
  targets: ({ min, max }, variant) => [sensorBandBeforeWall(variant, wallCmOf(variant), min, max)],
  judge(run, { min, max }) {
    if (run.contacts.length > 0) {
      return { passed: false, message: 'Der Roboter ist gegen die Wand gefahren.' };
    }
    if (pathLength(run) < 2) return { passed: false, message: notStartedMessage(run) };
    return judgeRestingReading(run, min, max);
  },
};
