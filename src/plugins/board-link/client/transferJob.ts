// The job a click on "Auf den micro:bit übertragen" sends: main.py and the library as the board
// gets it (boardForm.ts), the version named on the first line for the next transfer to read.
import { boardForm } from './boardForm.ts';
import { libraryVersion } from './boardFiles.ts';
import type { TransferJob } from './transfer.ts';

/**
 * main.py and the library without comments and help texts (the board's file system holds 20 KB,
 * Next's library with them is larger), every line where it was, and the version named on the
 * first line (left empty by the module's help text), where the link reads which library the
 * board holds.
 */
export function transferJob(code: string, library: string): TransferJob {
  const version = libraryVersion(library) ?? '?';
  const lines = boardForm(library).split('\n');
  if (lines[0] === '') lines[0] = `# maqueen.py - Version ${version}`;
  return { code, library: { text: lines.join('\n'), version } };
}
