/**
 * A compile-time check of a pupil's program against the language of the micro:bit V2
 * (`language.ts`): what the simulator's MicroPython 1.27 would run and the board's 1.18
 * refuses. Pure TypeScript on tokens (`tokenize.ts`), no DOM, no Node.
 *
 * What it finds, in the order the board meets it:
 * 1. parse: f-strings, `X = const(<not an integer>)` → SyntaxError; the board refuses the
 *    whole program before it runs, at the first such line;
 * 2. compile (after the whole file parsed): several `*x` or `**x` in one call, a positional
 *    argument after `*x` → SyntaxError;
 * 3. run: imports of modules the board lacks (ImportError), `from m import <missing>`
 *    (ImportError), `m.<missing>` on a module the board has (AttributeError), calls of methods
 *    no board type has (`.center(`, AttributeError), `startswith`/`endswith` with a tuple
 *    literal (TypeError) or `endswith` with indices (NotImplementedError), built-in names it
 *    lacks (NameError), `round(<int literal>, n)`, `pow(a, b, c)` (NotImplementedError),
 *    `next(it, default)` (TypeError). The board raises these only when the line runs;
 *    refusing them up front reports the first by line.
 *
 * Choices against false alarms (a refusal must be right, a miss is only a miss):
 * - A method is refused only where it is called (`x.title` without a call is left alone), and
 *   not if the program defines or assigns that name itself (`def center(self)` in its class).
 *   The receiver's type is unknown: the message names `str` (or `bytes` for hex) unless the
 *   receiver is a string literal or the type itself (`bytes.fromhex`).
 * - Module attributes are refused only on a name bound by `import` and never reassigned.
 * - Run-time refusals inside a `try:` body are left out: the program may catch them (the
 *   common `try: import ujson as json` / `except ImportError:` fallback).
 * - Modules the board has but the simulator does not provide (music, radio, speech …) are
 *   not refused: they are in `BOARD_MODULES`.
 * - `round(x, n)` is refused only when x is an integer literal: the type of a variable is
 *   unknown here.
 * The check does not look for syntax errors both versions share: a host should compile the
 * program with the simulator's MicroPython first and report its SyntaxError if it has one.
 */
import {
  BOARD_MODULES,
  BUILTIN_CALLS,
  CALL_SYNTAX,
  CONST_NOT_INT,
  MISSING_BUILTINS,
  MISSING_METHODS,
  MISSING_MODULE_ATTRIBUTES,
  METHOD_CALLS,
  fString,
  missingImportName,
  missingMethod,
  missingModule,
  missingModuleAttribute,
  missingName,
  type BoardError,
} from './language.ts';
import { isIntLiteral, logicalLines, tokenize, type Token } from './tokenize.ts';

export interface BoardRefusal {
  /** The exception the board raises, e.g. `SyntaxError`. */
  type: string;
  /** Its English message as the board prints it (may be empty: `NotImplementedError: `). */
  message: string;
  /** 1-based line of the program. */
  line: number;
  /** German explanation for the pupil. */
  german: string;
  /** `compile`: the board refuses the whole program before it runs; `run`: when the line runs. */
  phase: 'compile' | 'run';
  /** Short English name of what is missing (`f-strings`, `math.factorial`), for tool output. */
  what: string;
}

export interface RefusalOptions {
  /** Modules present as files beside the program (default: the guide's library `maqueen`). */
  files?: readonly string[];
}

/** The first thing in `code` the board refuses, as the board would report it, or null. */
export function boardRefusal(code: string, options: RefusalOptions = {}): BoardRefusal | null {
  const findings = collect(code, options);
  if (findings.length === 0) return null;
  findings.sort((a, b) => a.stage - b.stage || a.line - b.line || a.col - b.col);
  return toRefusal(findings[0]);
}

/** Everything in `code` the board refuses, by line (for the example runner's lint). */
export function boardFindings(code: string, options: RefusalOptions = {}): BoardRefusal[] {
  return collect(code, options)
    .sort((a, b) => a.line - b.line || a.col - b.col)
    .map(toRefusal);
}

// -------------------------------------------------------------------------------------------

interface Finding {
  error: BoardError;
  /** 0 parse, 1 compile, 2 run: the board meets them in this order. */
  stage: 0 | 1 | 2;
  line: number;
  col: number;
}

function toRefusal(finding: Finding): BoardRefusal {
  const { error } = finding;
  return {
    type: error.type,
    message: error.message,
    line: finding.line,
    german: error.german,
    phase: finding.stage === 2 ? 'run' : 'compile',
    what: error.what,
  };
}

const KEYWORDS = new Set([
  'False',
  'None',
  'True',
  'and',
  'as',
  'assert',
  'async',
  'await',
  'break',
  'class',
  'continue',
  'def',
  'del',
  'elif',
  'else',
  'except',
  'finally',
  'for',
  'from',
  'global',
  'if',
  'import',
  'in',
  'is',
  'lambda',
  'nonlocal',
  'not',
  'or',
  'pass',
  'raise',
  'return',
  'try',
  'while',
  'with',
  'yield',
]);

const COMPOUND = new Set([
  'if',
  'elif',
  'else',
  'for',
  'while',
  'try',
  'except',
  'finally',
  'with',
  'def',
  'class',
  'async',
]);

/** A simple statement: its tokens and whether it sits in the body of a `try:`. */
interface Statement {
  tokens: Token[];
  inTry: boolean;
}

function collect(code: string, options: RefusalOptions): Finding[] {
  const tokens = tokenize(code);
  const statements = splitStatements(tokens);
  const inTry = new Set<Token>();
  const inImport = new Set<Token>();
  for (const { tokens: st, inTry: tried } of statements) {
    if (tried) for (const token of st) inTry.add(token);
    if (st[0].text === 'import' || st[0].text === 'from')
      for (const token of st) inImport.add(token);
  }
  const files = new Set(options.files ?? ['maqueen']);
  const findings: Finding[] = [];
  const add = (error: BoardError, stage: Finding['stage'], at: Token) => {
    if (stage === 2 && inTry.has(at)) return;
    findings.push({ error, stage, line: at.line, col: at.col });
  };

  const { bound, imports } = names(statements);
  const aliases = new Map<string, string>(); // name bound by import → board module it is
  const starModules: string[] = [];

  // Imports.
  for (const { tokens: st } of statements) {
    if (st[0]?.text === 'import') {
      for (const { path, alias, at } of importedModules(st.slice(1))) {
        const top = path.split('.')[0];
        if (files.has(top)) continue;
        const module = BOARD_MODULES[top];
        if (!module) {
          add(missingModule(top), 2, at);
        } else if (path.includes('.')) {
          add(missingModule(path), 2, at);
        } else if (!bound.has(alias ?? top)) {
          aliases.set(alias ?? top, module.module);
        }
      }
    } else if (st[0]?.text === 'from' && st[1]?.kind === 'name') {
      const { path, end } = dottedName(st, 1);
      const top = path.split('.')[0];
      if (files.has(top) || st[end]?.text !== 'import') continue;
      const module = BOARD_MODULES[top];
      if (!module) {
        add(missingModule(top), 2, st[1]);
        continue;
      }
      if (path.includes('.')) {
        add(missingModule(path), 2, st[1]);
        continue;
      }
      const missing = MISSING_MODULE_ATTRIBUTES[module.module]?.names ?? {};
      for (const { name, at } of importedNames(st.slice(end + 1))) {
        if (name === '*') starModules.push(module.module);
        else if (Object.hasOwn(missing, name)) add(missingImportName(module.module, name), 2, at);
      }
    }
  }

  tokens.forEach((token, i) => {
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    const afterDot = prev?.kind === 'op' && prev.text === '.';

    // f-strings: the lexer of 1.18 reads f"…" as the name f and a string → SyntaxError.
    if (token.kind === 'string' && token.prefix?.includes('f')) {
      add(fString(formatInstead(token)), 0, token);
      return;
    }
    if (token.kind !== 'name' || inImport.has(token)) return;

    // module.attribute
    if (!afterDot && next?.text === '.' && aliases.has(token.text)) {
      const attribute = tokens[i + 2];
      const module = aliases.get(token.text) as string;
      if (
        attribute?.kind === 'name' &&
        Object.hasOwn(MISSING_MODULE_ATTRIBUTES[module]?.names ?? {}, attribute.text)
      ) {
        add(missingModuleAttribute(module, attribute.text), 2, attribute);
      }
      return;
    }

    // .method(
    if (
      afterDot &&
      next?.text === '(' &&
      Object.hasOwn(MISSING_METHODS, token.text) &&
      !bound.has(token.text)
    ) {
      const receiver = receiverType(tokens[i - 2], bound, aliases);
      if (receiver === 'module') return;
      if (token.text === 'fromhex' && !receiver?.isType) return;
      add(missingMethod(token.text, receiver), 2, token);
      return;
    }
    // .startswith((…)) / .endswith(x, start)
    if (
      afterDot &&
      next?.text === '(' &&
      (token.text === 'startswith' || token.text === 'endswith') &&
      !bound.has(token.text) &&
      receiverType(tokens[i - 2], bound, aliases) !== 'module'
    ) {
      const args = callArguments(tokens, i + 1);
      if (args.some((arg) => arg.kind !== 'positional') || args.length === 0) return;
      if (isTupleLiteral(args[0].tokens)) add(METHOD_CALLS.prefixTuple, 2, token);
      else if (token.text === 'endswith' && args.length >= 2) {
        add(METHOD_CALLS.endswithIndices, 2, token);
      }
      return;
    }
    if (afterDot || bound.has(token.text) || imports.has(token.text)) return;
    const keywordArgument = next?.text === '=' && (prev?.text === '(' || prev?.text === ',');
    if (keywordArgument) return;

    // Built-in names the board lacks, and names a `from m import *` does not bring there.
    if (Object.hasOwn(MISSING_BUILTINS, token.text)) {
      add(missingName(token.text), 2, token);
      return;
    }
    const starModule = starModules.find((module) =>
      Object.hasOwn(MISSING_MODULE_ATTRIBUTES[module]?.names ?? {}, token.text),
    );
    if (starModule) {
      add(missingName(token.text, starModule), 2, token);
      return;
    }

    // round(int, n), pow(a, b, c), next(it, default)
    if (next?.text === '(' && ['round', 'pow', 'next'].includes(token.text)) {
      const args = callArguments(tokens, i + 1);
      if (args.some((arg) => arg.kind !== 'positional')) return;
      if (token.text === 'round' && args.length === 2 && isIntExpression(args[0].tokens)) {
        add(BUILTIN_CALLS.roundIntDigits, 2, token);
      } else if (token.text === 'pow' && args.length === 3) {
        add(BUILTIN_CALLS.pow3, 2, token);
      } else if (token.text === 'next' && args.length === 2) {
        add(BUILTIN_CALLS.next2, 2, token);
      }
    }
  });

  // Call arguments 1.18 does not compile.
  tokens.forEach((token, i) => {
    if (token.text !== '(' || token.kind !== 'op' || !isCallParen(tokens, i)) return;
    let star = false;
    let doubleStar = false;
    for (const arg of callArguments(tokens, i)) {
      const at = arg.tokens[0];
      if (arg.kind === 'star') {
        if (star) return add(CALL_SYNTAX.multipleStar, 1, at);
        star = true;
      } else if (arg.kind === 'doubleStar') {
        if (doubleStar) return add(CALL_SYNTAX.multipleDoubleStar, 1, at);
        doubleStar = true;
      } else if (arg.kind === 'positional' && star && !doubleStar) {
        // 1.27 refuses a positional argument after ** itself; after * only 1.18 does.
        return add(CALL_SYNTAX.positionalAfterStar, 1, at);
      }
    }
  });

  // X = const(<not an integer>)
  for (const { tokens: st } of statements) {
    if (
      st.length >= 5 &&
      st[0].kind === 'name' &&
      st[1].text === '=' &&
      st[2].text === 'const' &&
      st[3].text === '(' &&
      closingBracket(st, 3) === st.length - 1 &&
      !isIntConstant(st.slice(4, -1))
    ) {
      add(CONST_NOT_INT, 0, st[2]);
    }
  }
  return findings;
}

/** Splits logical lines into simple statements (at `;` and after a compound header's `:`). */
function splitStatements(tokens: readonly Token[]): Statement[] {
  const statements: Statement[] = [];
  const blocks: { indent: number; isTry: boolean }[] = [];
  for (const line of logicalLines(tokens)) {
    const indent = line[0].col;
    while (blocks.length > 0 && blocks[blocks.length - 1].indent >= indent) blocks.pop();
    const inTry = blocks.some((block) => block.isTry);
    let rest = line;
    let restInTry = inTry;
    if (COMPOUND.has(rest[0].text)) {
      const colon = rest.findIndex((t) => t.text === ':' && t.depth === rest[0].depth);
      if (colon >= 0) {
        const isTry = rest[0].text === 'try';
        statements.push({ tokens: rest.slice(0, colon + 1), inTry });
        if (colon === rest.length - 1) blocks.push({ indent, isTry });
        rest = rest.slice(colon + 1);
        restInTry = inTry || isTry;
      }
    }
    let current: Token[] = [];
    for (const token of rest) {
      if (token.text === ';' && token.depth === rest[0].depth) {
        if (current.length > 0) statements.push({ tokens: current, inTry: restInTry });
        current = [];
      } else {
        current.push(token);
      }
    }
    if (current.length > 0) statements.push({ tokens: current, inTry: restInTry });
  }
  return statements;
}

/**
 * Names the program binds itself (def, class, assignment targets, for targets, parameters,
 * `as` names), and the names `import` binds. Over-approximates: a name in doubt is bound.
 */
function names(statements: readonly Statement[]): { bound: Set<string>; imports: Set<string> } {
  const bound = new Set<string>();
  const imports = new Set<string>();
  for (const { tokens: st } of statements) {
    const first = st[0];
    if (first.text === 'import' || first.text === 'from') {
      const at = st.findIndex((t) => t.text === 'import');
      const list = at >= 0 ? st.slice(at + 1) : [];
      if (first.text === 'import') {
        for (const { path, alias } of importedModules(list))
          imports.add(alias ?? path.split('.')[0]);
      } else {
        for (const { name, alias } of importedNames(list))
          if (name !== '*') imports.add(alias ?? name);
      }
      continue;
    }
    const start = first.text === 'async' ? 1 : 0;
    if ((st[start]?.text === 'def' || st[start]?.text === 'class') && st[start + 1]) {
      bound.add(st[start + 1].text);
      if (st[start].text === 'def' && st[start + 2]?.text === '(') {
        const close = closingBracket(st, start + 2);
        for (const t of st.slice(start + 3, close)) if (t.kind === 'name') bound.add(t.text);
      }
    }
    st.forEach((token, i) => {
      if (token.kind !== 'name') return;
      const next = st[i + 1];
      const prev = st[i - 1];
      if (prev?.text === 'as' || prev?.text === 'global' || prev?.text === 'nonlocal') {
        bound.add(token.text);
      }
      if (prev?.text === '.') return;
      if (next && ['=', ':=', '+=', '-=', '*=', '/=', '//=', '%=', '**='].includes(next.text)) {
        // A keyword argument (`f(x=1)`) is no binding.
        if (next.text === '=' && token.depth > 0 && (prev?.text === '(' || prev?.text === ','))
          return;
        bound.add(token.text);
      }
    });
    // Targets of for (also in comprehensions), tuple targets before `=`, lambda parameters.
    st.forEach((token, i) => {
      if (token.text === 'for') {
        for (let k = i + 1; k < st.length && st[k].text !== 'in'; k++) {
          if (st[k].kind === 'name') bound.add(st[k].text);
        }
      } else if (token.text === 'lambda') {
        for (let k = i + 1; k < st.length && st[k].text !== ':'; k++) {
          if (st[k].kind === 'name') bound.add(st[k].text);
        }
      }
    });
    const assign = st.findIndex((t) => t.text === '=' && t.depth === first.depth);
    if (assign > 0) {
      st.slice(0, assign).forEach((t, k) => {
        if (t.kind === 'name' && st[k - 1]?.text !== '.') bound.add(t.text);
      });
    }
  }
  return { bound, imports };
}

/** `a.b.c` starting at `start`: the dotted path and the index after it. */
function dottedName(tokens: readonly Token[], start: number): { path: string; end: number } {
  let path = tokens[start]?.text ?? '';
  let k = start + 1;
  while (tokens[k]?.text === '.' && tokens[k + 1]?.kind === 'name') {
    path += `.${tokens[k + 1].text}`;
    k += 2;
  }
  return { path, end: k };
}

/** The modules of `import a.b as c, d` (tokens after `import`). */
function importedModules(list: readonly Token[]): { path: string; alias?: string; at: Token }[] {
  const out: { path: string; alias?: string; at: Token }[] = [];
  let k = 0;
  while (k < list.length) {
    if (list[k].kind !== 'name') {
      k += 1;
      continue;
    }
    const at = list[k];
    const { path, end } = dottedName(list, k);
    let alias: string | undefined;
    k = end;
    if (list[k]?.text === 'as' && list[k + 1]?.kind === 'name') {
      alias = list[k + 1].text;
      k += 2;
    }
    out.push({ path, alias, at });
    while (k < list.length && list[k].text !== ',') k += 1;
    k += 1;
  }
  return out;
}

/** The names of `from m import x, y as z` / `(x, y)` / `*` (tokens after `import`). */
function importedNames(list: readonly Token[]): { name: string; alias?: string; at: Token }[] {
  const out: { name: string; alias?: string; at: Token }[] = [];
  list.forEach((token, k) => {
    if (token.text === '*' && k === 0) out.push({ name: '*', at: token });
    if (token.kind !== 'name' || token.text === 'as' || list[k - 1]?.text === 'as') return;
    const alias = list[k + 1]?.text === 'as' ? list[k + 2]?.text : undefined;
    out.push({ name: token.text, alias, at: token });
  });
  return out;
}

/** Index of the bracket closing the one at `open` (or the last index). */
function closingBracket(tokens: readonly Token[], open: number): number {
  const depth = tokens[open].depth;
  for (let k = open + 1; k < tokens.length; k++) {
    if (tokens[k].kind === 'op' && tokens[k].depth === depth && /^[)\]}]$/.test(tokens[k].text)) {
      return k;
    }
  }
  return tokens.length - 1;
}

interface Argument {
  kind: 'positional' | 'keyword' | 'star' | 'doubleStar';
  tokens: Token[];
}

/** The arguments of the call whose `(` is at `open`. */
function callArguments(tokens: readonly Token[], open: number): Argument[] {
  const close = closingBracket(tokens, open);
  const inner = tokens[open].depth + 1;
  const args: Argument[] = [];
  let current: Token[] = [];
  const flush = () => {
    if (current.length === 0) return;
    const [first, second] = current;
    const kind =
      first.text === '*' && first.kind === 'op'
        ? 'star'
        : first.text === '**' && first.kind === 'op'
          ? 'doubleStar'
          : first.kind === 'name' && second?.text === '='
            ? 'keyword'
            : 'positional';
    args.push({ kind, tokens: current });
    current = [];
  };
  for (let k = open + 1; k < close; k++) {
    if (tokens[k].text === ',' && tokens[k].depth === inner) flush();
    else current.push(tokens[k]);
  }
  flush();
  return args;
}

/** Whether the `(` at `i` opens a call (not a tuple, a def's parameters or a class's bases). */
function isCallParen(tokens: readonly Token[], i: number): boolean {
  const prev = tokens[i - 1];
  if (!prev) return false;
  if (prev.kind === 'name') {
    if (KEYWORDS.has(prev.text)) return false;
    const before = tokens[i - 2]?.text;
    return before !== 'def' && before !== 'class';
  }
  return prev.kind === 'op' && (prev.text === ')' || prev.text === ']');
}

/** `(a, b)` or `(a,)`: a parenthesised tuple literal. */
function isTupleLiteral(arg: readonly Token[]): boolean {
  if (arg[0]?.text !== '(' || closingBracket(arg, 0) !== arg.length - 1) return false;
  return arg.some((t) => t.text === ',' && t.depth === arg[0].depth + 1);
}

/** An integer literal, maybe with a sign. */
function isIntExpression(arg: readonly Token[]): boolean {
  const rest = arg[0]?.text === '-' || arg[0]?.text === '+' ? arg.slice(1) : arg;
  return rest.length === 1 && isIntLiteral(rest[0]);
}

/**
 * Whether 1.18 can fold `const(...)`'s argument to an integer. Only what 1.27 accepts and
 * 1.18 does not counts as "not": strings, floats, complex numbers, `/`, True/False/None,
 * tuples. Names and calls are left alone (both refuse a name that is no constant).
 */
function isIntConstant(arg: readonly Token[]): boolean {
  if (arg.length === 0) return true;
  const base = arg[0].depth;
  return !arg.some(
    (t) =>
      t.kind === 'string' ||
      (t.kind === 'number' && !isIntLiteral(t)) ||
      (t.kind === 'op' && t.text === '/') ||
      (t.kind === 'op' && t.text === ',' && t.depth === base) ||
      (t.kind === 'name' && (t.text === 'True' || t.text === 'False' || t.text === 'None')),
  );
}

/** The receiver of `.method(`: a string literal, a type name, a module, or unknown (null). */
function receiverType(
  token: Token | undefined,
  bound: ReadonlySet<string>,
  aliases: ReadonlyMap<string, string>,
): { type: string; isType: boolean } | 'module' | null {
  if (!token) return null;
  if (token.kind === 'string') {
    return { type: token.prefix?.includes('b') ? 'bytes' : 'str', isType: false };
  }
  if (token.kind === 'name' && !bound.has(token.text)) {
    if (aliases.has(token.text)) return 'module';
    if (['str', 'bytes', 'bytearray'].includes(token.text))
      return { type: token.text, isType: true };
  }
  return null;
}

/**
 * The pupil's f-string rewritten with `.format()`: `f"Wert {x:.1f} cm"` → `"Wert {:.1f} cm".format(x)`.
 * Null when the f-string has no simple form (`{x=}`, unbalanced braces).
 */
export function formatInstead(token: Token): string | null {
  const prefixLength = token.prefix?.length ?? 0;
  const prefix = (token.prefix ?? '').replace('f', '');
  const body = token.body ?? '';
  const q = token.text[prefixLength];
  const fence = token.text.startsWith(q.repeat(3), prefixLength) ? q.repeat(3) : q;
  let template = '';
  const args: string[] = [];
  let i = 0;
  while (i < body.length) {
    const c = body[i];
    if ((c === '{' && body[i + 1] === '{') || (c === '}' && body[i + 1] === '}')) {
      template += c + c;
      i += 2;
      continue;
    }
    if (c === '}') return null;
    if (c !== '{') {
      template += c;
      i += 1;
      continue;
    }
    let depth = 0;
    let k = i + 1;
    while (k < body.length) {
      const d = body[k];
      if (d === '(' || d === '[' || d === '{') depth += 1;
      else if (d === ')' || d === ']' || (d === '}' && depth > 0)) depth -= 1;
      else if (depth === 0 && (d === '}' || d === ':' || (d === '!' && body[k + 1] !== '='))) {
        break;
      }
      k += 1;
    }
    const expression = body.slice(i + 1, k).trim();
    const end = body.indexOf('}', k);
    if (end < 0 || expression === '' || expression.endsWith('=')) return null;
    template += `{${body.slice(k, end)}}`;
    args.push(expression);
    i = end + 1;
  }
  const literal = `${prefix}${fence}${template}${fence}`;
  return args.length === 0 ? literal : `${literal}.format(${args.join(', ')})`;
}
