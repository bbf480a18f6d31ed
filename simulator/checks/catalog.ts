// Every check an exercise can name in its fence meta (`check="name key=value …"`).
import { arenaDrive } from './arena-drive.ts';
import { backToStart } from './back-to-start.ts';
import { colorWheel } from './color-wheel.ts';
import { distanceColour } from './distance-colour.ts';
import { driveDistance } from './drive-distance.ts';
import { driveStraight } from './drive-straight.ts';
import { driveStraightAny } from './drive-straight-any.ts';
import { faceHeading } from './face-heading.ts';
import { headingColor } from './heading-color.ts';
import { keepDistance } from './keep-distance.ts';
import { lineLap } from './line-lap.ts';
import { printsDistance } from './prints-distance.ts';
import { redAlternate } from './red-alternate.ts';
import { stopAtCrossing } from './stop-at-crossing.ts';
import { stopAtWall } from './stop-at-wall.ts';
import { trafficLight } from './traffic-light.ts';
import { turnBy } from './turn-by.ts';
import { turnSignal } from './turn-signal.ts';
import type { AnyCheck } from './types.ts';

export const CHECKS: Readonly<Record<string, AnyCheck>> = Object.fromEntries(
  [
    // Motors
    backToStart,
    driveDistance,
    driveStraight,
    driveStraightAny,
    // LEDs
    redAlternate,
    turnSignal,
    trafficLight,
    colorWheel,
    headingColor,
    // Ultrasonic
    printsDistance,
    stopAtWall,
    keepDistance,
    distanceColour,
    arenaDrive,
    // Line sensors
    lineLap,
    stopAtCrossing,
    // Compass
    turnBy,
    faceHeading,
  ].map((check) => [check.name, check]),
);
