// Reads the public names of a maqueen.py: top-level functions and classes whose names do
// not start with an underscore. Only column-0 definitions count, so methods and nested
// helpers are never mistaken for the library's API.
export type LibraryNames = { functions: string[]; classes: string[] };

const TOP_LEVEL_DEF = /^def\s+([A-Za-z]\w*)\s*\(/gm;
const TOP_LEVEL_CLASS = /^class\s+([A-Za-z]\w*)\s*[(:]/gm;

export function readLibraryNames(source: string): LibraryNames {
  const names = (pattern: RegExp) => [...source.matchAll(pattern)].map((match) => match[1]);
  return { functions: names(TOP_LEVEL_DEF), classes: names(TOP_LEVEL_CLASS) };
}
