// The library as the board gets it (issue 21): the same code without comments and docstrings,
// line for line. The micro:bit's file system holds 16 128 bytes (boardFiles.ts) and Next's
// maqueen.py, half of it help texts for the python.microbit.org editor, does not fit; MicroPython
// on the board keeps no docstrings anyway. Every code line stays on its line number, so a
// traceback's `File "maqueen.py", line N` on the board points at line N of the guide's file.
//
// A small scanner over the lexical rules of Python (and MicroPython's py/lexer.c) that these
// files use: strings with prefixes (r, u, b, f and their pairs), single, double and triple
// quotes, backslash escapes, comments, brackets, and the logical lines they and backslash
// continuations join. Browser code: no DOM, no Node APIs.

interface Token {
  kind: 'name' | 'number' | 'string' | 'op';
  text: string;
  /** Offsets in the source: the token is `source.slice(start, end)`. */
  start: number;
  end: number;
  /** 0-based physical lines of the token's first and last character. */
  firstLine: number;
  lastLine: number;
  /** Brackets open before the token. */
  depth: number;
  /** Strings only: the prefix as written (`''`, `r`, `b` …). */
  prefix?: string;
}

interface LogicalLine {
  tokens: Token[];
  /** The whitespace before the first token on its physical line. */
  indent: string;
}

interface Scan {
  lines: LogicalLine[];
  /** `[start, end)` of every comment: from `#` to the end of its line. */
  comments: [number, number][];
}

/** What is removed or replaced: `[start, end)` becomes `insert` and the span's line breaks. */
interface Edit {
  start: number;
  end: number;
  insert: string;
}

const STRING_PREFIXES = new Set(['r', 'u', 'b', 'f', 'br', 'rb', 'fr', 'rf']);
const NUMBER =
  /0[xXoObB][0-9a-fA-F_]*|(?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:[eE][+-]?\d[\d_]*)?[jJ]?/y;

function isNameStart(c: string): boolean {
  return /[A-Za-z_]/.test(c) || c.charCodeAt(0) >= 0x80;
}

function isNameChar(c: string): boolean {
  return /\w/.test(c) || c.charCodeAt(0) >= 0x80;
}

/**
 * Where the string literal whose opening quote is at `quote` ends. A backslash always takes the
 * next character with it, in raw strings too (`r"\""` is one string). A one-quote string ends
 * at its line's end when unterminated, a triple-quoted one at the source's end: the board
 * refuses such a file anyway, and this form keeps what it cannot read.
 */
function stringEnd(source: string, quote: number): number {
  const q = source[quote];
  const triple = source.startsWith(q.repeat(3), quote);
  const close = triple ? q.repeat(3) : q;
  let i = quote + close.length;
  while (i < source.length) {
    const c = source[i];
    if (c === '\\') i += 2;
    else if (source.startsWith(close, i)) return i + close.length;
    else if (c === '\n' && !triple) return i;
    else i += 1;
  }
  return source.length;
}

/** The tokens of `source` (line breaks `\n` only) as logical lines, and its comments. */
function scan(source: string): Scan {
  const lines: LogicalLine[] = [];
  const comments: [number, number][] = [];
  let tokens: Token[] = [];
  let depth = 0;
  let line = 0;
  let lineStart = 0;
  let indent = '';
  let i = 0;

  const endLogicalLine = () => {
    if (tokens.length > 0) lines.push({ tokens, indent });
    tokens = [];
  };
  const push = (kind: Token['kind'], end: number, prefix?: string) => {
    if (tokens.length === 0) indent = source.slice(lineStart, i);
    const text = source.slice(i, end);
    const breaks = text.split('\n').length - 1;
    tokens.push({
      kind,
      text,
      start: i,
      end,
      firstLine: line,
      lastLine: line + breaks,
      depth,
      ...(prefix === undefined ? {} : { prefix }),
    });
    if (breaks > 0) {
      line += breaks;
      lineStart = source.lastIndexOf('\n', end - 1) + 1;
    }
    i = end;
  };

  while (i < source.length) {
    const c = source[i];
    if (c === '\n') {
      // Inside brackets a line break joins lines; outside it ends the logical line.
      if (depth === 0) endLogicalLine();
      i += 1;
      line += 1;
      lineStart = i;
    } else if (c === ' ' || c === '\t' || c === '\f') {
      i += 1;
    } else if (c === '#') {
      const end = source.indexOf('\n', i);
      comments.push([i, end < 0 ? source.length : end]);
      i = end < 0 ? source.length : end;
    } else if (c === '\\' && source[i + 1] === '\n') {
      // Explicit line joining: the logical line goes on.
      i += 2;
      line += 1;
      lineStart = i;
    } else if (c === '"' || c === "'") {
      push('string', stringEnd(source, i), '');
    } else if (isNameStart(c)) {
      let end = i + 1;
      while (end < source.length && isNameChar(source[end])) end += 1;
      const word = source.slice(i, end);
      const next = source[end];
      if ((next === '"' || next === "'") && STRING_PREFIXES.has(word.toLowerCase())) {
        push('string', stringEnd(source, end), word);
      } else {
        push('name', end);
      }
    } else if (/\d/.test(c) || (c === '.' && /\d/.test(source[i + 1] ?? ''))) {
      NUMBER.lastIndex = i;
      NUMBER.exec(source);
      push('number', Math.max(NUMBER.lastIndex, i + 1));
    } else {
      // Operators as single characters: only brackets and the colon (not `:=`) matter here.
      const op = source.startsWith(':=', i) ? ':=' : c;
      if (op === ')' || op === ']' || op === '}') depth = Math.max(0, depth - 1);
      push('op', i + op.length);
      if (op === '(' || op === '[' || op === '{') depth += 1;
    }
  }
  endLogicalLine();
  return { lines, comments };
}

/**
 * Whether a statement is only a string (adjacent literals join into one), which as a module's,
 * class's or function's first statement is its docstring. Bytes and f-strings are not.
 */
function isDocstring(tokens: readonly Token[]): boolean {
  return (
    tokens.length > 0 && tokens.every((t) => t.kind === 'string' && !/[bf]/i.test(t.prefix ?? ''))
  );
}

/** The index of the colon that ends a `def`, `async def` or `class` header, or -1. */
function headerColon(tokens: readonly Token[]): number {
  const keyword = tokens[0]?.text === 'async' ? tokens[1] : tokens[0];
  if (keyword?.kind !== 'name') return -1;
  if (keyword.text !== 'def' && (keyword.text !== 'class' || keyword !== tokens[0])) return -1;
  // Parameters, annotations in them and base classes sit inside brackets.
  return tokens.findIndex((t) => t.kind === 'op' && t.text === ':' && t.depth === 0);
}

/** Indentation width as Python counts it: a tab goes to the next multiple of 8. */
function width(indent: string): number {
  let w = 0;
  for (const c of indent) w = c === '\t' ? (Math.floor(w / 8) + 1) * 8 : w + 1;
  return w;
}

/** The docstrings to drop, each with `pass` where its body would be left empty. */
function docstringEdits(lines: readonly LogicalLine[]): { edit: Edit; tokens: Token[] }[] {
  const found: { edit: Edit; tokens: Token[] }[] = [];
  const drop = (tokens: Token[], pass: boolean) =>
    found.push({
      edit: {
        start: tokens[0].start,
        end: tokens[tokens.length - 1].end,
        insert: pass ? 'pass' : '',
      },
      tokens,
    });
  if (lines.length > 0 && isDocstring(lines[0].tokens)) drop(lines[0].tokens, false);
  lines.forEach((header, k) => {
    const colon = headerColon(header.tokens);
    if (colon < 0) return;
    const sameLine = header.tokens.slice(colon + 1);
    if (sameLine.length > 0) {
      // `def f(): "…"`: the docstring is the whole body.
      if (isDocstring(sameLine)) drop(sameLine, true);
      return;
    }
    const first = lines[k + 1];
    if (!first || !isDocstring(first.tokens)) return;
    const outer = width(header.indent);
    if (width(first.indent) <= outer) return;
    const next = lines[k + 2];
    drop(first.tokens, !next || width(next.indent) <= outer);
  });
  return found;
}

/**
 * The library as the board gets it: comments and docstrings (the first statement of a module,
 * class or function body when it is only a string) removed, trailing whitespace removed, with
 * as many lines as `source` and every code line on its own line number. A removed line stays as
 * an empty line; a body left without a statement gets `pass` on its docstring's first line.
 * Every other string stays as written, its line ends too. Line breaks become `\n`, as
 * MicroPython reads them anyway.
 */
export function boardForm(source: string): string {
  const text = source.replace(/\r\n?/g, '\n');
  const { lines, comments } = scan(text);
  const docstrings = docstringEdits(lines);
  const edits = [
    ...comments.map(([start, end]) => ({ start, end, insert: '' })),
    ...docstrings.map((d) => d.edit),
  ].sort((a, b) => a.start - b.start);

  // Lines that end inside a string that stays: their trailing whitespace belongs to it.
  const removed = new Set(docstrings.flatMap((d) => d.tokens));
  const insideString = new Set<number>();
  for (const line of lines) {
    for (const token of line.tokens) {
      if (token.kind !== 'string' || removed.has(token)) continue;
      for (let l = token.firstLine; l < token.lastLine; l++) insideString.add(l);
    }
  }

  let out = '';
  let at = 0;
  for (const edit of edits) {
    if (edit.start < at) continue; // never happens: comments and strings do not overlap
    const breaks = text.slice(edit.start, edit.end).split('\n').length - 1;
    out += text.slice(at, edit.start) + edit.insert + '\n'.repeat(breaks);
    at = edit.end;
  }
  out += text.slice(at);
  return out
    .split('\n')
    .map((line, l) => (insideString.has(l) ? line : line.replace(/[ \t\f]+$/, '')))
    .join('\n');
}
