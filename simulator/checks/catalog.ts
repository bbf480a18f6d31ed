// Every check an exercise can name in its fence meta (`check="name key=value …"`).
import { backToStart } from './back-to-start.ts';
import { lineLap } from './line-lap.ts';
import { stopAtWall } from './stop-at-wall.ts';
import type { AnyCheck } from './types.ts';

export const CHECKS: Readonly<Record<string, AnyCheck>> = Object.fromEntries(
  [backToStart, stopAtWall, lineLap].map((check) => [check.name, check]),
);
