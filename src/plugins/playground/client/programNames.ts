// The names a program gives values to itself, so the paused player lists its variables and not
// what `from microbit import *` or the library brought (display, pin0, the library's constants).
const NAME = '[A-Za-z_][A-Za-z0-9_]*';
/** `a = …`, `a, b = …`, `a += …` (not `==`), at any indentation. */
const ASSIGNED = new RegExp(
  `^\\s*(${NAME}(?:\\s*,\\s*${NAME})*)\\s*(?:[-+*/%&|^@]|//|\\*\\*|<<|>>)?=(?!=)`,
);
/** `for a in`, `for a, b in` */
const LOOPED = new RegExp(`\\bfor\\s+\\(?\\s*(${NAME}(?:\\s*,\\s*${NAME})*)\\s*\\)?\\s+in\\b`, 'g');
/** `with … as a`, `except … as a`, `global a, b` */
const NAMED = new RegExp(`\\b(?:as\\s+(${NAME})|global\\s+(${NAME}(?:\\s*,\\s*${NAME})*))`, 'g');

/** Every name `code` assigns, loops over, catches or declares global (a superset is harmless). */
export function namesBoundBy(code: string): Set<string> {
  const names = new Set<string>();
  const add = (list: string | undefined) =>
    list?.split(',').forEach((name) => names.add(name.trim()));
  for (const raw of code.split('\n')) {
    const line = raw.replace(/#.*$/, '');
    add(ASSIGNED.exec(line)?.[1]);
    for (const match of line.matchAll(LOOPED)) add(match[1]);
    for (const match of line.matchAll(NAMED)) add(match[1] ?? match[2]);
  }
  return names;
}
