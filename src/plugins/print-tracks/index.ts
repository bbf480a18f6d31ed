/**
 * Print files of the worlds the exercises use: at build time, from the same world data and
 * check setups the simulator and Prüfen use, A4 PDFs to print at 1:1 (tracks) or plans to
 * scale (walls, the arena), written to `druck/<name>.pdf` in the build output. A world an
 * exercise uses without a print file fails the build, naming it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import { buildPrintFiles, type BuiltPrintFile } from './build.ts';
import { PRINT_DIR, printFilePath } from './print-files.ts';
import { exerciseUses } from './usage.ts';

export default function printTracksPlugin(context: LoadContext): Plugin<BuiltPrintFile[]> {
  return {
    name: 'print-tracks',
    // Made while the content loads, so a missing print file fails `docusaurus start` as well.
    loadContent: () => buildPrintFiles(exerciseUses(context.siteDir)),
    async postBuild({ outDir, content }) {
      await mkdir(join(outDir, PRINT_DIR), { recursive: true });
      for (const { file, bytes } of content) {
        await writeFile(join(outDir, printFilePath(file)), bytes);
      }
      console.log(
        `[print-tracks] ${content.map(({ file, sheets }) => `${file.id}.pdf (${sheets} ${sheets === 1 ? 'Blatt' : 'Blätter'})`).join(', ')}`,
      );
    },
  };
}
