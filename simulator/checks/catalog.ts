// Every check an exercise can name in its fence meta (`check="name key=value …"`).
import { arenaDrive } from './arena-drive.ts';
import { backToStart } from './back-to-start.ts';
import { distanceColour } from './distance-colour.ts';
import { faceHeading } from './face-heading.ts';
import { keepDistance } from './keep-distance.ts';
import { lineLap } from './line-lap.ts';
import { printsDistance } from './prints-distance.ts';
import { stopAtCrossing } from './stop-at-crossing.ts';
import { stopAtWall } from './stop-at-wall.ts';
import { turnBy } from './turn-by.ts';
import type { AnyCheck } from './types.ts';

export const CHECKS: Readonly<Record<string, AnyCheck>> = Object.fromEntries(
  [
    backToStart,
    stopAtWall,
    lineLap,
    printsDistance,
    keepDistance,
    distanceColour,
    arenaDrive,
    stopAtCrossing,
    turnBy,
    faceHeading,
  ].map((check) => [check.name, check]),
);
