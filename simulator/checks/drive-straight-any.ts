// Drive straight ahead on robots whose motors differ in unknown ways: only a program that
// measures its own turning (compass) and corrects it passes all of them. The running motors
// disturb the compass as on the real robot, so the program has to measure while standing.
import { worldByName } from '../worlds/index.ts';
import { parseNumbers } from './params.ts';
import { judgeStraight, type StraightParams } from './straight.ts';
import type { Check, Variant } from './types.ts';

/** The robots: one fixed correction fits at most one of them. */
export const UNEVEN_MOTORS: readonly { label: string; gainLeft: number; gainRight: number }[] = [
  { label: 'rechter Motor 10 % schwächer', gainLeft: 1, gainRight: 0.9 },
  { label: 'rechter Motor 4 % schwächer', gainLeft: 1, gainRight: 0.96 },
  { label: 'linker Motor 6 % schwächer', gainLeft: 0.94, gainRight: 1 },
];

export const driveStraightAny: Check<StraightParams> = {
  name: 'drive-straight-any',
  summary:
    'on three robots with different motor gains, drives at least distance cm ahead and stops at most offset cm beside the line',
  budgetS: 12,
  readsSensors: true,
  parse: (raw) =>
    parseNumbers(raw, {
      distance: { default: 100, min: 10, max: 300 },
      offset: { default: 5, min: 1, max: 50 },
    }),
  variants: (): Variant[] =>
    UNEVEN_MOTORS.map(({ label, gainLeft, gainRight }) => ({
      label,
      world: worldByName('empty'),
      drive: { gainLeft, gainRight },
      motorNoise: true,
    })),
  judge: (run, params) => judgeStraight(run, params),
};
