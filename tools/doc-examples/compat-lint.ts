import { splitComments } from './python-lines.ts';

/**
 * Flags what MicroPython-WASM accepts but the micro:bit V2 firmware (MicroPython 1.18,
 * core features) lacks: f-strings, string methods beyond the device's set, and modules
 * other than the ones the guide may use.
 */
export const DEVICE_MODULES = new Set([
  'microbit',
  'machine',
  'neopixel',
  'micropython',
  'time',
  'utime',
  'math',
  'random',
  'maqueen',
]);

/** str methods CPython has and the device's str lacks (names no list/dict/bytes method shares). */
const MISSING_STR_METHODS = [
  'capitalize',
  'casefold',
  'center',
  'expandtabs',
  'format_map',
  'isalnum',
  'isascii',
  'isdecimal',
  'isidentifier',
  'isnumeric',
  'isprintable',
  'istitle',
  'ljust',
  'maketrans',
  'partition',
  'removeprefix',
  'removesuffix',
  'rjust',
  'rpartition',
  'splitlines',
  'swapcase',
  'title',
  'translate',
  'zfill',
];

export interface LintFinding {
  /** Line in the block (1-based). */
  line: number;
  message: string;
}

const F_STRING = /(^|[^\w])[rRbB]?[fF][rR]?(["'])/;
const IMPORT = /^\s*(?:import\s+([\w.]+(?:\s*,\s*[\w.]+)*)|from\s+([\w.]+)\s+import\b)/;
const METHOD = new RegExp(`\\.(${MISSING_STR_METHODS.join('|')})\\s*\\(`);

export function lintForDevice(source: string): LintFinding[] {
  const findings: LintFinding[] = [];
  splitComments(source).forEach((split, index) => {
    const line = index + 1;
    const code = split.bare;
    if (F_STRING.test(code)) {
      findings.push({
        line,
        message: 'f-string: the micro:bit firmware has none; use "…{}".format(…) or str()',
      });
    }
    const method = METHOD.exec(code);
    if (method) {
      findings.push({ line, message: `str.${method[1]}() does not exist on the micro:bit` });
    }
    const imported = IMPORT.exec(code);
    if (imported) {
      const modules = imported[1]
        ? imported[1].split(',').map((m) => m.trim().split(/\s+/)[0])
        : [imported[2]];
      for (const module of modules) {
        if (!DEVICE_MODULES.has(module.split('.')[0])) {
          findings.push({
            line,
            message: `module "${module}" is not available for the guide's examples on the micro:bit`,
          });
        }
      }
    }
  });
  return findings;
}
