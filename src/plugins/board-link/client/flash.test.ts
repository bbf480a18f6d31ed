// Flashing MicroPython with the library and main.py onto a board without MicroPython: the image
// itself (read back with @microbit/microbit-fs), and the whole way on the firmware's fake board
// (testing/wasmBoard.ts), which starts silent and runs the flashed image's files afterwards.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { MicropythonFsHex } from '@microbit/microbit-fs';
import { germanDefault } from '../../playground/client/messages.ts';
import { FIRMWARE_HEX_URL, flashProgram, hexWithFiles } from './flash.ts';
import { LINK_MESSAGES } from './messages.ts';
import { SerialLines } from './serialLines.ts';
import { failureText, transferProgram, type StatusStep } from './transfer.ts';
import { transferJob } from './transferJob.ts';
import { linkFailure } from '../testing/linkFailure.ts';
import { untilSerial } from '../testing/waitFor.ts';
import { wasmBoards } from '../testing/wasmBoards.ts';

const RELEASE = readFileSync(FIRMWARE_HEX_URL, 'utf8');
const LIBRARY = readFileSync(
  new URL('../../../../versioned_docs/version-2.0.2/lib/maqueen.py', import.meta.url),
  'utf8',
);
const loadFirmware = async () => RELEASE;
const board = wasmBoards();

/** The bytes of an Intel hex's data records, to look for text in the image. */
function imageText(hex: string): string {
  let text = '';
  for (const line of hex.split(/\r?\n/)) {
    if (!line.startsWith(':') || line.slice(7, 9) !== '00') continue;
    text += Buffer.from(line.slice(9, -2), 'hex').toString('latin1');
  }
  return text;
}

test('the image is the firmware release with maqueen.py and main.py in its file system', () => {
  const files = { 'maqueen.py': LIBRARY, 'main.py': 'print("Hallo")\n' };
  const hex = hexWithFiles(RELEASE, files);
  const back = new MicropythonFsHex(RELEASE);
  back.importFilesFromHex(hex);
  assert.deepEqual(back.ls().sort(), ['main.py', 'maqueen.py']);
  assert.equal(back.read('maqueen.py'), LIBRARY);
  assert.equal(back.read('main.py'), files['main.py']);
  // The firmware the simulator runs: MicroPython 1.18 in micro:bit release 2.1.2.
  assert.match(
    imageText(hex),
    /MicroPython v1\.18 on 2023-10-30; micro:bit v2\.1\.2 with nRF52833/,
  );
});

test('a program that leaves no room is refused before anything is flashed', async () => {
  const { board: flat } = await board({ micropython: false });
  const huge = `# ${'x'.repeat(30_000)}\n`;
  const error = await linkFailure(
    flashProgram(
      { code: huge, library: { text: LIBRARY, version: '2.0.2' } },
      { connection: flat, loadFirmware },
    ),
  );
  assert.equal(error.code, 'tooBig');
  assert.match(failureText(error, germanDefault), /^Das passt nicht auf den micro:bit/);
  assert.deepEqual(flat.flashed, []);
});

test('a board without MicroPython: the transfer says so, the flash puts everything on it, main.py runs, and the next transfer is the fast way', async () => {
  const { clock, board: fresh } = await board({ micropython: false });
  const code = 'from maqueen import *\nprint("Hallo", version())\n';
  const job = transferJob(code, LIBRARY);
  const refused = await linkFailure(transferProgram(job, { connection: fresh, clock }));
  assert.equal(refused.code, 'notMicroPython');

  const steps: StatusStep[] = [];
  const progress: number[] = [];
  const console = new SerialLines();
  fresh.addEventListener('serialdata', (event) => console.push(event.data));
  await flashProgram(job, {
    connection: fresh,
    loadFirmware,
    onStatus: (step) => steps.push(step),
    onProgress: (fraction) => progress.push(fraction),
  });
  assert.deepEqual(
    steps.map((step) => germanDefault(step.message, step.values)),
    [
      'Verbinde …',
      'Lade MicroPython …',
      'Spiele MicroPython 2.1.2, maqueen.py (2.0.2) und main.py auf. Zieh das Kabel nicht ab …',
      'Läuft auf dem micro:bit',
    ],
  );
  assert.deepEqual(
    progress,
    [...progress].sort((a, b) => a - b),
    'the progress only grows',
  );
  assert.equal(progress.at(-1), 1);
  await untilSerial(fresh, () => console.content.lines.some((line) => line.startsWith('Hallo')));
  assert.deepEqual(await fresh.files(), { 'maqueen.py': job.library.text, 'main.py': code });

  const status: string[] = [];
  const again = await transferProgram(
    { ...job, code: 'x = 2\n' },
    { connection: fresh, clock, onStatus: (s) => status.push(germanDefault(s.message, s.values)) },
  );
  assert.equal(again.libraryCopied, false);
  assert.ok(status.includes('maqueen.py (2.0.2) ist schon auf dem micro:bit.'));
});

test('a micro:bit V1 is told so and nothing is flashed', async () => {
  const { board: v1 } = await board({ micropython: false, boardVersion: 'V1' });
  const error = await linkFailure(
    flashProgram(transferJob('x = 1\n', LIBRARY), { connection: v1, loadFirmware }),
  );
  assert.equal(error.code, 'boardV1');
  assert.deepEqual(v1.flashed, []);
});

test('a firmware that does not arrive and a flash that breaks off each end in one German message', async () => {
  const { board: fresh } = await board({ micropython: false });
  const missing = await linkFailure(
    flashProgram(transferJob('x = 1\n', LIBRARY), {
      connection: fresh,
      loadFirmware: () => Promise.reject(new Error('offline')),
    }),
  );
  assert.equal(failureText(missing, germanDefault), germanDefault(LINK_MESSAGES.firmwareMissing));

  // The cable pulled during the flash: the library rejects with its DeviceError.
  fresh.flash = async () => {
    throw Object.assign(new Error('unplugged'), { code: 'timeout' });
  };
  const steps: string[] = [];
  const cut = await linkFailure(
    flashProgram(transferJob('x = 1\n', LIBRARY), {
      connection: fresh,
      loadFirmware,
      onStatus: (step) => steps.push(germanDefault(step.message, step.values)),
    }),
  );
  assert.equal(cut.code, 'timeout');
  assert.ok(!steps.includes('Läuft auf dem micro:bit'));
});
