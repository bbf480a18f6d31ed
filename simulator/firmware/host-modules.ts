// The host's JS modules (the example runner's `_simclaim`, the checks' `_simcheck`) on the
// firmware. The firmware cannot import JS objects, so each becomes a Python file of the same
// name whose functions print their arguments as one marker line to the serial line; the session
// takes such lines out of the output (they cost no serial time) and calls the JS function.
// Host-neutral.

/** First byte of a marker line (ASCII record separator: no program prints it by accident). */
export const MARKER = '\x1e';

/** The Python file standing in for `module`: one function per JS function. */
export function hostModuleSource(name: string, module: object): string {
  const functions = Object.entries(module)
    .filter(([, value]) => typeof value === 'function')
    .map(([fn]) => `def ${fn}(*a):\n    print('\\x1e${name}.${fn}', repr(a))\n`);
  return `# Forwards to the host's ${name} (marker lines on the serial line).\n${functions.join('\n')}`;
}

/** A value Python's `repr` writes for the scalars a host module is called with. */
export type PythonValue = string | number | boolean | null | PythonValue[];

/**
 * Calls the JS function a marker line names (the text after `MARKER`); false if the line names
 * no function of `modules`.
 */
export function dispatchMarker(line: string, modules: Record<string, object>): boolean {
  const m = /^(\w+)\.(\w+) (.*)$/s.exec(line);
  if (!m) return false;
  const fn = (modules[m[1]] as Record<string, unknown> | undefined)?.[m[2]];
  if (typeof fn !== 'function') return false;
  const args = parsePythonRepr(m[3]);
  (fn as (...a: PythonValue[]) => unknown).apply(
    modules[m[1]],
    Array.isArray(args) ? args : [args],
  );
  return true;
}

const ESCAPES: Record<string, string> = {
  n: '\n',
  r: '\r',
  t: '\t',
  '\\': '\\',
  "'": "'",
  '"': '"',
};

/** Reads MicroPython 1.18's `repr` of a tuple or list of str, int, float, bool and None. */
export function parsePythonRepr(text: string): PythonValue {
  let at = 0;
  const fail = (): never => {
    throw new Error(`cannot read Python repr at ${at}: ${JSON.stringify(text)}`);
  };
  const skipSpaces = () => {
    while (text[at] === ' ') at++;
  };
  const value = (): PythonValue => {
    skipSpaces();
    const c = text[at];
    if (c === '(' || c === '[') {
      const close = c === '(' ? ')' : ']';
      at++;
      const items: PythonValue[] = [];
      skipSpaces();
      while (text[at] !== close) {
        items.push(value());
        skipSpaces();
        if (text[at] === ',') at++;
        else if (text[at] !== close) fail();
        skipSpaces();
      }
      at++;
      return items;
    }
    if (c === "'" || c === '"') return string(c);
    const word = /^(None|True|False|-?inf|nan|-?\d+(?:\.\d*)?(?:e[+-]?\d+)?)/.exec(text.slice(at));
    if (!word) return fail();
    at += word[0].length;
    if (word[0] === 'None') return null;
    if (word[0] === 'True' || word[0] === 'False') return word[0] === 'True';
    return word[0].endsWith('inf') ? (word[0][0] === '-' ? -Infinity : Infinity) : Number(word[0]);
  };
  const string = (quote: string): string => {
    at++;
    let out = '';
    while (text[at] !== quote) {
      if (at >= text.length) fail();
      if (text[at] !== '\\') {
        out += text[at++];
        continue;
      }
      const e = text[at + 1];
      if (e === 'x' || e === 'u') {
        const digits = e === 'x' ? 2 : 4;
        out += String.fromCharCode(parseInt(text.slice(at + 2, at + 2 + digits), 16));
        at += 2 + digits;
      } else {
        out += ESCAPES[e] ?? fail();
        at += 2;
      }
    }
    at++;
    return out;
  };
  const result = value();
  skipSpaces();
  if (at !== text.length) fail();
  return result;
}
