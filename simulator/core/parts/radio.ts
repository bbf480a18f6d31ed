// The micro:bit's radio: the core's radio (`radioOf(board)`), whose air carries other boards'
// packets (a second board, a test).
import { radioOf } from '../radio.ts';
import { NO_FIELDS, type BoardPart } from './part.ts';

export const radio: BoardPart<Record<never, never>, 'radioSetup' | 'radioSend' | 'radioReceive'> = {
  ...NO_FIELDS,
  hal: {
    radioSetup: (board, config) => {
      const air = radioOf(board);
      if (config === null) {
        if (air.enabled) air.off(board.nowUs);
        return;
      }
      air.configure(config, board.nowUs);
      if (!air.enabled) air.on(board.nowUs);
    },
    radioSend: (board, payload) => board.advance(radioOf(board).send(payload, board.nowUs)),
    radioReceive: (board) => radioOf(board).receive(board.nowUs),
  },
};
