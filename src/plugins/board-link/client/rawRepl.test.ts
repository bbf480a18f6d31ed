// Raw-paste flow control against a scripted board that counts every byte beyond its windows
// (the firmware board checks the same by its receive buffer's overflow count).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RawRepl } from './rawRepl.ts';
import { SerialReader } from './serialReader.ts';
import { RawPasteBoard } from '../testing/scriptedBoard.ts';
import { RX_BUFFER_BYTES } from '../testing/serialModel.ts';
import { VirtualClock } from '../testing/virtualClock.ts';

test('raw-paste never sends more than the board granted, and all of the code arrives', async () => {
  const clock = new VirtualClock();
  const board = new RawPasteBoard(clock);
  await board.connect();
  const reader = new SerialReader(board, clock);
  const repl = new RawRepl(board, reader, clock);
  await repl.enter();
  const code = Array.from({ length: 60 }, (_, i) => `w(b'${'x'.repeat(40)}${i}')\n`).join('');
  const result = await repl.exec(code);
  assert.equal(repl.usesRawPaste, true);
  assert.equal(result.stdout, 'hallo\r\n');
  assert.equal(board.received, code);
  assert.equal(board.exceeded, 0, 'bytes beyond the granted windows');
  assert.ok(
    board.mostBuffered <= RX_BUFFER_BYTES,
    `the board buffered ${board.mostBuffered} bytes, its serial buffer holds ${RX_BUFFER_BYTES}`,
  );
  reader.close();
});
