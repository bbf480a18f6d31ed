// Makes emscripten 3.1.6's ES module run where the npm build of the port runs (Node 20 and
// browser workers), minifies it and writes both files into the package folder.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify } from 'terser';

const [buildDir, packageDir] = process.argv.slice(2);

// 3.1.6 writes an ES module that still calls `require` and `__dirname` in Node, and that fetches
// the .wasm wherever `fetch` exists (Node 20's fetch reads no file paths): the module gets its own
// bindings of the three, so in Node it reads the file as older Node versions made it.
const moduleBindings = `const require = globalThis.process?.versions?.node
  ? (await import('node:module')).createRequire(import.meta.url)
  : undefined;
const __dirname = require
  ? require('node:path').dirname(require('node:url').fileURLToPath(import.meta.url))
  : undefined;
const fetch = require ? undefined : globalThis.fetch;
`;
const glue = readFileSync(join(buildDir, 'micropython.mjs'), 'utf8');
const { code } = await minify(moduleBindings + glue, {
  module: true,
  compress: true,
  mangle: true,
});
const banner =
  '// MicroPython 1.27.0 (MIT licence, micropython.org), webassembly port with the micro:bit V2\n' +
  "// firmware's 32-bit floats; built by simulator/micropython/build/build.sh.\n";
writeFileSync(join(packageDir, 'micropython.mjs'), banner + code);
copyFileSync(join(buildDir, 'micropython.wasm'), join(packageDir, 'micropython.wasm'));
