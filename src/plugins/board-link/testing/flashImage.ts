// What both fake boards do with a flash, as DAPLink and the connection library would: take the
// image, report the library's progress stages over `flashMs` of the board's clock, and hand back
// the image's MicroPython files (read with @microbit/microbit-fs against the release hex).
// Host-neutral: the Node fake and the page's fake both use it.
import type { FlashDataSource, FlashOptions } from '@microbit/microbit-connection';
import { MicropythonFsHex } from '@microbit/microbit-fs';
import type { Clock } from '../client/clock.ts';

export interface FlashedImage {
  hex: string;
  files: Map<string, Uint8Array>;
}

export async function takeFlash(
  source: FlashDataSource,
  options: FlashOptions | undefined,
  board: { releaseHex: string; boardVersion: 'V1' | 'V2'; clock: Clock; flashMs: number },
): Promise<FlashedImage> {
  const data = await source(board.boardVersion);
  const hex = typeof data === 'string' ? data : new TextDecoder().decode(data);
  const image = new MicropythonFsHex(board.releaseHex);
  image.importFilesFromHex(hex, { formatFirst: true });
  const files = new Map(image.ls().map((name) => [name, image.readBytes(name)]));
  options?.progress?.('Connecting');
  for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
    await board.clock.sleep(board.flashMs / 5);
    options?.progress?.('FullFlashing', fraction);
  }
  return { hex, files };
}
