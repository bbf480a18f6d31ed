// Judging a straight run: how far the robot got along its start heading and how far beside that
// line it came to rest. Shared by the checks that ask for a straight drive.
import { headingDifference } from '../core/geometry.ts';
import { calibrationAtEnd } from './library-calls.ts';
import { alongAndBeside, notStartedMessage, pathLength, turnsOf } from './motion.ts';
import { formatMeasured, formatNumber as n } from './params.ts';
import type { CheckRun, Verdict } from './types.ts';

/**
 * A robot that drove straight still faces about its start direction: one that set off at a
 * slant and ended on the line by its curve does not.
 */
export const STRAIGHT_HEADING_DEG = 8;

/** Whether the calibrations the program set make the two motors differ at all. */
function calibrationVerdict(run: CheckRun): Verdict {
  if (run.calibrations.length === 0) {
    return {
      passed: false,
      message:
        'Dein Programm ruft motor_calibration() nicht auf. In dieser Aufgabe machst du den Roboter mit der Kalibrierung gerade.',
    };
  }
  const [left, right] = calibrationAtEnd(run.calibrations);
  return left === right
    ? {
        passed: false,
        message:
          'Deine Kalibrierung behandelt beide Motoren gleich. Sie soll den stärkeren Motor bremsen (oder den schwächeren verstärken), damit beide gleich schnell drehen.',
      }
    : { passed: true };
}

export interface StraightParams {
  /** How far ahead the robot must get, in cm. */
  distance: number;
  /** How far beside the straight line it may stop, in cm. */
  offset: number;
  /** 1: the task says to straighten the robot with `motor_calibration()`, which must make the motors differ. */
  calibrate: number;
}

export const STRAIGHT_PARAMS = {
  distance: { default: 100, min: 10, max: 300 },
  offset: { default: 5, min: 1, max: 50 },
  calibrate: { default: 0, min: 0, max: 1 },
};

export function judgeStraight(
  run: CheckRun,
  { distance, offset, calibrate }: StraightParams,
): Verdict {
  if (calibrate === 1) {
    const calibration = calibrationVerdict(run);
    if (!calibration.passed) return calibration;
  }
  if (pathLength(run) < 2) return { passed: false, message: notStartedMessage(run) };
  const turn = turnsOf([...run.samples, run.rest], 45)[0];
  if (turn) {
    return {
      passed: false,
      message: `Nach ${n(turn.samples[0]!.timeUs / 1e6, 1)} s hat sich der Roboter um ${n(turn.degrees)} Grad gedreht. Er soll geradeaus fahren, ohne zu wenden.`,
      atUs: turn.samples[0]!.timeUs,
    };
  }
  const { ahead, beside } = alongAndBeside(run.start, run.rest.pose);
  if (Math.abs(beside) > offset) {
    return {
      passed: false,
      message: `Der Roboter steht ${formatMeasured(Math.abs(beside), [offset])} cm ${beside > 0 ? 'rechts' : 'links'} neben der geraden Linie, erlaubt sind höchstens ${n(offset)} cm.`,
    };
  }
  if (ahead < distance) {
    return {
      passed: false,
      message:
        ahead < 0
          ? `Der Roboter steht ${n(-ahead)} cm hinter seinem Start. Er soll mindestens ${n(distance)} cm vorwärts fahren.`
          : `Der Roboter ist nur ${formatMeasured(ahead, [distance])} cm weit nach vorn gekommen, er soll mindestens ${n(distance)} cm geradeaus fahren.`,
    };
  }
  const slant = headingDifference(run.start.heading, run.rest.pose.heading);
  if (Math.abs(slant) > STRAIGHT_HEADING_DEG) {
    return {
      passed: false,
      message: `Der Roboter schaut am Ende ${formatMeasured(Math.abs(slant), [STRAIGHT_HEADING_DEG])} Grad ${slant > 0 ? 'nach rechts' : 'nach links'} gedreht: Er ist einen Bogen gefahren, nicht geradeaus (erlaubt sind ${n(STRAIGHT_HEADING_DEG)} Grad).`,
    };
  }
  return { passed: true };
}
