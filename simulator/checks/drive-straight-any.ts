// Drive straight ahead on robots whose motors differ in unknown ways: only a program that
// measures its own turning (compass) and corrects it passes all of them. The running motors
// disturb the compass as on the real robot, so the program has to measure while standing.
// With blind=1 the last drive, at least `distance` long, must go without measuring: the
// program calibrates first and then trusts its calibration.
import { worldByName } from '../worlds/index.ts';
import type { SimState } from '../core/state.ts';
import { distance } from './motion.ts';
import { formatMeasured, parseNumbers, formatNumber as n } from './params.ts';
import { judgeStraight, STRAIGHT_PARAMS, type StraightParams } from './straight.ts';
import type { Check, CheckRun, Variant } from './types.ts';

interface Params extends StraightParams {
  blind: number;
}

/** The robots: one fixed correction fits at most one of them. */
export const UNEVEN_MOTORS: readonly { label: string; gainLeft: number; gainRight: number }[] = [
  { label: 'rechter Motor 10 % schwächer', gainLeft: 1, gainRight: 0.9 },
  { label: 'rechter Motor 4 % schwächer', gainLeft: 1, gainRight: 0.96 },
  { label: 'linker Motor 6 % schwächer', gainLeft: 0.94, gainRight: 1 },
];

/** Measuring the turn takes a few compass readings at the least. */
const COMPASS_READS = 3;
/** Wheels slower than this (cm/s) count as standing between two drives. */
const STANDING_CM_S = 1;
const standing = (s: SimState) =>
  Math.max(Math.abs(s.wheels.left), Math.abs(s.wheels.right)) < STANDING_CM_S;

/**
 * The last drive in one piece: from the last standstill before the end to the rest. Its time
 * runs from the first sample that moved to the first that stood again: measuring just before
 * setting off or after stopping is measuring while standing.
 */
export function lastDrive(run: CheckRun): { fromUs: number; toUs: number; cm: number } {
  const samples = [...run.samples, run.rest];
  let last = samples.length - 1;
  while (last > 0 && standing(samples[last]!)) last -= 1;
  let first = last;
  while (first > 0 && !standing(samples[first - 1]!)) first -= 1;
  const stoodBefore = samples[Math.max(0, first - 1)]!;
  const stoodAfter = samples[Math.min(samples.length - 1, last + 1)]!;
  return {
    fromUs: samples[first]!.timeUs,
    toUs: stoodAfter.timeUs,
    cm: distance(stoodBefore.pose, run.rest.pose),
  };
}

export const driveStraightAny: Check<Params> = {
  name: 'drive-straight-any',
  summary:
    'on three robots with different motor gains, drives at least distance cm ahead and rests at most offset cm beside the line (blind=1: the last drive, at least distance cm, without reading the compass)',
  timeLimitS: 15,
  ending: 'stops',
  readsSensors: true,
  parse: (raw) => parseNumbers(raw, { ...STRAIGHT_PARAMS, blind: { default: 0, min: 0, max: 1 } }),
  variants: (): Variant[] =>
    UNEVEN_MOTORS.map(({ label, gainLeft, gainRight }) => ({
      label,
      world: worldByName('empty'),
      drive: { gainLeft, gainRight },
      motorNoise: true,
    })),
  judge(run, params) {
    if (run.reads.compass.length < COMPASS_READS) {
      return {
        passed: false,
        message:
          'Dein Programm hat den Kompass nicht benutzt. Es soll mit mq_heading() oder heading_diff() messen, wie weit sich der Roboter dreht.',
      };
    }
    const straight = judgeStraight(run, params);
    if (!straight.passed || params.blind !== 1) return straight;
    const drive = lastDrive(run);
    if (drive.cm < params.distance) {
      return {
        passed: false,
        message: `Die letzte Fahrt war nur ${formatMeasured(drive.cm, [params.distance])} cm lang. Nach den Testfahrten soll der Roboter in einem Stück mindestens ${n(params.distance)} cm fahren, ohne weiter zu messen.`,
      };
    }
    const during = (times: number[]) =>
      times.filter((t) => t > drive.fromUs && t < drive.toUs).length;
    const reads = during(run.reads.compass) + during(run.reads.accelerometer);
    if (reads > 0) {
      return {
        passed: false,
        message: `Während der letzten Fahrt hat dein Programm ${n(reads)}-mal Kompass oder Beschleunigungssensor gelesen. Nach den Testfahrten soll es ohne weiter zu messen fahren.`,
      };
    }
    return { passed: true };
  },
};
