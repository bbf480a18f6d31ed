// Browser bundle only: empties the module names in Docusaurus' generated route registry
// (`.docusaurus/registry.js`), which only the server reads. See index.ts.
'use strict';

// Each entry as Docusaurus writes it (core/lib/server/codegen/codegenRoutes.js):
//   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<module>"), "<module>", require.resolveWeak("<module>")],
// (the last one followed by the object's end on the same line).
const ENTRY =
  /^( {2}"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\), )\2(, require\.resolveWeak\(\2\)\],)/gm;

module.exports = function emptyRegistryModuleNames(source) {
  const entries = source.split('\n').filter((line) => line.startsWith('  "')).length;
  let emptied = 0;
  const result = source.replace(ENTRY, (_line, head, _module, tail) => {
    emptied += 1;
    return `${head}""${tail}`;
  });
  if (emptied !== entries) {
    throw new Error(`registry.js: ${entries - emptied} entries in an unknown form`);
  }
  return result;
};
