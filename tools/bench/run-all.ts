// Runs every `*.bench.ts` in this folder one after another and prints their figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const benches = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => !only || name.startsWith(only))
  .sort();
let failed = 0;
for (const bench of benches) {
  console.log(`\n== ${bench}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, bench)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
