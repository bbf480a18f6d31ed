// Drive straight ahead on a robot whose motors differ by a known amount (a fixed calibration
// is enough, so one robot).
import { worldByName } from '../worlds/index.ts';
import { parseNumbers, formatNumber as n } from './params.ts';
import { judgeStraight, STRAIGHT_PARAMS, type StraightParams } from './straight.ts';
import type { Check } from './types.ts';

interface Params extends StraightParams {
  /** Gains of the motors (1 = as strong as the standard motor). */
  left: number;
  right: number;
}

export const driveStraight: Check<Params> = {
  name: 'drive-straight',
  summary:
    'on a robot with motor gains left/right, drives at least distance cm ahead and rests at most offset cm beside the line (calibrate=1: with motor_calibration())',
  timeLimitS: 15,
  ending: 'stops',
  readsSensors: false,
  parse: (raw) =>
    parseNumbers(raw, {
      ...STRAIGHT_PARAMS,
      // The simulator's standard robot: the right motor is 4 % weaker.
      left: { default: 1, min: 0.5, max: 1 },
      right: { default: 0.96, min: 0.5, max: 1 },
    }),
  variants: ({ left, right }) => [
    {
      label: `linker Motor ${n(left * 100)} %, rechter Motor ${n(right * 100)} % Kraft`,
      world: worldByName('empty'),
      drive: { gainLeft: left, gainRight: right },
    },
  ],
  judge: (run, params) => judgeStraight(run, params),
};
