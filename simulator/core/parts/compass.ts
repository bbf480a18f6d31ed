// The micro:bit's compass: whether it is calibrated (the tilt game shows until it is).
import type { BoardPart } from './part.ts';

export interface CompassFields {
  compassCalibrated: boolean;
}

export const compass: BoardPart<CompassFields> = {
  snapshot: (board) => ({ compassCalibrated: board.compass.calibrated }),
  resting: (_world, _pose, last) => ({ compassCalibrated: last?.compassCalibrated ?? true }),
  looksDifferent: (a, b) => a.compassCalibrated !== b.compassCalibrated,
};
