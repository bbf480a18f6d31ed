// Writes emscripten's output into the package folder: the ES module minified, with a banner
// naming the sources, and the .wasm as it is. The loader (../index.ts) always hands the module
// its compiled WebAssembly (`instantiateWasm`), so the glue never fetches or reads a file itself.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify } from 'terser';

const [buildDir, packageDir] = process.argv.slice(2);
const glue = readFileSync(join(buildDir, 'firmware.mjs'), 'utf8');
const { code } = await minify(glue, { module: true, compress: true, mangle: true });
const banner =
  '// micro:bit V2 MicroPython firmware 2.1.2 (micropython-microbit-v2, MicroPython 1.18; MIT\n' +
  '// licence) with the Maqueen simulator HAL; built by simulator/firmware/build/build.sh.\n';
writeFileSync(join(packageDir, 'firmware.mjs'), banner + code);
copyFileSync(join(buildDir, 'firmware.wasm'), join(packageDir, 'firmware.wasm'));
