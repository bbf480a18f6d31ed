import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PYTHON_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'python');

/** The Python shims (microbit, machine, neopixel, sim_time, boot) by file name. */
export function readPythonShims(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(PYTHON_DIR)) {
    if (name.endsWith('.py')) files[name] = readFileSync(join(PYTHON_DIR, name), 'utf8');
  }
  return files;
}
