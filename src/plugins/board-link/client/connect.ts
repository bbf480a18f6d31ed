// The one place that loads @microbit/microbit-connection: a dynamic import, called from the
// reader's click, so the library (which touches `navigator`) is in no page's first load and
// never runs during the build.
import type { MicrobitUSBConnection } from '@microbit/microbit-connection/usb';

/** Whether this browser can talk WebUSB, and the connection to use if so. */
export async function createBoardConnection(): Promise<
  { available: true; connection: MicrobitUSBConnection } | { available: false }
> {
  const { createUSBConnection } = await import('@microbit/microbit-connection/usb');
  const connection = createUSBConnection();
  if ((await connection.checkAvailability()) !== 'available') return { available: false };
  await connection.initialize();
  return { available: true, connection };
}
