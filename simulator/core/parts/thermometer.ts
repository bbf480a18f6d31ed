// The micro:bit's temperature sensor (in the nRF52 processor).
import { CALL_COST_US } from '../board.ts';
import { NO_FIELDS, type BoardPart } from './part.ts';

export const thermometer: BoardPart<Record<never, never>, 'temperature'> = {
  ...NO_FIELDS,
  hal: {
    // The reader's "Temperatur" control.
    temperature: (board) => {
      board.advance(CALL_COST_US);
      return board.surroundings.values.temperature;
    },
  },
};
