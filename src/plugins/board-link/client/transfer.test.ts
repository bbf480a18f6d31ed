// The transfer against a micro:bit made of the real MicroPython (testing/wasmBoard.ts) and
// against small scripted boards for what that one cannot be.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { explainFailure } from '../../playground/client/errors.ts';
import { germanDefault } from '../../playground/client/messages.ts';
import { RAW_BANNER } from './rawRepl.ts';
import { LINK_MESSAGES } from './messages.ts';
import { SerialLines } from './serialLines.ts';
import { stopOnBoard } from './stop.ts';
import {
  failureText,
  olderThan,
  transferProgram,
  writeExecs,
  type StatusStep,
} from './transfer.ts';
import { transferJob } from './transferJob.ts';
import { readGuideVersions } from '../../../../guide/versions.ts';
import { rawPrompt, ScriptedBoard } from '../testing/scriptedBoard.ts';
import { linkFailure } from '../testing/linkFailure.ts';
import { VirtualClock } from '../testing/virtualClock.ts';
import { untilSerial } from '../testing/waitFor.ts';
import { wasmBoards } from '../testing/wasmBoards.ts';

const lib = (version: string) =>
  readFileSync(
    new URL(`../../../../versioned_docs/version-${version}/lib/maqueen.py`, import.meta.url),
    'utf8',
  );
const LIB_202 = { text: lib('2.0.2'), version: '2.0.2' };
const LIB_100 = lib('1.0.0');

const wasmBoard = wasmBoards();
const SITE = new URL('../../../../', import.meta.url).pathname;

function recorder() {
  const steps: StatusStep[] = [];
  const texts = () => steps.map((step) => germanDefault(step.message, step.values));
  return { onStatus: (step: StatusStep) => steps.push(step), texts };
}

test('a fresh board gets the library and main.py, then main.py runs', async () => {
  const { clock, board } = await wasmBoard();
  const status = recorder();
  const code = 'print("Hallo")\n';
  const result = await transferProgram(
    { code, library: LIB_202 },
    { connection: board, clock, onStatus: status.onStatus },
  );
  assert.equal(result.libraryCopied, true);
  assert.deepEqual(status.texts(), [
    'Verbinde …',
    'Kopiere maqueen.py (2.0.2) …',
    'Kopiere main.py …',
    'Starte main.py …',
    'Läuft auf dem micro:bit',
  ]);
  const files = await board.files();
  assert.equal(files['maqueen.py'], LIB_202.text);
  assert.equal(files['main.py'], code);
  assert.equal(board.overflow, 0, 'the receive buffer never overflowed');
});

test('every version’s library and a 10 KB program arrive byte for byte', async () => {
  for (const version of readGuideVersions(SITE)) {
    const job = transferJob('print("ok")\n', readFileSync(version.libraryFile, 'utf8'));
    const { clock, board } = await wasmBoard();
    await transferProgram(job, { connection: board, clock });
    assert.equal((await board.files())['maqueen.py'], job.library.text, version.label);
    assert.equal(board.overflow, 0, `${version.label}: the receive buffer never overflowed`);
  }
  // Umlauts, quotes, backslashes and tabs, as a program may hold them: 10 KB of them.
  const line = (i: number) =>
    `print("Grüße Nr. ${i}: \\n 'x' \\"y\\"\t€")  # ${'ä'.repeat(i % 7)}\n`;
  let code = '';
  for (let i = 0; code.length < 10_000; i++) code += line(i);
  const job = transferJob(code, lib('1.0.0'));
  const { clock, board } = await wasmBoard();
  await transferProgram(job, { connection: board, clock });
  assert.equal((await board.files())['main.py'], code);
});

test('a board just plugged in, whose interface chip takes its first 1088 bytes of output, takes the program at the first click: the serial path is primed once, before anything else', async () => {
  const { clock, board } = await wasmBoard();
  const code = 'print("Hallo")\n';
  await transferProgram({ code, library: LIB_202 }, { connection: board, clock });
  assert.equal((await board.files())['main.py'], code);
  const written = new TextDecoder().decode(Uint8Array.from(board.written));
  assert.ok(
    written.startsWith('\r\x03\x03\r\x01print("#" * 2048)\x04\r\x03\x03\r\x01'),
    JSON.stringify(written.slice(0, 40)),
  );
  assert.equal(written.split('print("#"').length, 2, 'primed once');
  // A second transfer on the same connection needs no prime.
  await transferProgram({ code, library: LIB_202 }, { connection: board, clock });
  const again = new TextDecoder().decode(Uint8Array.from(board.written));
  assert.equal(again.split('print("#"').length, 2);
});

test('the same library is not copied twice', async () => {
  const { clock, board } = await wasmBoard({ files: { 'maqueen.py': LIB_202.text } });
  const status = recorder();
  const result = await transferProgram(
    { code: 'x = 1\n', library: LIB_202 },
    { connection: board, clock, onStatus: status.onStatus },
  );
  assert.equal(result.libraryCopied, false);
  assert.ok(status.texts().includes('maqueen.py (2.0.2) ist schon auf dem micro:bit.'));
  assert.ok(!status.texts().some((text) => text.startsWith('Kopiere maqueen.py')));
});

test('another version’s library is replaced, and the status names both', async () => {
  const { clock, board } = await wasmBoard({ files: { 'maqueen.py': LIB_100 } });
  const status = recorder();
  const result = await transferProgram(
    { code: 'x = 1\n', library: LIB_202 },
    { connection: board, clock, onStatus: status.onStatus },
  );
  assert.equal(result.libraryCopied, true);
  assert.equal((await board.files())['maqueen.py'], LIB_202.text);
  assert.ok(
    status
      .texts()
      .includes('Auf dem micro:bit ist maqueen.py (1.0.0). Kopiere maqueen.py (2.0.2) …'),
  );
});

test('Next’s library goes over as the page sends it, and the board then names its version', async () => {
  const next = readFileSync(new URL('../../../../docs/lib/maqueen.py', import.meta.url), 'utf8');
  const { clock, board } = await wasmBoard();
  const job = transferJob('from maqueen import *\nprint(version())\n', next);
  assert.equal(job.library.version, 'Next');
  await transferProgram(job, { connection: board, clock });
  const onBoard = (await board.files())['maqueen.py']!;
  assert.equal(onBoard.split('\n').length, next.split('\n').length, 'every line where it was');
  const status = recorder();
  const again = await transferProgram(job, { connection: board, clock, onStatus: status.onStatus });
  assert.equal(again.libraryCopied, false);
  assert.ok(status.texts().includes('maqueen.py (Next) ist schon auf dem micro:bit.'));
});

test('a program that prints shows its lines in the console', async () => {
  const { clock, board } = await wasmBoard();
  const console = new SerialLines();
  const code = 'for i in range(3):\n    print("Zeile", i)\n';
  const result = await transferProgram({ code, library: LIB_202 }, { connection: board, clock });
  // From the soft reset on, as the page's console does: what came with it, then the rest.
  console.push(result.firstOutput);
  board.addEventListener('serialdata', (event) => console.push(event.data));
  await untilSerial(board, () => console.content.lines.includes('Zeile 2'));
  const printed = console.content.lines.filter((line) => line.startsWith('Zeile'));
  assert.deepEqual(printed, ['Zeile 0', 'Zeile 1', 'Zeile 2']);
});

test('an error on the board shows as the player’s error with "Zeile N"', async () => {
  const { clock, board } = await wasmBoard();
  const console = new SerialLines();
  board.addEventListener('serialdata', (event) => console.push(event.data));
  const code = 'x = 1\ny = 2\nprint(z)\n';
  await transferProgram({ code, library: LIB_202 }, { connection: board, clock });
  await untilSerial(board, () => console.failure !== null);
  assert.equal(console.failure?.line, 3);
  const german = console.failure && explainFailure(console.failure, germanDefault);
  assert.equal(german?.where, 'Zeile 3');
  assert.equal(german?.message, '`z` ist nicht definiert.');
});

test('Stopp interrupts a while True loop and sends the library’s stop call', async () => {
  const stub =
    '"""maqueen.py – Version 2.0.2 (Stub)"""\n' +
    'def motor_stop():\n    print("aus:motor_stop")\n' +
    'def led_red(on):\n    print("aus:led_red", on)\n' +
    'def led_rgb_off():\n    print("aus:led_rgb_off")\n';
  const { clock, board } = await wasmBoard();
  const console = new SerialLines();
  board.addEventListener('serialdata', (event) => console.push(event.data));
  const code = 'n = 0\nwhile True:\n    n += 1\n    if n % 2000 == 0:\n        print("noch da")\n';
  await transferProgram(
    { code, library: { text: stub, version: '2.0.2' } },
    { connection: board, clock },
  );
  await untilSerial(board, () => console.content.lines.includes('noch da'));
  const status = recorder();
  await stopOnBoard({ connection: board, clock, onStatus: status.onStatus });
  const all = console.content.lines.join('\n');
  assert.match(all, /KeyboardInterrupt/);
  assert.match(all, /aus:motor_stop\r?\naus:led_red False\r?\naus:led_rgb_off/);
  assert.deepEqual(status.texts(), ['Stoppe …', 'Gestoppt: Motoren aus, LEDs aus.']);
});

test('the robot stands still from before the first file is written: motors and LEDs off', async () => {
  // The running program drives and lights the robot without the library; the motor controller
  // keeps its speed after an interrupt, so only the link can stop it.
  const driving =
    'from microbit import i2c, pin15\nimport neopixel\n' +
    'i2c.write(0x10, bytes([0, 0, 100, 0, 100]))\ni2c.write(0x10, bytes([0x0B, 1, 1]))\n' +
    'n = neopixel.NeoPixel(pin15, 4)\nn[0] = (255, 0, 0)\nn.show()\nwhile True:\n    pass\n';
  const { clock, board } = await wasmBoard({ files: { 'main.py': driving } });
  await transferProgram({ code: 'x = 1\n', library: LIB_202 }, { connection: board, clock });
  assert.deepEqual(await board.robot(), {
    motorsDriving: false,
    redLeds: { left: false, right: false },
    pixels: Array.from({ length: 4 }, () => ({ r: 0, g: 0, b: 0 })),
  });
});

test('a heap the interrupted program filled does not break the transfer: the board starts afresh', async () => {
  // main.py keeps 60 KB of the 64 KB heap; after Ctrl-C its globals stay in the REPL.
  const hungry = 'platz = bytearray(60000)\nwhile True:\n    pass\n';
  const { clock, board } = await wasmBoard({ files: { 'main.py': hungry } });
  const result = await transferProgram(
    { code: 'x = 1\n', library: LIB_202 },
    { connection: board, clock },
  );
  assert.equal(result.libraryCopied, true);
  assert.equal((await board.files())['main.py'], 'x = 1\n');
});

test('the connection dropping at 50 % of the library says what is on the board', async () => {
  // Where the library's bytes start on the line, learnt from a transfer that is not cut.
  const dry = await wasmBoard();
  await transferProgram(
    { code: 'x = 1\n', library: LIB_202 },
    { connection: dry.board, clock: dry.clock },
  );
  const sent = String.fromCharCode(...dry.board.written);
  const start = sent.indexOf("f=open('maqueen.py'");
  const libraryBytes = writeExecs('maqueen.py', new TextEncoder().encode(LIB_202.text)).join(
    '',
  ).length;
  assert.ok(start > 0);

  const { clock, board } = await wasmBoard({
    cut: { afterBytes: start + libraryBytes / 2, status: 'Disconnected' },
  });
  const status = recorder();
  const error = await linkFailure(
    transferProgram(
      { code: 'x = 1\n', library: LIB_202 },
      { connection: board, clock, onStatus: status.onStatus },
    ),
  );
  assert.equal(error.code, 'disconnected');
  assert.equal(
    failureText(error, germanDefault),
    'Die Verbindung ist abgebrochen. Auf dem micro:bit ist jetzt: maqueen.py unvollständig, ' +
      'main.py unbekannt. Schließe den micro:bit wieder an und übertrage noch einmal.',
  );
  assert.ok(!status.texts().includes(germanDefault(LINK_MESSAGES.running)));
});

test('a tab hidden while main.py is copied (the library pauses the connection) never claims success', async () => {
  const { clock, board } = await wasmBoard({
    files: { 'maqueen.py': LIB_202.text },
    cut: { afterBytes: 2200, status: 'Paused' },
  });
  const status = recorder();
  const error = await linkFailure(
    transferProgram(
      { code: `# ${'x'.repeat(3000)}\nx = 1\n`, library: LIB_202 },
      { connection: board, clock, onStatus: status.onStatus },
    ),
  );
  assert.equal(
    failureText(error, germanDefault),
    'Die Verbindung ist abgebrochen. Auf dem micro:bit ist jetzt: maqueen.py (2.0.2) ' +
      'vollständig, main.py unvollständig. Schließe den micro:bit wieder an und übertrage noch einmal.',
  );
  assert.ok(!status.texts().includes(germanDefault(LINK_MESSAGES.running)));
});

test('a board whose files leave no room gets one German message and nothing is written', async () => {
  const { clock, board } = await wasmBoard({ files: { 'daten.txt': 'x'.repeat(12_000) } });
  const error = await linkFailure(
    transferProgram({ code: 'x = 1\n', library: LIB_202 }, { connection: board, clock }),
  );
  assert.equal(error.code, 'tooBig');
  assert.equal(
    failureText(error, germanDefault),
    'Das passt nicht auf den micro:bit: Bibliothek und Programm brauchen 10345 Bytes, frei sind ' +
      'nur 8054 Bytes. Es wurde nichts geschrieben.',
  );
  assert.deepEqual(Object.keys(await board.files()), ['daten.txt']);
  // The figure is the firmware's: a main.py of exactly that size fits beside the file, one
  // byte more does not.
  const beside = (size: number) => ({
    'daten.txt': 'x'.repeat(12_000),
    'main.py': '#'.repeat(size),
  });
  await wasmBoard({ files: beside(8054) });
  await assert.rejects(wasmBoard({ files: beside(8055) }), /OSError 28/);
});

/**
 * A board in plain raw mode that answers the link's identify script (any code it runs) with
 * `identity`, as `machine|release`; a Ctrl-D on an empty line is the fresh start.
 */
function identifying(identity: string) {
  let code = '';
  return rawPrompt((text, board) => {
    if (text.startsWith('\x05A\x01')) return board.reply('R\x00');
    if (text.includes('\x01')) return board.reply(`\r\n${RAW_BANNER}>`);
    const end = text.indexOf('\x04');
    code += end < 0 ? text : text.slice(0, end);
    if (end < 0) return;
    if (code === '') board.reply(`OK\r\nMPY: soft reboot\r\n${RAW_BANNER}>`);
    else board.reply(`OK${identity}\r\n\x04\x04>`);
    code = '';
  });
}

test('a micro:bit V1 gets one German message, by its USB id or by os.uname()', async () => {
  const byUsbId = await wasmBoard({ boardVersion: 'V1' });
  // A V1's MicroPython answers the link's question with its chip (the firmware here is a V2's).
  const unameClock = new VirtualClock();
  const byUname = new ScriptedBoard(unameClock, identifying('micro:bit with nRF51822'));
  for (const { board, clock } of [byUsbId, { board: byUname, clock: unameClock }]) {
    const error = await linkFailure(
      transferProgram({ code: 'x = 1\n', library: LIB_202 }, { connection: board, clock }),
    );
    assert.equal(
      failureText(error, germanDefault),
      'Das ist ein micro:bit V1. Der Maqueen Plus V2 und diese Anleitung brauchen einen micro:bit V2.',
    );
  }
});

test('a board with an older MicroPython gets one German message that offers the flash; the guide’s release and newer ones go on', async () => {
  assert.equal(
    await scriptedFailure(identifying('micro:bit with nRF52833|2.0.0')),
    germanDefault(LINK_MESSAGES.oldMicroPython, { release: '2.0.0', wanted: '2.1.2' }),
  );
  for (const [release, older] of [
    ['2.1.1', true],
    ['2.1.2-beta.1', true],
    ['1.9.9', true],
    ['2.1.2', false],
    ['2.2.0', false],
    ['10.0.0', false],
    ['', false],
  ] as const) {
    assert.equal(olderThan(release, '2.1.2'), older, release);
  }
});

async function scriptedFailure(script: ConstructorParameters<typeof ScriptedBoard>[1]) {
  const clock = new VirtualClock();
  const board = new ScriptedBoard(clock, script);
  const error = await linkFailure(
    transferProgram({ code: 'x = 1\n', library: LIB_202 }, { connection: board, clock }),
  );
  return failureText(error, germanDefault);
}

test('a board without MicroPython (a MakeCode program) gets one German message', async () => {
  const text = await scriptedFailure((_, board) => board.reply('42\r\n'));
  assert.equal(text, germanDefault(LINK_MESSAGES.notMicroPython));
});

test('a board that stops answering gets one German message after the timeout', async () => {
  const text = await scriptedFailure(rawPrompt(() => {}));
  assert.equal(text, germanDefault(LINK_MESSAGES.timeout));
});

test('a board that takes no more bytes gets one German message after the time limit', async () => {
  const clock = new VirtualClock();
  // The first bytes go, then a USB transfer never completes.
  let writes = 0;
  const board = new ScriptedBoard(clock, () => {});
  const write = board.serialWrite.bind(board);
  board.serialWrite = (data) => (++writes > 1 ? new Promise<void>(() => {}) : write(data));
  const error = await linkFailure(
    transferProgram({ code: 'x = 1\n', library: LIB_202 }, { connection: board, clock }),
  );
  assert.equal(failureText(error, germanDefault), germanDefault(LINK_MESSAGES.timeout));
  assert.ok(writes > 1, 'the second write hung');
});

test('garbage from the board gets one German message', async () => {
  const text = await scriptedFailure(rawPrompt((_, board) => board.reply('\x7f?#~')));
  assert.equal(text, germanDefault(LINK_MESSAGES.garbage));
});
