// The one place that loads @microbit/microbit-connection: a dynamic import, called from the
// reader's click, so the library (which touches `navigator`) is in no page's first load and
// never runs during the build.
import type { OpenConnection } from './session.ts';
import type { BoardConnection } from './seam.ts';

declare global {
  interface Window {
    /**
     * A fake board at the connection seam, as python.microbit.org's own tests use one: the
     * browser tests (tests/e2e/board-link.test.ts) put it here before the page loads, since no
     * test machine has a micro:bit on USB. Never set by the site.
     */
    maqueenFakeBoard?: () => BoardConnection;
  }
}

/** Whether this browser can talk WebUSB, and the connection to use if so. */
export const openBoardConnection: OpenConnection = async () => {
  if (window.maqueenFakeBoard) return { available: true, connection: window.maqueenFakeBoard() };
  const { createUSBConnection } = await import(
    /* webpackChunkName: "microbit-connection" */ '@microbit/microbit-connection/usb'
  );
  const connection = createUSBConnection();
  if ((await connection.checkAvailability()) !== 'available') return { available: false };
  await connection.initialize();
  return { available: true, connection };
};
