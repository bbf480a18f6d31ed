// Connecting is the connection library's part: its failures arrive as a DeviceError with a code
// (build/esm/device.d.ts), which this turns into the link's one German message each.
import { LinkError, type LinkErrorCode } from './linkError.ts';
import type { BoardConnection } from './seam.ts';

/** The library's DeviceError codes a USB connect can end in, and what the reader is told. */
const DEVICE_FAILURES: Readonly<Record<string, LinkErrorCode>> = {
  'no-device-selected': 'noDeviceChosen',
  'device-in-use': 'deviceInUse',
  'firmware-update-required': 'firmwareUpdate',
  timeout: 'timeout',
};

/** Connects unless connected: the first call opens the browser's device chooser. */
export async function ensureConnected(connection: BoardConnection): Promise<void> {
  if (isConnected(connection)) return;
  try {
    await connection.connect();
  } catch (error) {
    throw connectFailure(error);
  }
  // The library reports some failures as a status, not as a thrown error.
  if (!isConnected(connection)) throw new LinkError('disconnected');
}

// A function, so the check after `await connect()` reads the status anew.
const isConnected = (connection: BoardConnection) => connection.status === 'Connected';

export function connectFailure(error: unknown): LinkError {
  if (error instanceof LinkError) return error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return new LinkError(DEVICE_FAILURES[code] ?? 'disconnected');
}
