// `npm run test:examples [-- <version> …] [-- --no-exercises]`: runs every Python block of every
// doc version (or the named ones) on the simulator (the micro:bit's firmware) against that
// version's maqueen.py, and proves every exercise unless told not to; exits 1 on any failure.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findGuideVersion, readGuideVersions } from '../../guide/versions.ts';
import { formatReport, runDocExamples } from './runner.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const exercises = !args.includes('--no-exercises');
const only = args.filter((arg) => !arg.startsWith('--'));
const all = readGuideVersions(repoRoot);
const versions =
  only.length === 0
    ? all
    : only.map((wanted) => {
        const version = findGuideVersion(all, wanted);
        if (!version) {
          console.error(
            `Unknown version "${wanted}" (known: ${all.map((v) => v.label).join(', ')})`,
          );
          process.exit(2);
        }
        return version;
      });
const started = Date.now();
const reports = await runDocExamples({ repoRoot, versions, exercises });
console.log(formatReport(reports));
const failed = reports.some((r) => r.failures.length > 0);
console.log(
  `\n${((Date.now() - started) / 1000).toFixed(1)} s for ${versions.length} version(s): ${failed ? 'FAILED' : 'all examples pass'}`,
);
process.exit(failed ? 1 : 0);
