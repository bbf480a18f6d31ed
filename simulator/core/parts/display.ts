// The micro:bit's 5×5 LED display, which also measures the light falling on it.
import { CALL_COST_US } from '../board.ts';
import { glyphColumns } from '../font.ts';
import { READING_EPSILON, sameNumbers, type BoardPart } from './part.ts';

export interface DisplayFields {
  /** 25 LEDs row by row, brightness 0..9. */
  display: number[];
}

export const display: BoardPart<
  DisplayFields,
  'displaySetPixel' | 'displayReadLightLevel' | 'fontGlyph'
> = {
  snapshot: (board, atUs) => ({ display: [...board.display.read(atUs)] }),
  resting: (_world, _pose, last) => ({ display: last?.display ?? new Array<number>(25).fill(0) }),
  looksDifferent: (a, b) => !sameNumbers(a.display, b.display, READING_EPSILON),
  hal: {
    displaySetPixel: (board, x, y, brightness) =>
      board.display.setPixel(x, y, brightness, board.nowUs),
    // The reader's "Licht" control.
    displayReadLightLevel: (board) => {
      board.advance(CALL_COST_US);
      return board.surroundings.values.light;
    },
    // The core's font, left-aligned: row bit 4 is the leftmost column.
    fontGlyph: (_board, charCode) => {
      const columns = glyphColumns(String.fromCharCode(charCode));
      return [0, 1, 2, 3, 4].map((y) =>
        columns.reduce((row, column, x) => row | (column[y] ? 1 << (4 - x) : 0), 0),
      );
    },
  },
};
