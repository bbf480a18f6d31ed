// "MicroPython und Programm aufspielen": for a micro:bit V2 without MicroPython (a new board with
// MakeCode's demo, or a MakeCode program) or with an older one than the guide's. The firmware's release hex (firmware/, the firmware
// the simulator runs) gets the version's maqueen.py and the reader's main.py in its file system
// (@microbit/microbit-fs, as the official editor does), and the connection library flashes it,
// partially where only part of the flash changed. The board restarts and runs main.py.
import { MicropythonFsHex } from '@microbit/microbit-fs';
import { connectFailure, ensureConnected } from './ensureConnected.ts';
import { LinkError } from './linkError.ts';
import { LINK_MESSAGES } from './messages.ts';
import type { BoardConnection } from './seam.ts';
import type { StatusStep, TransferJob } from './transfer.ts';

/** The release the page flashes: micropython-microbit-v2 v2.1.2 (firmware/README.md). */
export const FIRMWARE_RELEASE = '2.1.2';

/** Where the bundler puts the release hex beside the link's chunk (loaded only for a flash). */
export const FIRMWARE_HEX_URL = new URL(
  '../firmware/microbit-micropython-v2.1.2.hex',
  import.meta.url,
);

/** The firmware with `files` in its file system, as one Intel hex for the micro:bit V2. */
export function hexWithFiles(firmwareHex: string, files: Record<string, string>): string {
  const fs = new MicropythonFsHex(firmwareHex);
  const free = fs.getStorageRemaining();
  try {
    for (const [name, content] of Object.entries(files)) fs.write(name, content);
    return fs.getIntelHex();
  } catch {
    // microbit-fs refuses files that leave no room: said before anything is flashed.
    const needed = Object.values(files).reduce((n, text) => n + encoder.encode(text).length, 0);
    throw new LinkError('tooBig', { needed, free });
  }
}

const encoder = new TextEncoder();

export interface FlashOptions {
  connection: BoardConnection;
  /** The release hex's text (the page fetches FIRMWARE_HEX_URL, tests read the file). */
  loadFirmware: () => Promise<string>;
  onStatus?: (step: StatusStep) => void;
  /** 0 to 1 while the flash is written. */
  onProgress?: (fraction: number) => void;
}

/** Flashes MicroPython with the library and main.py; resolves once the board restarted. */
export async function flashProgram(job: TransferJob, options: FlashOptions): Promise<void> {
  const { connection } = options;
  const status = (step: StatusStep) => options.onStatus?.(step);
  status({ message: LINK_MESSAGES.connecting });
  await ensureConnected(connection);
  if (connection.getBoardVersion() === 'V1') throw new LinkError('boardV1');
  status({ message: LINK_MESSAGES.preparingFlash });
  let firmware: string;
  try {
    firmware = await options.loadFirmware();
  } catch {
    throw new LinkError('firmwareMissing');
  }
  const hex = hexWithFiles(firmware, { 'maqueen.py': job.library.text, 'main.py': job.code });
  status({
    message: LINK_MESSAGES.flashing,
    values: { release: FIRMWARE_RELEASE, version: job.library.version },
  });
  try {
    await connection.flash(
      async (boardVersion) => {
        if (boardVersion === 'V1') throw new LinkError('boardV1');
        return hex;
      },
      {
        partial: true,
        progress: (_stage, fraction) => {
          if (fraction !== undefined) options.onProgress?.(fraction);
        },
      },
    );
  } catch (error) {
    throw error instanceof LinkError ? error : connectFailure(error);
  }
  options.onProgress?.(1);
  status({ message: LINK_MESSAGES.running });
}
