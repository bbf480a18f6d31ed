// Writes emscripten's output into the package folder: the ES module minified, with a banner
// naming the sources, and the .wasm as it is. The loader (../index.ts) always hands the module
// its compiled WebAssembly (`instantiateWasm`), so the glue never fetches or reads a file itself.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify } from 'terser';

const [buildDir, packageDir] = process.argv.slice(2);
const built = readFileSync(join(buildDir, 'firmware.mjs'), 'utf8');
// The collector's scan (emscripten_scan_registers) unwinds the stack and resumes it from a
// setTimeout(0): a browser worker clamps nested timeouts to 4 ms, so a program that makes
// garbage waited 4 ms per collection. A microtask resumes it as soon as the unwinding returned.
const SCAN_RESUME =
  'function _emscripten_scan_registers(func){Asyncify.handleSleep(wakeUp=>{safeSetTimeout(';
if (!built.includes(SCAN_RESUME)) throw new Error('postprocess: emscripten_scan_registers changed');
const glue = built.replace(
  SCAN_RESUME,
  'function resumeAfterUnwind(func){Promise.resolve().then(()=>callUserCallback(func))}' +
    SCAN_RESUME.replace('safeSetTimeout(', 'resumeAfterUnwind('),
);
const { code } = await minify(glue, { module: true, compress: true, mangle: true });
const banner =
  '// micro:bit V2 MicroPython firmware 2.1.2 (micropython-microbit-v2, MicroPython 1.18; MIT\n' +
  '// licence) with the Maqueen simulator HAL; built by simulator/firmware/build/build.sh.\n';
writeFileSync(join(packageDir, 'firmware.mjs'), banner + code);
copyFileSync(join(buildDir, 'firmware.wasm'), join(packageDir, 'firmware.wasm'));
