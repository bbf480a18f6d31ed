// The micro:bit V2's file system as the firmware lays it out (micropython-microbit-v2 v2.1.2
// src/codal_port/filesystem.ld: 24 KiB from 0x6D000 to 0x73000; its microbitfs.c): one 4 KiB
// page is kept for the persistent marker and sweeps, so 20 KiB are 160 chunks of 128 bytes,
// each holding 126 bytes of data; a file's first chunk also holds its name and two header
// bytes. A file that ends exactly at a chunk's end still takes the next one. (The fake board is
// the firmware itself: its tests show these figures are the board's.)

export const FS_CHUNKS = 160;
export const CHUNK_DATA = 126;

/** Chunks a file of `size` bytes named `name` takes on the board. */
export function chunksFor(name: string, size: number): number {
  return Math.floor((2 + name.length + size) / CHUNK_DATA) + 1;
}

/** Bytes of file data that fit in `chunks` free chunks for a file named `name`. */
export function bytesIn(name: string, chunks: number): number {
  return Math.max(0, chunks * CHUNK_DATA - 2 - name.length - 1);
}

/**
 * A file's checksum as the board computes it (CHECKSUM_PY in boardScripts.ts): Adler-32's two
 * sums. The firmware has no hashlib; these stay small integers on the board, so they cost no
 * allocation per byte, and with the size they tell a changed file from the same one.
 */
export function checksum(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return b * 65536 + a;
}

/** The library's version as its first line says: `"""maqueen.py – Version 2.0.2 (2024)`. */
export function libraryVersion(head: string): string | null {
  return /Version\s+([\w.]+)/.exec(head)?.[1] ?? null;
}
