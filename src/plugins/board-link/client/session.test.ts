// The page's one session behind every player's panel: one job at a time, the board's output
// while main.py runs, and what a hidden tab, a pulled cable and a browser without WebUSB do.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { germanDefault } from '../../playground/client/messages.ts';
import { FIRMWARE_HEX_URL } from './flash.ts';
import { LINK_MESSAGES } from './messages.ts';
import { BoardSession, type LinkSnapshot } from './session.ts';
import { VirtualClock } from '../testing/virtualClock.ts';
import { wasmBoards } from '../testing/wasmBoards.ts';

const LIBRARY = { text: '"""maqueen.py – Version 9.9.9 (Test)"""\nX = 1\n', version: '9.9.9' };

const startBoard = wasmBoards();

async function session() {
  const { clock, board } = await startBoard();
  const linked = new BoardSession(async () => ({ available: true, connection: board }), clock);
  return { board, linked };
}

/** Resolves once the session's snapshot satisfies `condition`. */
function until(linked: BoardSession, condition: (s: LinkSnapshot) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (condition(linked.getSnapshot())) return resolve();
    const stop = linked.subscribe(() => {
      if (!condition(linked.getSnapshot())) return;
      stop();
      resolve();
    });
  });
}

const statusText = (snapshot: LinkSnapshot) =>
  snapshot.status ? germanDefault(snapshot.status.message, snapshot.status.values) : '';

test('a transfer runs main.py and its output reaches the console of the player that sent it', async () => {
  const { linked } = await session();
  await linked.transfer('seite/1', { code: 'print("eins")\nprint("zwei")\n', library: LIBRARY });
  const snapshot = linked.getSnapshot();
  assert.equal(snapshot.owner, 'seite/1');
  assert.equal(snapshot.phase, 'running');
  assert.equal(snapshot.libraryOnBoard, '9.9.9');
  await until(linked, (s) => s.console.lines.includes('zwei'));
  assert.ok(linked.getSnapshot().console.lines.includes('eins'));
});

test('a second job while one is under way is refused, not interleaved', async () => {
  const { linked } = await session();
  const first = linked.transfer('seite/1', { code: 'x = 1\n', library: LIBRARY });
  await assert.rejects(linked.stop('seite/2'), { code: 'busy' });
  await first;
  assert.equal(linked.getSnapshot().phase, 'running');
});

test('a hidden tab pauses the connection; shown again, the program is still running', async () => {
  const { board, linked } = await session();
  await linked.transfer('seite/1', { code: 'x = 1\n', library: LIBRARY });
  board.hideTab(true);
  assert.equal(statusText(linked.getSnapshot()), germanDefault(LINK_MESSAGES.paused));
  board.hideTab(false);
  assert.equal(statusText(linked.getSnapshot()), 'Läuft auf dem micro:bit');
  assert.equal(linked.getSnapshot().phase, 'running');
});

test('a pulled cable while main.py runs ends in the lost-connection message', async () => {
  const { board, linked } = await session();
  await linked.transfer('seite/1', { code: 'x = 1\n', library: LIBRARY });
  await board.disconnect();
  const snapshot = linked.getSnapshot();
  assert.equal(snapshot.phase, 'failed');
  assert.equal(snapshot.error?.code, 'disconnected');
});

test('an error in the library’s background reading ends the run in one German message', async () => {
  const { board, linked } = await session();
  await linked.transfer('seite/1', { code: 'x = 1\n', library: LIBRARY });
  board.failInBackground();
  const snapshot = linked.getSnapshot();
  assert.equal(snapshot.phase, 'failed');
  assert.equal(
    snapshot.error && germanDefault(LINK_MESSAGES[snapshot.error.code]),
    'Die Verbindung zum micro:bit ist gestört. Ziehe das USB-Kabel kurz ab, stecke es wieder ein und übertrage dein Programm noch einmal.',
  );
});

test('a board without MicroPython: the transfer fails, the flash shows its progress, then main.py runs', async () => {
  const { clock, board } = await startBoard({ micropython: false });
  const firmware = readFileSync(FIRMWARE_HEX_URL, 'utf8');
  const linked = new BoardSession(
    async () => ({ available: true, connection: board }),
    clock,
    async () => firmware,
  );
  const job = { code: 'print("frisch")\n', library: LIBRARY };
  await linked.transfer('seite/1', job);
  assert.equal(linked.getSnapshot().error?.code, 'notMicroPython');
  const progress: number[] = [];
  const stop = linked.subscribe(() => {
    const value = linked.getSnapshot().progress;
    if (value !== null && value !== progress.at(-1)) progress.push(value);
  });
  await linked.flash('seite/1', job);
  stop();
  assert.ok(progress.length >= 3 && progress.at(-1) === 1, `progress ${progress.join(', ')}`);
  assert.equal(linked.getSnapshot().phase, 'running');
  assert.equal(linked.getSnapshot().progress, null);
  assert.equal(linked.getSnapshot().libraryOnBoard, '9.9.9');
  await until(linked, (s) => s.console.lines.includes('frisch'));
});

test('a browser without WebUSB makes the session unavailable and nothing throws', async () => {
  const linked = new BoardSession(async () => ({ available: false }), new VirtualClock());
  await linked.transfer('seite/1', { code: 'x = 1\n', library: LIBRARY });
  assert.equal(linked.getSnapshot().phase, 'unavailable');
});

test('a connect that fails leaves one German message and the session ready again', async () => {
  // A stand-in with only what a connect needs: the session reaches no other part of it.
  const failing = {
    status: 'NoAuthorizedDevice',
    connect: () => Promise.reject(Object.assign(new Error('x'), { code: 'device-in-use' })),
    addEventListener() {},
  };
  const linked = new BoardSession(
    async () => ({ available: true, connection: failing as never }),
    new VirtualClock(),
  );
  await linked.transfer('seite/1', { code: 'x = 1\n', library: LIBRARY });
  assert.equal(linked.getSnapshot().error?.code, 'deviceInUse');
  assert.equal(linked.busy, false);
});
