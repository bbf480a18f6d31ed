// The micro:bit's motion sensor: accelerometer (with its gestures) and compass, and whether the
// compass is calibrated (the tilt game shows until it is).
import { CALL_COST_US } from '../board.ts';
import type { BoardPart } from './part.ts';

export interface ImuFields {
  compassCalibrated: boolean;
}

export const imu: BoardPart<
  ImuFields,
  | 'accelerometerSample'
  | 'accelerometerGesture'
  | 'accelerometerTakeGestures'
  | 'accelerometerSetRange'
  | 'compassSample'
  | 'compassIsCalibrated'
  | 'compassClearCalibration'
  | 'compassCalibrate'
  | 'compassFieldStrength'
  | 'compassHeading'
> = {
  snapshot: (board) => ({ compassCalibrated: board.compass.calibrated }),
  resting: (_world, _pose, last) => ({ compassCalibrated: last?.compassCalibrated ?? true }),
  looksDifferent: (a, b) => a.compassCalibrated !== b.compassCalibrated,
  hal: {
    accelerometerSample: (board) => board.accelerometer(),
    accelerometerGesture: (board) => {
      board.advance(CALL_COST_US);
      return board.surroundings.current(board.nowUs, board.acceleration());
    },
    // The reader's Schütteln and tilt, and the postures the drive causes.
    accelerometerTakeGestures: (board) =>
      board.surroundings.takeList(board.acceleration(), board.nowUs),
    // Not modelled: samples are not clipped to the range. The robot's own motions stay far
    // below the smallest (2 g); only a reader's shake on a tilted board could reach it.
    accelerometerSetRange: () => undefined,
    compassSample: (board) => board.magneticField(),
    compassIsCalibrated: (board) => {
      board.advance(CALL_COST_US);
      return board.compass.calibrated;
    },
    compassClearCalibration: (board) => {
      board.advance(CALL_COST_US);
      board.compass.clear();
    },
    // Blocks while the calibration (the tilt game, if the run started uncalibrated) runs.
    compassCalibrate: (board) => board.advance(board.calibrateCompass()),
    compassFieldStrength: (board) => {
      const { x, y, z } = board.magneticField();
      return Math.round(Math.hypot(x, y, z));
    },
    compassHeading: (board) => {
      if (!board.compass.calibrated) board.advance(board.calibrateCompass());
      return board.compassHeading();
    },
  },
};
