// The serial line between the board and the page as the fakes model it: 115200 baud, 10 bits a
// byte; USB packets of 62 bytes that the connection library decodes one by one as UTF-8 (so a
// lone byte ≥ 0x80 arrives as U+FFFD).
export const BAUD = 115_200;
export const BYTE_MS = 10_000 / BAUD;
export const PACKET_BYTES = 62;
/** The board's receive buffer (MicroPython's stdin buffer: raw-paste offers half as window). */
export const RX_BUFFER_BYTES = 256;

const decoder = new TextDecoder();

/** Bytes as the `serialdata` strings the connection library would hand out. */
export function packets(bytes: Uint8Array): string[] {
  const out: string[] = [];
  for (let at = 0; at < bytes.length; at += PACKET_BYTES) {
    out.push(decoder.decode(bytes.subarray(at, at + PACKET_BYTES)));
  }
  return out;
}
