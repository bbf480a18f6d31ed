// The micro:bit's 5×5 LED display.
import { READING_EPSILON, sameNumbers, type BoardPart } from './part.ts';

export interface DisplayFields {
  /** 25 LEDs row by row, brightness 0..9. */
  display: number[];
}

export const display: BoardPart<DisplayFields> = {
  snapshot: (board, atUs) => ({ display: [...board.display.read(atUs)] }),
  resting: (_world, _pose, last) => ({ display: last?.display ?? new Array<number>(25).fill(0) }),
  looksDifferent: (a, b) => !sameNumbers(a.display, b.display, READING_EPSILON),
};
