import { boardFindings } from '../../simulator/board/refuse.ts';

/**
 * Flags what MicroPython-WASM accepts but the micro:bit V2 firmware (MicroPython 1.18 at the
 * firmware's settings) lacks: f-strings, modules, module functions, str methods, built-ins
 * and call syntax. The description is the simulator's (`simulator/board/language.ts`), the
 * same the player uses to refuse a pupil's program; here every finding of a block counts,
 * also in `norun` blocks and in methods only CPython has. Modules the board has but the
 * simulator does not (music, radio …) are not flagged: a block using them fails when it runs.
 */
export interface LintFinding {
  /** Line in the block (1-based). */
  line: number;
  message: string;
}

export function lintForDevice(source: string): LintFinding[] {
  return boardFindings(source).map((finding) => ({
    line: finding.line,
    message: `${finding.what}: not on the micro:bit (the board raises ${finding.type}${
      finding.message ? `: ${finding.message}` : ''
    })`,
  }));
}
