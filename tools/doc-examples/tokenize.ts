/**
 * A small Python tokenizer: enough for the device lint (device-lint.ts) to find imports,
 * attributes and method calls in a guide block without being fooled by strings and comments.
 * It knows string literals (prefixes, triple quotes, escapes), comments, numbers, names,
 * operators, brackets, line continuations and logical lines. It does not check the syntax: the
 * firmware's compiler does.
 *
 * String prefixes are `r u b f rb br rf fr`, lower case only, so that an f-string (which the
 * firmware's MicroPython 1.18 refuses as a syntax error) is still read as one string. Any other
 * letters before a quote (`F"…"`, `R"…"`) are a name followed by a string, as MicroPython reads
 * them.
 */

export type TokenKind = 'name' | 'number' | 'string' | 'op' | 'newline';

export interface Token {
  kind: TokenKind;
  /** The token's text; for a string the whole literal with prefix and quotes. */
  text: string;
  /** 1-based line of the token's first character. */
  line: number;
  /** 0-based column of the token's first character. */
  col: number;
  /** Bracket depth before the token ((, [, { opened and not yet closed). */
  depth: number;
  /** Strings only: the prefix as written (`''`, `f`, `rb` …). */
  prefix?: string;
  /** Strings only: the text between the quotes. */
  body?: string;
}

const PREFIXES = new Set(['r', 'u', 'b', 'f', 'rb', 'br', 'rf', 'fr']);

const OPERATORS = [
  '**=',
  '//=',
  '>>=',
  '<<=',
  '...',
  '->',
  ':=',
  '**',
  '//',
  '<<',
  '>>',
  '<=',
  '>=',
  '==',
  '!=',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '@=',
];

const OPERATOR_START = new Set(OPERATORS.map((o) => o[0]));

const NUMBER =
  /(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:[eE][+-]?\d[\d_]*)?[jJ]?)/y;
const NAME = /[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*/y;

/** The match of a sticky regex at `at`, or null. */
function matchAt(regex: RegExp, source: string, at: number): string | null {
  regex.lastIndex = at;
  return regex.exec(source)?.[0] ?? null;
}

/**
 * The tokens of `source`. A `newline` token ends each logical line that has tokens (none
 * for blank or comment-only lines, none inside brackets or after a backslash continuation);
 * the last logical line gets one too.
 */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let lineStart = 0;
  let depth = 0;
  let i = 0;
  const n = source.length;
  const push = (token: Omit<Token, 'depth'>) => {
    (token as Token).depth = depth;
    tokens.push(token as Token);
  };
  const endLogicalLine = (at: number) => {
    const last = tokens[tokens.length - 1];
    if (last && last.kind !== 'newline') {
      push({ kind: 'newline', text: '\n', line, col: at - lineStart });
    }
  };

  while (i < n) {
    const c = source[i];
    if (c === '\n') {
      if (depth === 0) endLogicalLine(i);
      i += 1;
      line += 1;
      lineStart = i;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r' || c === '\f') {
      i += 1;
      continue;
    }
    if (c === '#') {
      while (i < n && source[i] !== '\n') i += 1;
      continue;
    }
    if (c === '\\' && (source[i + 1] === '\n' || source.startsWith('\r\n', i + 1))) {
      i += source[i + 1] === '\n' ? 2 : 3;
      line += 1;
      lineStart = i;
      continue;
    }
    const col = i - lineStart;
    const startLine = line;

    const name = matchAt(NAME, source, i);
    const quoteAfterName = name ? source[i + name.length] : undefined;
    if (name && (quoteAfterName === '"' || quoteAfterName === "'") && PREFIXES.has(name)) {
      const end = scanString(source, i + name.length);
      const text = source.slice(i, end.end);
      push({
        kind: 'string',
        text,
        line: startLine,
        col,
        prefix: name,
        body: end.body,
      });
      line += end.newlines;
      if (end.newlines > 0) lineStart = source.lastIndexOf('\n', end.end - 1) + 1;
      i = end.end;
      continue;
    }
    if (c === '"' || c === "'") {
      const end = scanString(source, i);
      push({
        kind: 'string',
        text: source.slice(i, end.end),
        line: startLine,
        col,
        prefix: '',
        body: end.body,
      });
      line += end.newlines;
      if (end.newlines > 0) lineStart = source.lastIndexOf('\n', end.end - 1) + 1;
      i = end.end;
      continue;
    }
    const number = (c >= '0' && c <= '9') || c === '.' ? matchAt(NUMBER, source, i) : null;
    if (number) {
      push({ kind: 'number', text: number, line, col });
      i += number.length;
      continue;
    }
    if (name) {
      push({ kind: 'name', text: name, line, col });
      i += name.length;
      continue;
    }
    const op = (OPERATOR_START.has(c) && OPERATORS.find((o) => source.startsWith(o, i))) || c;
    if (op === '(' || op === '[' || op === '{') {
      push({ kind: 'op', text: op, line, col });
      depth += 1;
    } else if (op === ')' || op === ']' || op === '}') {
      depth = Math.max(0, depth - 1);
      push({ kind: 'op', text: op, line, col });
    } else {
      push({ kind: 'op', text: op, line, col });
    }
    i += op.length;
  }
  endLogicalLine(i);
  return tokens;
}

/** Scans a string literal whose opening quote is at `start`. Unterminated: up to the line end (or the end for triple quotes). */
function scanString(
  source: string,
  start: number,
): { end: number; body: string; newlines: number } {
  const q = source[start];
  const triple = source.startsWith(q.repeat(3), start);
  const close = triple ? q.repeat(3) : q;
  let i = start + close.length;
  let newlines = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === '\\') {
      if (source[i + 1] === '\n') newlines += 1;
      i += 2;
      continue;
    }
    if (source.startsWith(close, i)) {
      return {
        end: i + close.length,
        body: source.slice(start + close.length, i),
        newlines,
      };
    }
    if (c === '\n') {
      if (!triple) return { end: i, body: source.slice(start + 1, i), newlines };
      newlines += 1;
    }
    i += 1;
  }
  return { end: source.length, body: source.slice(start + close.length), newlines };
}

/** Splits tokens into logical lines (without their `newline` token). */
export function logicalLines(tokens: readonly Token[]): Token[][] {
  const lines: Token[][] = [];
  let current: Token[] = [];
  for (const token of tokens) {
    if (token.kind === 'newline') {
      if (current.length > 0) lines.push(current);
      current = [];
    } else {
      current.push(token);
    }
  }
  if (current.length > 0) lines.push(current);
  return lines;
}
