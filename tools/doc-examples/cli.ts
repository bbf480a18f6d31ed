// `npm run test:examples`: runs every Python block of every doc version on the simulator
// against that version's maqueen.py and exits 1 on any failure.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findVersions } from './extract.ts';
import { formatReport, runDocExamples } from './runner.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const only = process.argv.slice(2);
const versions = findVersions(repoRoot).filter((v) => only.length === 0 || only.includes(v.name));
const started = Date.now();
const reports = await runDocExamples({ repoRoot, versions });
console.log(formatReport(reports));
const failed = reports.some((r) => r.failures.length > 0);
console.log(
  `\n${((Date.now() - started) / 1000).toFixed(1)} s for ${versions.length} version(s): ${failed ? 'FAILED' : 'all examples pass'}`,
);
process.exit(failed ? 1 : 0);
