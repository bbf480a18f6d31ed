// The connection seam: the parts of @microbit/microbit-connection's `MicrobitUSBConnection` the
// link uses. Type-only imports: nothing of the library loads with these modules (connect.ts
// imports it in the browser, after the reader's click); tests pass a fake board instead.
import type { MicrobitUSBConnection } from '@microbit/microbit-connection/usb';

export type BoardConnection = Pick<
  MicrobitUSBConnection,
  | 'connect'
  | 'serialWrite'
  | 'addEventListener'
  | 'removeEventListener'
  | 'checkAvailability'
  | 'getBoardVersion'
  | 'status'
  | 'flash'
>;
