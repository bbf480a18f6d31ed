// Waiting in tests for a condition on what the board sent, never for a time.
import type { FakeConnection } from './fakeConnection.ts';

/** Resolves once `condition` holds, checked after every `serialdata` packet. */
export function untilSerial(board: FakeConnection, condition: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (condition()) return resolve();
    const check = () => {
      if (!condition()) return;
      board.removeEventListener('serialdata', check);
      resolve();
    };
    board.addEventListener('serialdata', check);
  });
}
