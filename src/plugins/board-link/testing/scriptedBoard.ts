// Small stand-ins for boards the WebAssembly one cannot be: one that offers raw-paste (and
// counts whether the host ever sends more than it granted), and boards that answer wrongly or
// not at all. Each answers what the host wrote through a script.
import type { BoardVersion } from '@microbit/microbit-connection';
import { RAW_BANNER } from '../client/rawRepl.ts';
import type { Clock } from '../client/clock.ts';
import { FakeConnection } from './fakeConnection.ts';
import type { VirtualClock } from './virtualClock.ts';

const encoder = new TextEncoder();

/** A board whose answers come from `script`, called with each piece the host wrote. */
export class ScriptedBoard extends FakeConnection {
  constructor(
    clock: Clock,
    private readonly script: (text: string, board: ScriptedBoard) => void,
    boardVersion: BoardVersion = 'V2',
  ) {
    super(clock, boardVersion);
  }

  reply(text: string | Uint8Array, busyMs = 0): void {
    this.send(typeof text === 'string' ? encoder.encode(text) : text, busyMs);
  }

  protected receive(bytes: Uint8Array): void {
    this.script(String.fromCharCode(...bytes), this);
  }
}

/**
 * Answers each `\r` Ctrl-A (how the link enters the raw REPL) with the raw REPL's prompt, and
 * everything after the first but interrupts through `after`.
 */
export function rawPrompt(after: (text: string, board: ScriptedBoard) => void) {
  let entered = false;
  return (text: string, board: ScriptedBoard) => {
    const at = text.lastIndexOf('\r\x01');
    if (at >= 0) {
      entered = true;
      board.reply(`\r\n${RAW_BANNER}>`);
      text = text.slice(at + 2);
      if (text === '') return;
    }
    // Interrupts (the link's \r Ctrl-C) clear the raw REPL's line; the script never sees them.
    if ([...text].every((c) => c === '\r' || c === '\x03')) return;
    if (entered) after(text, board);
  };
}

/**
 * A board with raw-paste as MicroPython's pyexec.c has it: window = half the 256-byte stdin
 * buffer pyexec assumes, sent as 0x80 0x00 (which the connection library decodes as U+FFFD), and
 * \x01 for each further window once it has taken a window's bytes out of its buffer, slowly.
 * It counts what waits in its buffer: the firmware's serial buffer holds only 128 bytes.
 */
export class RawPasteBoard extends ScriptedBoard {
  /** Bytes the host sent beyond what the board had granted. */
  exceeded = 0;
  /** The most bytes ever waiting in the receive buffer. */
  mostBuffered = 0;
  /** The code the board received in raw-paste mode. */
  received = '';

  constructor(clock: VirtualClock, window = 128, msPerWindow = 15) {
    let pasting = false;
    let buffered = 0;
    let granted = 0;
    let taken = 0;
    const takeWindow = (board: RawPasteBoard) => {
      void clock.sleep(msPerWindow).then(() => {
        const chunk = Math.min(window, buffered);
        buffered -= chunk;
        taken += chunk;
        if (chunk === window) {
          granted += window;
          board.reply('\x01');
        }
        if (buffered >= window) takeWindow(board);
      });
    };
    super(
      clock,
      rawPrompt((text, board) => {
        const self = board as RawPasteBoard;
        if (!pasting && text.startsWith('\x05A\x01')) {
          pasting = true;
          granted = 2 * window;
          taken = 0;
          buffered = 0;
          board.reply(Uint8Array.from([0x52, 0x01, window & 0xff, window >> 8, 0x01]));
          return;
        }
        if (!pasting) return;
        const end = text.indexOf('\x04');
        const data = end < 0 ? text : text.slice(0, end);
        self.received += data;
        buffered += data.length;
        self.mostBuffered = Math.max(self.mostBuffered, buffered);
        if (taken + buffered > granted) self.exceeded = taken + buffered - granted;
        if (buffered >= window && buffered - data.length < window) takeWindow(self);
        if (end >= 0) {
          pasting = false;
          board.reply('\x04');
          board.reply('hallo\r\n\x04\x04>', 5);
        }
      }),
    );
  }
}
