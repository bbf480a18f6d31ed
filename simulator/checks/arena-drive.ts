// Drive through the arena for the whole time without touching a wall or a box, from
// different start places, and far enough that standing still does not pass.
import { worldByName } from '../worlds/index.ts';
import type { Pose } from '../core/geometry.ts';
import { pathLength } from './motion.ts';
import { parseNumbers, formatNumber as n } from './params.ts';
import type { Check } from './types.ts';

interface Params {
  /** Path the robot must drive at least, in cm. */
  min: number;
}

/** Start places of the variants, each on free floor and facing something different. */
export const ARENA_STARTS: { label: string; pose: Pose }[] = [
  { label: 'Start in der Mitte, Blick auf die Kiste', pose: { x: 0, y: 0, heading: 0 } },
  { label: 'Start links, Blick nach Osten', pose: { x: -75, y: -10, heading: 90 } },
  { label: 'Start rechts unten, Blick nach Südwesten', pose: { x: 75, y: -15, heading: 225 } },
];

export const arenaDrive: Check<Params> = {
  name: 'arena-drive',
  summary: 'drives at least min cm through the arena without touching anything',
  budgetS: 30,
  readsSensors: true,
  parse: (raw) =>
    parseNumbers(raw, {
      min: { default: 200, min: 10, max: 5000 },
    }),
  variants: () =>
    ARENA_STARTS.map(({ label, pose }) => ({
      label,
      world: worldByName('arena'),
      startPose: pose,
    })),
  judge(run, { min }, variant) {
    const contact = run.contacts[0];
    if (contact) {
      const what = variant.world.boxes[contact.box]?.kind === 'wall' ? 'eine Wand' : 'eine Kiste';
      return {
        passed: false,
        message: `Nach ${n(contact.timeUs / 1e6, 1)} s hat der Roboter ${what} berührt.`,
      };
    }
    const driven = pathLength(run);
    if (driven < min) {
      return {
        passed: false,
        message: `Der Roboter ist nur ${n(driven)} cm weit gefahren, es sollen mindestens ${n(min)} cm sein.`,
      };
    }
    return { passed: true };
  },
};
