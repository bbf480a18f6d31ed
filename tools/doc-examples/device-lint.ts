// The device lint: what the micro:bit V2 refuses in a guide block, found by asking its firmware
// (the simulator's build, simulator/firmware) without running the block, so `norun` blocks and
// lines a run never reaches are covered too. The firmware compiles the block (inside `if 0:`,
// so nothing of it runs; of a fragment only its f-strings), imports every module the block imports and looks for every name it
// takes from one, and looks up every str method CPython has that the block calls. What the
// board lacks is its own answer, not a list of ours.
import { runProgram } from '../../simulator/firmware/index.ts';
import { loadFirmwareWasm } from '../../simulator/firmware/node.ts';
import { logicalLines, tokenize, type Token } from './tokenize.ts';

export interface LintFinding {
  /** Line in the block (1-based). */
  line: number;
  message: string;
}

/** The guide's library: a file beside the program, checked by its own tests, not here. */
const LIBRARY = 'maqueen';

/** CPython 3.11's str methods: a call of one the board lacks is flagged. */
const CPYTHON_STR_METHODS = [
  'capitalize', 'casefold', 'center', 'count', 'encode', 'endswith', 'expandtabs', 'find',
  'format', 'format_map', 'index', 'isalnum', 'isalpha', 'isascii', 'isdecimal', 'isdigit',
  'isidentifier', 'islower', 'isnumeric', 'isprintable', 'isspace', 'istitle', 'isupper',
  'join', 'ljust', 'lower', 'lstrip', 'maketrans', 'partition', 'removeprefix', 'removesuffix',
  'replace', 'rfind', 'rindex', 'rjust', 'rpartition', 'rsplit', 'rstrip', 'split',
  'splitlines', 'startswith', 'strip', 'swapcase', 'title', 'translate', 'upper', 'zfill',
]; // prettier-ignore

/** A module the block imports: where, and the names it takes from it (line, name). */
interface Imported {
  line: number;
  module: string;
  names: [number, string][];
}

/** Imports, the names used from them, and str-method calls, from the block's tokens. */
function scan(tokens: Token[]): { imports: Imported[]; methods: [number, string][] } {
  const imports: Imported[] = [];
  /** Local name → the module it stands for (`import random as r`: r → random). */
  const aliases = new Map<string, Imported>();
  for (const line of logicalLines(tokens)) {
    const words = line.map((token) => token.text);
    if (words[0] === 'import') {
      // import a, b.c as d
      for (const part of words.slice(1).join(' ').split(',')) {
        const [dotted, , alias] = part.trim().split(/\s+/);
        if (!dotted) continue;
        const module = dotted.replace(/ /g, '').split('.')[0]!;
        const imported: Imported = { line: line[0]!.line, module, names: [] };
        imports.push(imported);
        aliases.set(alias ?? module, imported);
      }
    } else if (words[0] === 'from' && words.includes('import')) {
      const module = words[1]!;
      const names = line
        .slice(words.indexOf('import') + 1)
        .filter(
          (token, i, all) =>
            token.kind === 'name' && token.text !== 'as' && all[i - 1]?.text !== 'as',
        )
        .map((token): [number, string] => [token.line, token.text]);
      imports.push({ line: line[0]!.line, module, names });
    }
  }
  const methods: [number, string][] = [];
  tokens.forEach((token, i) => {
    const next = tokens[i + 1];
    if (token.text !== '.' || next?.kind !== 'name') return;
    const before = tokens[i - 1];
    const module = before?.kind === 'name' ? aliases.get(before.text) : undefined;
    if (module) module.names.push([next.line, next.text]);
    else if (tokens[i + 2]?.text === '(' && CPYTHON_STR_METHODS.includes(next.text)) {
      methods.push([next.line, next.text]);
    }
  });
  return { imports: imports.filter((i) => i.module !== LIBRARY), methods };
}

/**
 * What the firmware compiles: the whole block inside `if 0:`, or for a fragment (which is not a
 * program of its own) each f-string alone, at its line.
 */
function compiled(source: string, tokens: Token[], fragment: boolean): [number, string][] {
  if (!fragment) return [[0, `if 0:\n${source.replace(/^/gm, ' ')}\n`]];
  return tokens
    .filter((token) => token.kind === 'string' && token.prefix?.includes('f'))
    .map((token): [number, string] => [token.line - 1, `if 0:\n _ = ${token.text}\n`]);
}

/** The program the firmware runs: each finding one marked line on the serial output. */
function lintProgram(
  texts: [number, string][],
  imports: Imported[],
  methods: [number, string][],
): string {
  const py = (value: unknown) => JSON.stringify(value);
  return `import sys
for offset, text in ${py(texts)}:
    try:
        exec(text)
    except SyntaxError as e:
        print('@S', offset)
        sys.print_exception(e)
for line, module, names in ${py(imports.map((i) => [i.line, i.module, i.names]))}:
    try:
        m = __import__(module)
    except ImportError as e:
        print('@I', line, module, e)
        continue
    for at, name in names:
        if not hasattr(m, name):
            print('@A', at, module, name)
for at, name in ${py(methods)}:
    if not hasattr(str, name):
        print('@M', at, name)
`;
}

/** Reads the marked lines of the lint program's output. */
function findings(output: string): LintFinding[] {
  const found: LintFinding[] = [];
  const lines = output.split('\n');
  lines.forEach((text, i) => {
    const [mark, at, ...rest] = text.split(' ');
    if (mark === '@I') {
      found.push({
        line: Number(at),
        message: `module ${rest[0]}: not on the micro:bit (the board raises ImportError: ${rest.slice(1).join(' ')})`,
      });
    } else if (mark === '@A') {
      found.push({
        line: Number(at),
        message: `${rest[0]}.${rest[1]}: not on the micro:bit (the board's ${rest[0]} has no ${rest[1]})`,
      });
    } else if (mark === '@M') {
      found.push({
        line: Number(at),
        message: `str.${rest[0]}(): not on the micro:bit (the board's str has no ${rest[0]})`,
      });
    } else if (mark === '@S') {
      // The traceback names the line in the exec'd text (one more than the block's: `if 0:`).
      const where = lines.slice(i).find((l) => l.includes('File "<string>"'));
      const line = Number(at) + Number(/line (\d+)/.exec(where ?? '')?.[1] ?? 1) - 1;
      const error = lines.slice(i).find((l) => /^\w*Error: /.test(l)) ?? 'SyntaxError';
      found.push({
        line: Math.max(1, line),
        message: `the firmware's compiler refuses it (the board raises ${error})`,
      });
    }
  });
  return found.sort((a, b) => a.line - b.line);
}

/**
 * What the micro:bit's firmware refuses in `source`, line by line. A `fragment` (a `norun`
 * block: part of a program) is not compiled whole, only its f-strings are.
 */
export async function lintForDevice(
  source: string,
  { fragment = false }: { fragment?: boolean } = {},
): Promise<LintFinding[]> {
  const tokens = tokenize(source);
  const { imports, methods } = scan(tokens);
  const program = lintProgram(compiled(source, tokens, fragment), imports, methods);
  const result = await runProgram(await loadFirmwareWasm(), program, { budgetUs: 60_000_000 });
  return findings(result.output);
}
