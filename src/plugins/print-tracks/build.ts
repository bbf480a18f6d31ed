// From the exercises' setups to the print files: which file builds which used world, a clear
// failure for a used world without one, and the PDFs.
import { renderPrintFile } from './pdf.ts';
import {
  PRINT_FILES,
  printFileOf,
  TEMPLATE_FILES,
  WORLDS_WITHOUT_PRINT,
  type PrintFile,
} from './print-files.ts';
import { sceneOf, type UsedSetup } from './scenes.ts';
import type { ExerciseUse } from './usage.ts';

export interface BuiltPrintFile {
  file: PrintFile;
  bytes: Uint8Array;
  /** Pages of the PDF, each one A4 sheet. */
  sheets: number;
}

/**
 * The setups each print file builds. Throws naming every used world that no file builds and
 * every file no exercise needs (a link to it would show a world nobody practises on).
 */
export function setupsByFile(uses: readonly ExerciseUse[]): Map<PrintFile, UsedSetup[]> {
  const byFile = new Map<PrintFile, UsedSetup[]>(PRINT_FILES.map((file) => [file, []]));
  // Per world without a print file, the exercises that use it.
  const missing = new Map<string, Set<string>>();
  for (const use of uses) {
    use.variants.forEach((variant, i) => {
      const name = variant.world.name;
      if (name in WORLDS_WITHOUT_PRINT) return;
      const file = printFileOf(name);
      if (file) byFile.get(file)!.push({ use, variant, setup: i + 1 });
      else {
        const users = missing.get(name) ?? new Set();
        missing.set(name, users.add(`Übung „${use.title}“ in ${use.file} (check="${use.call}")`));
      }
    });
  }
  const unused = [...byFile].filter(([, setups]) => setups.length === 0).map(([file]) => file.id);
  if (missing.size > 0 || unused.length > 0) {
    throw new Error(
      [
        ...(missing.size > 0
          ? [
              'Diese Welten nutzt eine Übung, aber es gibt keine Druckvorlage für sie (src/plugins/print-tracks/print-files.ts):',
              ...[...missing].map(
                ([name, users]) => `  - Welt "${name}": ${[...users].join('; ')}`,
              ),
            ]
          : []),
        ...(unused.length > 0
          ? [`Druckvorlagen, deren Welten keine Übung nutzt: ${unused.join(', ')}`]
          : []),
      ].join('\n'),
    );
  }
  return byFile;
}

export async function buildPrintFiles(uses: readonly ExerciseUse[]): Promise<BuiltPrintFile[]> {
  const built: BuiltPrintFile[] = [];
  const byFile = setupsByFile(uses);
  for (const [file, setups] of byFile) {
    built.push({ file, ...(await renderPrintFile(file, sceneOf(file, setups))) });
  }
  for (const template of TEMPLATE_FILES) {
    const setups = [...byFile].find(([file]) => file.id === template.of)?.[1] ?? [];
    built.push({ file: template, ...(await renderPrintFile(template, sceneOf(template, setups))) });
  }
  return built;
}
