// Bytes as a Python bytes literal of printable ASCII only. The connection's serialWrite takes a
// string it encodes as UTF-8 and the raw-paste window counts bytes, so everything sent must be
// one byte per character: every other byte is written as \xNN.

export function pythonBytes(bytes: Uint8Array): string {
  let out = "b'";
  for (const byte of bytes) {
    if (byte === 0x5c) out += '\\\\';
    else if (byte === 0x27) out += "\\'";
    else if (byte === 0x0a) out += '\\n';
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\x${byte.toString(16).padStart(2, '0')}`;
  }
  return `${out}'`;
}

/**
 * `bytes` cut into pieces whose literals are at most `maxLiteral` characters long, so each
 * `w(b'…')` statement fits the board's raw-paste window.
 */
export function literalPieces(bytes: Uint8Array, maxLiteral: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = start;
    let length = 3; // b''
    while (end < bytes.length) {
      const cost = pythonBytes(bytes.subarray(end, end + 1)).length - 3;
      if (length + cost > maxLiteral) break;
      length += cost;
      end += 1;
    }
    pieces.push(pythonBytes(bytes.subarray(start, end)));
    start = end;
  }
  return pieces;
}
