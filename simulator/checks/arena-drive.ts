// Drive through the arena for the whole time without touching a wall or a box, measuring, from
// different start places, and far enough that standing still does not pass. Every start faces
// a box close ahead, so a program that drives without looking hits one.
import { worldByName } from '../worlds/index.ts';
import type { Pose } from '../core/geometry.ts';
import { farthestFromStart, pathLength } from './motion.ts';
import { formatMeasured, parseNumbers, formatNumber as n } from './params.ts';
import type { Check } from './types.ts';

interface Params {
  /** Path the robot must drive at least, in cm. */
  min: number;
  /** How far from its start place the robot must get at least, in cm (no driving in small rings). */
  reach: number;
}

/** Start places of the setups, each on free floor with a box close ahead or a wall beside. */
export const ARENA_STARTS: { label: string; pose: Pose }[] = [
  { label: 'Start in der Mitte, Kiste 30 cm voraus', pose: { x: 0, y: 0, heading: 0 } },
  { label: 'Start links, Kiste 34 cm voraus', pose: { x: -60, y: -10, heading: 0 } },
  { label: 'Start rechts unten, Kiste schräg voraus', pose: { x: 75, y: -15, heading: 200 } },
  // With the wall close on its right a robot that only drives circles to the right hits it.
  { label: 'Start an der Wand, die Wand rechts', pose: { x: -82, y: 15, heading: 180 } },
];

export const arenaDrive: Check<Params> = {
  name: 'arena-drive',
  summary:
    'drives at least min cm through the arena and gets reach cm away from its start, measuring with the ultrasonic sensor, until the time is up without touching anything',
  timeLimitS: 30,
  ending: 'runs',
  readsSensors: true,
  parse: (raw) =>
    parseNumbers(raw, {
      min: { default: 200, min: 10, max: 5000 },
      reach: { default: 50, min: 0, max: 150 },
    }),
  variants: () =>
    ARENA_STARTS.map(({ label, pose }) => ({
      label,
      world: worldByName('arena'),
      startPose: pose,
    })),
  judge(run, { min, reach }, variant) {
    if (run.reads.sonar.length === 0) {
      return {
        passed: false,
        message:
          'Dein Programm hat den Ultraschallsensor nie abgefragt. Ohne zu messen, kann der Roboter Hindernissen nicht ausweichen.',
      };
    }
    const contact = run.contacts[0];
    if (contact) {
      const what = variant.world.boxes[contact.box]?.kind === 'wall' ? 'eine Wand' : 'eine Kiste';
      return {
        passed: false,
        message: `Nach ${n(contact.timeUs / 1e6, 1)} s hat der Roboter ${what} berührt.`,
        atUs: contact.timeUs,
      };
    }
    const driven = pathLength(run);
    if (driven < min) {
      return {
        passed: false,
        message: `Der Roboter ist nur ${formatMeasured(driven, [min])} cm weit gefahren, es sollen mindestens ${n(min)} cm sein.`,
      };
    }
    const away = farthestFromStart(run);
    if (away < reach) {
      return {
        passed: false,
        message: `Der Roboter ist höchstens ${formatMeasured(away, [reach])} cm von seinem Startplatz weggekommen, es sollen mindestens ${n(reach)} cm sein.`,
      };
    }
    return { passed: true };
  },
};
