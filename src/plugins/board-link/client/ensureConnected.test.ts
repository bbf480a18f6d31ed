// Connecting fails in the connection library's words (a DeviceError code); the reader gets the
// link's German message for each, and a status the library reports instead of throwing counts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ensureConnected } from './ensureConnected.ts';
import { LinkError } from './linkError.ts';
import type { BoardConnection } from './seam.ts';

function board(connect: () => Promise<void>, status: BoardConnection['status'] = 'Disconnected') {
  const connection = { status, connect } as unknown as BoardConnection;
  return connection;
}

const cases: [string, string][] = [
  ['no-device-selected', 'noDeviceChosen'],
  ['device-in-use', 'deviceInUse'],
  ['firmware-update-required', 'firmwareUpdate'],
  ['timeout', 'timeout'],
  ['connection-error', 'disconnected'],
];

for (const [deviceCode, linkCode] of cases) {
  test(`a connect that fails with ${deviceCode} says ${linkCode}`, async () => {
    const failing = board(() =>
      Promise.reject(Object.assign(new Error('x'), { code: deviceCode })),
    );
    await assert.rejects(ensureConnected(failing), (error: unknown) => {
      assert.ok(error instanceof LinkError);
      assert.equal(error.code, linkCode);
      return true;
    });
  });
}

test('a connect that returns without connecting is a lost connection', async () => {
  await assert.rejects(ensureConnected(board(async () => {})), { code: 'disconnected' });
});

test('a connected board is not connected again (no second device chooser)', async () => {
  let calls = 0;
  await ensureConnected(board(async () => void calls++, 'Connected'));
  assert.equal(calls, 0);
});
