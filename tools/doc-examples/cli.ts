// `npm run test:examples [-- <version> …] [-- --no-exercises] [-- --engine firmware]`: runs every
// Python block of every doc version (or the named ones) on the simulator against that version's
// maqueen.py, and proves every exercise unless told not to; exits 1 on any failure.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findGuideVersion, readGuideVersions } from '../../guide/versions.ts';
import { engineFromEnv, takeEngineArgument } from './engine.ts';
import { formatReport, runDocExamples } from './runner.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { rest: args, engine: named } = takeEngineArgument(process.argv.slice(2));
// The workers read the engine from the environment they inherit.
if (named !== null) process.env.MAQUEEN_ENGINE = named;
let engine;
try {
  engine = engineFromEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
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
  `\n${((Date.now() - started) / 1000).toFixed(1)} s for ${versions.length} version(s) on ${engine}: ${failed ? 'FAILED' : 'all examples pass'}`,
);
process.exit(failed ? 1 : 0);
