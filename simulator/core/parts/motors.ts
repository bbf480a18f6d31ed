// The two motors as the STM8 drives them: direction and speed of each. The STM8 is the robot's
// controller at I2C address 0x10: besides the motors it switches the red LEDs and reads the line
// sensors, and those parts read it from the board (`board.stm8`), which its physics needs too.
import { STM8_ADDRESS } from '../stm8.ts';
import type { BoardPart } from './part.ts';

export interface MotorCommand {
  direction: number;
  speed: number;
}

export interface MotorFields {
  motors: { left: MotorCommand; right: MotorCommand };
}

const same = (a: MotorCommand, b: MotorCommand) =>
  a.direction === b.direction && a.speed === b.speed;

export const motors: BoardPart<MotorFields> = {
  snapshot: (board) => ({
    motors: { left: board.stm8.motor('left'), right: board.stm8.motor('right') },
  }),
  resting: () => ({
    motors: { left: { direction: 0, speed: 0 }, right: { direction: 0, speed: 0 } },
  }),
  looksDifferent: (a, b) =>
    !same(a.motors.left, b.motors.left) || !same(a.motors.right, b.motors.right),
  wiring: {
    i2c: {
      address: STM8_ADDRESS,
      write: (board, bytes) => {
        // The time before this write ran with the old motor registers.
        board.settle();
        board.stm8.write(bytes);
        board.lights.noteRed(board.nowUs, board.stm8.redLeds());
      },
      read: (board, count) => board.stm8.read(count),
    },
  },
};
