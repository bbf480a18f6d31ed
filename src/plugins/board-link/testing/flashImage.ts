// What both fake boards do with a flash, as DAPLink and the connection library would: take the
// image, decide as the library does between a partial flash (only the 4 KB pages that differ
// from what the board holds) and a full one (more than half of them differ), report the
// library's progress stages over the time that takes on the board's clock, and hand back the
// image's MicroPython files (read with @microbit/microbit-fs against the release hex).
// Host-neutral: the Node fake and the page's fake both use it.
import type { FlashDataSource, FlashOptions } from '@microbit/microbit-connection';
import { MicropythonFsHex } from '@microbit/microbit-fs';
import MemoryMap from 'nrf-intel-hex';
import type { Clock } from '../client/clock.ts';

/** The nRF52833's flash page, the unit the library compares and writes in a partial flash. */
const PAGE_BYTES = 4096;
/**
 * One DAPLink vendor or CMSIS-DAP command and its answer: a full-speed USB frame. An assumption
 * of the model (the fakes have no USB), stated so the bench's flash times can be read.
 */
const DAP_COMMAND_MS = 1;
/** A full flash streams the hex text in commands of 62 bytes (daplink.js, FLASH_WRITE). */
const HEX_BYTES_PER_COMMAND = 62;
/**
 * A changed page in a partial flash: its 4 KB over SWD in transfer blocks of 56 bytes
 * (74 commands), then the nRF52833's page erase (85 ms at most) and write (1024 words at 41 µs).
 */
const PARTIAL_PAGE_MS = Math.ceil(PAGE_BYTES / 56) * DAP_COMMAND_MS + 85 + 42;

export interface FlashedImage {
  hex: string;
  files: Map<string, Uint8Array>;
  /** How the library would write it, how many pages, and the time that takes. */
  partial: boolean;
  changedPages: number;
  totalPages: number;
  ms: number;
}

/** The image's flash pages by address (its data before the hex's end record). */
function pagesOf(hex: string): Map<number, Uint8Array> {
  const end = hex.indexOf(':00000001FF');
  const memory = MemoryMap.fromHex(end >= 0 ? hex.slice(0, end + 11) : hex);
  return new Map(memory.paginate(PAGE_BYTES, 0xff));
}

const samePage = (a: Uint8Array, b: Uint8Array | undefined) =>
  b !== undefined && a.length === b.length && a.every((byte, i) => byte === b[i]);

/** How long writing `hex` takes on a board that holds `previous` (null: something else entirely). */
export function flashPlan(hex: string, previous: string | null) {
  const pages = pagesOf(hex);
  const before = previous === null ? new Map<number, Uint8Array>() : pagesOf(previous);
  let changedPages = 0;
  for (const [address, page] of pages) if (!samePage(page, before.get(address))) changedPages++;
  // The library's rule (partial-flashing.js): more than half changed, and a full flash is quicker.
  const partial = changedPages <= pages.size / 2;
  const ms = partial
    ? changedPages * PARTIAL_PAGE_MS
    : Math.ceil(hex.length / HEX_BYTES_PER_COMMAND) * DAP_COMMAND_MS;
  return { partial, changedPages, totalPages: pages.size, ms };
}

export async function takeFlash(
  source: FlashDataSource,
  options: FlashOptions | undefined,
  board: {
    releaseHex: string;
    boardVersion: 'V1' | 'V2';
    clock: Clock;
    /** The image the board holds (null: not MicroPython, as MakeCode's demo). */
    previousHex: string | null;
    /** Overrides the modelled time (the page's fake flashes in a second of wall time). */
    flashMs?: number;
  },
): Promise<FlashedImage> {
  const data = await source(board.boardVersion);
  const hex = typeof data === 'string' ? data : new TextDecoder().decode(data);
  const image = new MicropythonFsHex(board.releaseHex);
  image.importFilesFromHex(hex, { formatFirst: true });
  const files = new Map(image.ls().map((name) => [name, image.readBytes(name)]));
  const plan = flashPlan(hex, board.previousHex);
  const ms = board.flashMs ?? plan.ms;
  options?.progress?.('Connecting');
  const stage = plan.partial ? 'PartialFlashing' : 'FullFlashing';
  for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
    await board.clock.sleep(ms / 5);
    options?.progress?.(stage, fraction);
  }
  return { hex, files, ...plan, ms };
}

/** The image a board holds that was given `files` on the release's MicroPython. */
export function imageWithFiles(releaseHex: string, files: Record<string, Uint8Array>): string {
  const image = new MicropythonFsHex(releaseHex);
  for (const [name, bytes] of Object.entries(files)) image.write(name, bytes);
  return image.getIntelHex();
}
