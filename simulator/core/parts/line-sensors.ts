// The five line sensors underneath, read through the STM8.
import { analogReading, digitalState } from '../line-sensors.ts';
import { LINE_SENSOR_NAMES } from '../robot-geometry.ts';
import { READING_EPSILON, sameNumbers, type BoardPart } from './part.ts';

export interface LineSensorFields {
  /** Digital line state byte (0x10 = L2 … 0x01 = R2). */
  lineState: number;
  /** Analog line readings in the order L2, L1, M, R1, R2 (10 bit, dark = low). */
  lineAnalog: number[];
}

export const lineSensors: BoardPart<LineSensorFields> = {
  snapshot: (board) => lineSensors.resting(board.world, board.drive.pose, null),
  resting: (world, pose) => ({
    lineState: digitalState(world, pose),
    lineAnalog: LINE_SENSOR_NAMES.map((name) => analogReading(world, pose, name)),
  }),
  looksDifferent: (a, b) =>
    a.lineState !== b.lineState || !sameNumbers(a.lineAnalog, b.lineAnalog, READING_EPSILON),
};
