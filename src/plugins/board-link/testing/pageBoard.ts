// A micro:bit for the browser tests (tests/e2e/board-link.test.ts), put at the connection seam
// (`window.maqueenFakeBoard`, client/connect.ts) before the page loads. The page cannot run the
// WebAssembly board of the unit tests (it needs a blocking thread), so this one answers the
// link's own scripts (client/boardScripts.ts) from a file system of the board's size, at the
// serial speed of the real one, and "runs" main.py as far as a test needs: its print("…") and
// print((1, 2)) lines before a `while True:` loop, a traceback for `1/0`, and a loop that runs
// until Ctrl-C.
import type { FlashDataSource, FlashOptions } from '@microbit/microbit-connection';
import releaseHex from '../firmware/microbit-micropython-v2.1.2.hex';
import { realClock } from '../client/clock.ts';
import { checksum } from '../client/boardFiles.ts';
import { CLOSE_FILE, IDENTIFY_PY, PROBE_PY, STOP_PY } from '../client/boardScripts.ts';
import { RAW_BANNER } from '../client/rawRepl.ts';
import { takeFlash } from './flashImage.ts';
import { ScriptedBoard } from './scriptedBoard.ts';

declare global {
  interface Window {
    /** What the fake board saw, for the test to read. */
    fakeBoardLog?: string[];
    /** Holds back what the host writes until released: a transfer the test can stop midway. */
    fakeBoardHold?: () => void;
    fakeBoardRelease?: () => void;
    /** Set before the page loads: the board has no MicroPython until it is flashed. */
    fakeBoardWithoutMicroPython?: boolean;
  }
}

const decoder = new TextDecoder();

/** A Python bytes literal's content as pyBytes.ts writes it: printable ASCII, \\, \', \n, \xNN. */
function literalBytes(body: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i] !== '\\') {
      out.push(body.charCodeAt(i));
      continue;
    }
    const next = body[++i];
    if (next === 'n') out.push(0x0a);
    else if (next === 'x') {
      out.push(parseInt(body.slice(i + 1, i + 3), 16));
      i += 2;
    } else out.push(next!.charCodeAt(0));
  }
  return out;
}

export function pageBoard(): ScriptedBoard {
  const files = new Map<string, Uint8Array>();
  const log: string[] = [];
  window.fakeBoardLog = log;
  let mode: 'friendly' | 'raw' | 'running' = 'running';
  let code = '';
  /** The `A` and Ctrl-A after a raw-paste request's Ctrl-E. */
  let swallow = 0;
  let writing: { name: string; bytes: number[] } | null = null;

  const stdout = (script: string): string => {
    if (script === IDENTIFY_PY) return 'micro:bit with nRF52833|2.1.2\r\n';
    if (script === PROBE_PY) {
      let out = '';
      for (const [name, bytes] of files) {
        const sum = name === 'main.py' || name === 'maqueen.py' ? checksum(bytes) : 0;
        out += `${name}|${bytes.length}|${sum}\r\n`;
      }
      const library = files.get('maqueen.py');
      if (library) {
        const head = [...library.subarray(0, 60)].map((b) => b.toString(16).padStart(2, '0'));
        out += `head|${head.join('')}\r\n`;
      }
      return out;
    }
    if (script === STOP_PY) {
      log.push('stop');
      return '';
    }
    for (const line of script.split('\n')) {
      const open = /^f=open\('([\w.]+)','wb'\)$/.exec(line);
      const write = /^w\(b'(.*)'\)$/.exec(line);
      if (open) writing = { name: open[1]!, bytes: [] };
      else if (write && writing) writing.bytes.push(...literalBytes(write[1]!));
      else if (line === CLOSE_FILE.split('\n')[0] && writing) {
        files.set(writing.name, Uint8Array.from(writing.bytes));
        log.push(`wrote ${writing.name}`);
        writing = null;
      }
    }
    return '';
  };

  /** main.py after a soft reset, as far as the tests' programs go. */
  const runMain = (board: ScriptedBoard) => {
    mode = 'running';
    const main = decoder.decode(files.get('main.py') ?? new Uint8Array());
    let out = 'MPY: soft reboot\r\n';
    const lines = main.split('\n');
    for (const [index, line] of lines.entries()) {
      if (/^while True:/.test(line)) break;
      const printed = /^print\("([^"]*)"\)/.exec(line);
      if (printed) out += `${printed[1]}\r\n`;
      const tuple = /^print\(\(([\d, ]*)\)\)/.exec(line);
      if (tuple) out += `(${tuple[1]})\r\n`;
      if (/1\s*\/\s*0/.test(line)) {
        out +=
          'Traceback (most recent call last):\r\n' +
          `  File "main.py", line ${index + 1}, in <module>\r\n` +
          'ZeroDivisionError: divide by zero\r\n';
        break;
      }
    }
    board.reply(out, 20);
  };

  /** A board with MakeCode's demo answers nothing on the serial line. */
  let micropython = !window.fakeBoardWithoutMicroPython;
  let held: string[] | null = null;
  window.fakeBoardHold = () => {
    held ??= [];
  };
  window.fakeBoardRelease = () => {
    const texts = held ?? [];
    held = null;
    for (const text of texts) answer(text, board);
  };

  const answer = (text: string, board: ScriptedBoard) => {
    if (!micropython) return;
    for (const char of text) {
      if (swallow > 0) {
        swallow -= 1;
      } else if (char === '\x03') {
        if (mode === 'running') {
          board.reply('Traceback (most recent call last):\r\nKeyboardInterrupt: \r\n>>> ');
          log.push('interrupted');
        }
        mode = 'friendly';
        code = '';
      } else if (char === '\x01') {
        mode = 'raw';
        code = '';
        board.reply(`\r\n${RAW_BANNER}>`);
      } else if (char === '\x02') {
        mode = 'friendly';
        board.reply('\r\nMicroPython v1.18 on 2023-10-30; micro:bit v2.1.2 with nRF52833\r\n>>> ');
      } else if (char === '\x05' && mode === 'raw') {
        // No raw-paste here: the link falls back to plain raw mode, as with the unit tests' board.
        board.reply('R\x00');
        swallow = 2;
      } else if (char === '\x04') {
        if (mode === 'friendly') runMain(board);
        else if (mode === 'raw' && code === '') {
          // Ctrl-D on an empty line: a soft reset that stays in the raw REPL.
          log.push('fresh start');
          board.reply(`OK\r\nMPY: soft reboot\r\n${RAW_BANNER}>`, 5);
        } else if (mode === 'raw') {
          board.reply(`OK${stdout(code)}\x04\x04>`, 5);
          code = '';
        }
      } else if (mode === 'raw') {
        code += char;
      }
    }
  };

  const board = new ScriptedBoard(realClock, (text) => {
    if (held) held.push(text);
    else answer(text, board);
  });
  // As DAPLink flashes: the image's files (read with microbit-fs) become the board's, with
  // progress as the connection library reports it, then the board starts and runs main.py.
  board.flash = async (source: FlashDataSource, options?: FlashOptions) => {
    const image = await takeFlash(source, options, {
      releaseHex,
      boardVersion: board.getBoardVersion(),
      clock: realClock,
      flashMs: 1000,
    });
    files.clear();
    for (const [name, bytes] of image.files) files.set(name, bytes);
    log.push('flashed');
    micropython = true;
    runMain(board);
  };
  return board;
}

window.maqueenFakeBoard = pageBoard;
