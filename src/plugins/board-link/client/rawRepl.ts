// MicroPython's raw REPL, our implementation of the protocol that MicroPython's tools/pyboard.py,
// mpremote and microfs speak (the board side: shared/runtime/pyexec.c):
//   prime   once per connection: Ctrl-A, print("#" * 2048), Ctrl-D; its output is dropped (see prime)
//   enter   Ctrl-C (interrupt), Ctrl-A  →  "raw REPL; CTRL-B to exit\r\n>"
//   fresh   Ctrl-D on an empty line → "OK", "MPY: soft reboot", the raw REPL's banner and ">"
//   exec    raw-paste: Ctrl-E 'A' Ctrl-A → "R\x01", the window size (2 bytes, little-endian)
//           and \x01; the host sends one window, each further \x01 grants one more (the
//           board's receive buffer holds one window, see pasteWrite), \x04 ends the data and the board acknowledges with \x04 (or sends \x04
//           first when it stopped reading early, e.g. a syntax error: then the host answers it).
//           "R\x00": the board has no raw-paste: plain raw mode, the code in small chunks with
//           pauses, then Ctrl-D → "OK".
//           Then stdout, \x04, stderr, \x04, ">".
//   leave   Ctrl-B → the friendly REPL's banner and ">>> "; Ctrl-D there soft-resets and runs
//           main.py (the firmware prints "MPY: soft reboot").
import type { Clock } from './clock.ts';
import { LinkError } from './linkError.ts';
import type { BoardConnection } from './seam.ts';
import type { SerialReader } from './serialReader.ts';

const CTRL_A = '\x01';
const CTRL_B = '\x02';
const CTRL_C = '\x03';
const CTRL_D = '\x04';
const CTRL_E = '\x05';
export const RAW_BANNER = 'raw REPL; CTRL-B to exit\r\n';

/** Plain raw mode: the board's serial receive buffer (128 bytes) at a time, then a pause. */
const PLAIN_CHUNK = 128;
const PLAIN_PAUSE_MS = 10;

export interface ReplTimeouts {
  /** For the raw REPL's prompt after Ctrl-C, Ctrl-A. */
  enterMs: number;
  /** For each answer of the protocol and for a command's output. */
  answerMs: number;
}

export const DEFAULT_TIMEOUTS: ReplTimeouts = { enterMs: 3000, answerMs: 10_000 };

/**
 * What a prime makes the board print: more than any interface chip swallows (the connection
 * library saturates with 2048 before it flashes, cdc-saturation.js), and the wait for it at
 * 115200 baud (about 180 ms) with room for the board's banner and answers.
 */
const PRIME_BYTES = 2048;
const PRIME_WAIT_MS = 300;

/** Connections whose serial path was primed since they were (re)connected. */
const primed = new WeakSet<BoardConnection>();

/** The cable was unplugged: the next contact primes again. */
export function forgetPriming(connection: BoardConnection): void {
  primed.delete(connection);
}

export interface ExecResult {
  stdout: string;
  stderr: string;
}

export class RawRepl {
  /** Whether the board offers raw-paste; unknown until asked once per connection. */
  private rawPaste: boolean | null = null;

  constructor(
    private readonly connection: BoardConnection,
    private readonly reader: SerialReader,
    private readonly clock: Clock,
    private readonly timeouts: ReplTimeouts = DEFAULT_TIMEOUTS,
  ) {}

  /** Whether the last exec used raw-paste (for tests and the bench). */
  get usesRawPaste(): boolean | null {
    return this.rawPaste;
  }

  /**
   * Every write has a time limit: a board that takes no more bytes (a stuck USB transfer) ends
   * the link with "antwortet nicht" instead of a page that waits for ever.
   */
  private async write(text: string): Promise<void> {
    const giveUp = new AbortController();
    let timedOut = false;
    const limit = this.clock
      .sleep(this.timeouts.answerMs, giveUp.signal)
      .then(() => void (timedOut = !giveUp.signal.aborted));
    try {
      await Promise.race([this.connection.serialWrite(text), limit]);
    } finally {
      giveUp.abort();
    }
    if (timedOut) throw new LinkError('timeout');
  }

  /** Interrupts a running program (twice: the first may land in its `except` or `finally`). */
  async interrupt(): Promise<void> {
    await this.write(`\r${CTRL_C}`);
    await this.clock.sleep(50);
    await this.write(CTRL_C);
    await this.clock.sleep(50);
  }

  /**
   * Interrupts whatever runs and enters the raw REPL. The serial path is primed first on a
   * connection's first contact, and once more before a board that gave no prompt in time counts
   * as one that does not speak MicroPython's REPL.
   */
  async enter(): Promise<void> {
    if (!primed.has(this.connection)) await this.prime();
    for (let attempt = 0; ; attempt++) {
      await this.interrupt();
      this.reader.drain();
      await this.write(`\r${CTRL_A}`);
      try {
        await this.reader.until(`${RAW_BANNER}>`, this.timeouts.enterMs);
        return;
      } catch (error) {
        if (!(error instanceof LinkError && error.code === 'timeout')) throw error;
        if (attempt > 0) throw new LinkError('notMicroPython');
        await this.prime();
      }
    }
  }

  /**
   * DAPLink issue 903: after the cable is plugged in, the interface chip's serial port takes the
   * board's first output (up to 1088 bytes on a V2: its UART ring and CDC buffers) and the page
   * never sees it, so the raw REPL's prompt would go missing. A board in MicroPython prints
   * PRIME_BYTES once (blindly: raw REPL, a print, run); the page waits until they have passed
   * and drops whatever of them arrived. A board without MicroPython ignores the bytes.
   */
  private async prime(): Promise<void> {
    primed.add(this.connection);
    await this.interrupt();
    await this.write(`\r${CTRL_A}print("#" * ${PRIME_BYTES})${CTRL_D}`);
    await this.clock.sleep(PRIME_WAIT_MS);
    this.reader.drain();
  }

  /** Runs `code` (ASCII) in the raw REPL and returns what it printed. */
  async exec(code: string): Promise<ExecResult> {
    if (this.rawPaste !== false && (await this.startRawPaste())) {
      await this.pasteWrite(code);
    } else {
      await this.plainWrite(code);
    }
    const answer = this.timeouts.answerMs;
    const stdout = (await this.reader.until(CTRL_D, answer)).slice(0, -1);
    const stderr = (await this.reader.until(CTRL_D, answer)).slice(0, -1);
    if ((await this.reader.take(1, answer)) !== '>') throw new LinkError('garbage');
    return { stdout, stderr };
  }

  /** Asks for raw-paste; false (and the raw REPL ready again) when the board has none. */
  private async startRawPaste(): Promise<boolean> {
    await this.write(`${CTRL_E}A${CTRL_A}`);
    const answer = await this.reader.take(2, this.timeouts.answerMs);
    if (answer === 'R\x01') {
      this.rawPaste = true;
      return true;
    }
    if (answer === 'R\x00' || answer === 'ra') {
      // "R\x00": known but not offered; "ra…": Ctrl-E was taken as text and Ctrl-A reset the
      // raw REPL. Either way a fresh Ctrl-A brings back exactly one banner and prompt.
      this.rawPaste = false;
      await this.write(`${CTRL_C}${CTRL_A}`);
      await this.reader.until(`${RAW_BANNER}>`, this.timeouts.answerMs);
      return false;
    }
    throw new LinkError('garbage');
  }

  /**
   * Raw-paste: never more than one window unacknowledged. pyexec.c offers two windows of 128
   * bytes at the start (the window, then \x01), counting on a 256-byte stdin buffer, but the
   * firmware's serial receive buffer holds 128 (src/codal_app/main.cpp): so the first \x01 is
   * taken with the header, and only each later one, sent once the board has read a window,
   * grants another.
   */
  private async pasteWrite(code: string): Promise<void> {
    const answer = this.timeouts.answerMs;
    const header = await this.reader.take(3, answer);
    if (header[2] !== '\x01') throw new LinkError('garbage');
    // The connection decodes serial data as UTF-8, so a window byte of 0x80 or more arrives
    // as U+FFFD: assume the smallest such window, 0x80, which is the board's (256 / 2).
    const low = header.charCodeAt(0) === 0xfffd ? 0x80 : header.charCodeAt(0);
    const high = header.charCodeAt(1);
    const window = low | (high << 8);
    if (window === 0 || high > 0x7f) throw new LinkError('garbage');
    let granted = window;
    let sent = 0;
    while (sent < code.length) {
      while (granted === 0 || this.reader.pending > 0) {
        const signal = await this.reader.take(1, answer);
        if (signal === '\x01') {
          granted += window;
        } else if (signal === CTRL_D) {
          // The board stopped reading (a syntax error): acknowledge; its error follows.
          await this.write(CTRL_D);
          return;
        } else {
          throw new LinkError('garbage');
        }
      }
      const piece = code.slice(sent, sent + granted);
      await this.write(piece);
      granted -= piece.length;
      sent += piece.length;
    }
    await this.write(CTRL_D);
    // Flow-control bytes still on their way come before the board's acknowledgement.
    const rest = await this.reader.until(CTRL_D, answer);
    if ([...rest].some((c) => c !== '\x01' && c !== CTRL_D)) throw new LinkError('garbage');
  }

  /** Plain raw mode: small chunks with pauses, so the board's receive buffer never overflows. */
  private async plainWrite(code: string): Promise<void> {
    for (let at = 0; at < code.length; at += PLAIN_CHUNK) {
      await this.write(code.slice(at, at + PLAIN_CHUNK));
      await this.clock.sleep(PLAIN_PAUSE_MS);
    }
    await this.write(CTRL_D);
    if ((await this.reader.take(2, this.timeouts.answerMs)) !== 'OK') {
      throw new LinkError('garbage');
    }
  }

  /**
   * Soft reset in the raw REPL, as pyboard.py does before it runs anything: a fresh heap (an
   * interrupted program's objects are gone), and main.py does not run; the raw REPL is back.
   */
  async freshStart(): Promise<void> {
    await this.write(CTRL_D);
    if ((await this.reader.take(2, this.timeouts.answerMs)) !== 'OK') {
      throw new LinkError('garbage');
    }
    await this.reader.until('soft reboot', this.timeouts.answerMs);
    await this.reader.until(`${RAW_BANNER}>`, this.timeouts.answerMs);
  }

  /** Back to the friendly REPL. */
  async leave(): Promise<void> {
    await this.write(CTRL_B);
    await this.reader.until('>>> ', this.timeouts.answerMs);
  }

  /** Soft reset in the friendly REPL: the board starts main.py. */
  async softReset(): Promise<void> {
    await this.write(CTRL_D);
    await this.reader.until('soft reboot', this.timeouts.answerMs);
  }
}
