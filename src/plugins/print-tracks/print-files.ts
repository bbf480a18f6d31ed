// The print files of the worlds the exercises use, for links from the guide: which file lets a
// class build which world, at which address below the base URL. No Node and no PDF code, so
// pages and components may import it; the plugin (index.ts) makes the files.

export interface PrintFile {
  /** File name without `.pdf`, below `druck/`. */
  id: string;
  /** German title, as a link text and on the sheets. */
  title: string;
  /**
   * `tiles`: the world at 1:1 on A4 sheets to tape together; `plan`: a plan to scale with
   * measurements, for worlds too big or too solid to print (walls, boxes).
   */
  kind: 'tiles' | 'plan';
  /** The worlds this file builds, by the names the checks give their setups. */
  worlds: RegExp;
}

/** Folder of the print files below the base URL. */
export const PRINT_DIR = 'druck';

export const PRINT_FILES: readonly PrintFile[] = [
  { id: 'oval', title: 'Oval', kind: 'tiles', worlds: /^oval$/ },
  { id: 'oval-blass', title: 'Oval mit blasser Linie', kind: 'tiles', worlds: /^oval-blass$/ },
  // `crossingAhead` in simulator/checks/stop-at-crossing.ts names its worlds so.
  { id: 'querlinie', title: 'Querlinie', kind: 'tiles', worlds: /^crossing-\d+$/ },
  // `wallAhead` and `handAppears` in simulator/checks/worlds.ts name their worlds so.
  { id: 'waende', title: 'Wand-Aufbauten', kind: 'plan', worlds: /^(wall-\d+|empty-hand-\d+)$/ },
  { id: 'arena', title: 'Arena', kind: 'plan', worlds: /^arena$/ },
];

/**
 * Lighter prints of a world another file prints whole, with the exercises' setups of that file:
 * for a class that tapes the oval by hand, one curve at 1:1 as a template (used at both ends).
 */
export const TEMPLATE_FILES: readonly (PrintFile & { of: string })[] = [
  {
    id: 'oval-kurve',
    title: 'Kurvenschablone für das Oval',
    kind: 'tiles',
    worlds: /^oval$/,
    of: 'oval',
  },
];

/** Worlds with nothing to build, and why; every other world an exercise uses needs a file. */
export const WORLDS_WITHOUT_PRINT: Readonly<Record<string, string>> = {
  empty: 'leerer Boden ohne Linie und Hindernisse',
};

/** The print file that builds a world, if any. */
export function printFileOf(world: string): PrintFile | undefined {
  return PRINT_FILES.find((file) => file.worlds.test(world));
}

/** Path of a print file below the base URL, as `pathname:///druck/oval.pdf` links name it. */
export function printFilePath(file: Pick<PrintFile, 'id'>): string {
  return `/${PRINT_DIR}/${file.id}.pdf`;
}
