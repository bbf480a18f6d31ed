// A program as a link: its text deflated and written in base64url, so a class can pass it on
// by chat or by a QR code from the projector. Nothing is sent anywhere: the link carries it all.
import { SHARE_PARAMS } from './shareParams.ts';

/** The packing's format, the first character of the packed text (a later one can differ). */
const FORMAT = '1';

/**
 * Links beyond this length are not offered: chat tools and QR readers cut them, and a program
 * this long (about 12,000 characters of Python) is better passed on as main.py.
 */
export const MAX_LINK_CHARS = 8000;

/**
 * Links up to this length get a QR code: version 25 at the lowest error correction (117 × 117
 * modules), which a phone still reads from a projected screen. About 40 lines of Python.
 */
export const MAX_QR_CHARS = 1200;

/** A shared program unpacks to at most this much text (a link cannot smuggle in more). */
const MAX_PROGRAM_BYTES = 64 * 1024;

export class DamagedLink extends Error {}

async function through(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array<ArrayBuffer>> {
  const writer = stream.writable.getWriter();
  void writer.write(bytes).catch(() => {});
  void writer.close().catch(() => {});
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = stream.readable.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > MAX_PROGRAM_BYTES) {
      void reader.cancel();
      throw new DamagedLink('too long');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new DamagedLink('not base64url');
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    throw new DamagedLink('not base64url');
  }
}

export async function packProgram(code: string): Promise<string> {
  const deflated = await through(
    new TextEncoder().encode(code),
    new CompressionStream('deflate-raw'),
  );
  return FORMAT + toBase64Url(deflated);
}

/** The program a link carries; DamagedLink when it is cut, altered or not ours. */
export async function unpackProgram(packed: string): Promise<string> {
  if (!packed.startsWith(FORMAT) || packed.length > MAX_LINK_CHARS) {
    throw new DamagedLink('unknown format');
  }
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await through(fromBase64Url(packed.slice(1)), new DecompressionStream('deflate-raw'));
  } catch (error) {
    throw error instanceof DamagedLink ? error : new DamagedLink('not deflate');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new DamagedLink('not UTF-8');
  }
}

/**
 * The page's address with the program for its block `block` (and the setup, counted from 1);
 * `replay`: the page plays the setup at once.
 */
export function shareUrl(
  page: { origin: string; pathname: string },
  block: number,
  packed: string,
  setup: number | null,
  replay = false,
): string {
  const params = new URLSearchParams({
    [SHARE_PARAMS.block]: String(block),
    ...(setup !== null && setup > 1 ? { [SHARE_PARAMS.setup]: String(setup) } : {}),
    ...(replay ? { [SHARE_PARAMS.replay]: '1' } : {}),
    [SHARE_PARAMS.program]: packed,
  });
  return `${page.origin}${page.pathname}?${params.toString()}`;
}
