// The serial line between the board and the page as the fakes model it: 115200 baud, 10 bits a
// byte; USB packets of 62 bytes that the connection library decodes one by one as UTF-8 (so a
// lone byte ≥ 0x80 arrives as U+FFFD).
export const BAUD = 115_200;
export const BYTE_MS = 10_000 / BAUD;
export const PACKET_BYTES = 62;
/**
 * The board's serial receive buffer: 128 bytes (micropython-microbit-v2 src/codal_app/main.cpp,
 * `setRxBufferSize(128)`). pyexec.c's raw-paste assumes 256 and offers two windows of 128.
 */
export const RX_BUFFER_BYTES = 128;

/**
 * DAPLink issue 903: after the cable is plugged in, the interface chip's own serial port takes
 * this much of the board's first output and the page never sees it (a V2's nRF52833 interface
 * chip: 1024 bytes of UART ring and 64 of CDC buffer; the connection library's
 * cdc-saturation.js lists them).
 */
export const PLUG_IN_LOST_BYTES = 1088;

const decoder = new TextDecoder();

/** Bytes as the `serialdata` strings the connection library would hand out. */
export function packets(bytes: Uint8Array): string[] {
  const out: string[] = [];
  for (let at = 0; at < bytes.length; at += PACKET_BYTES) {
    out.push(decoder.decode(bytes.subarray(at, at + PACKET_BYTES)));
  }
  return out;
}
