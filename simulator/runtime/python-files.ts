import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PYTHON_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'python');

/**
 * The Python shims by file name: every `.py` of simulator/python (microbit, machine, neopixel,
 * music, radio, audio, speech, log, power, sim_time, boot and their helpers). The browser's
 * worker lists the same files (SHIMS in src/plugins/playground/worker/run.worker.ts).
 */
export function readPythonShims(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(PYTHON_DIR)) {
    if (name.endsWith('.py')) files[name] = readFileSync(join(PYTHON_DIR, name), 'utf8');
  }
  return files;
}
