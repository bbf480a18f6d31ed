// Every check an exercise can name in its fence meta (`check="name key=value …"`).
import { backToStart } from './back-to-start.ts';
import { colorWheel } from './color-wheel.ts';
import { driveDistance } from './drive-distance.ts';
import { driveStraight } from './drive-straight.ts';
import { driveStraightAny } from './drive-straight-any.ts';
import { headingColor } from './heading-color.ts';
import { lineLap } from './line-lap.ts';
import { redAlternate } from './red-alternate.ts';
import { stopAtWall } from './stop-at-wall.ts';
import { trafficLight } from './traffic-light.ts';
import { turnSignal } from './turn-signal.ts';
import type { AnyCheck } from './types.ts';

export const CHECKS: Readonly<Record<string, AnyCheck>> = Object.fromEntries(
  [
    backToStart,
    stopAtWall,
    lineLap,
    driveDistance,
    driveStraight,
    driveStraightAny,
    redAlternate,
    turnSignal,
    trafficLight,
    colorWheel,
    headingColor,
  ].map((check) => [check.name, check]),
);
