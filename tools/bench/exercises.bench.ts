// What proving the exercises adds to `npm run test:examples`: every version's examples run once
// without and once with the exercises, in this one process. Target: at most 30 s more.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readGuideVersions } from '../../guide/versions.ts';
import { runDocExamples } from '../doc-examples/runner.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LIMIT_S = 30;
const versions = readGuideVersions(repoRoot);

async function timed(exercises: boolean) {
  const started = performance.now();
  const reports = await runDocExamples({ repoRoot, versions, exercises });
  return { seconds: (performance.now() - started) / 1000, reports };
}

const without = await timed(false);
const withExercises = await timed(true);
const added = withExercises.seconds - without.seconds;
for (const report of withExercises.reports) {
  const e = report.exercises;
  console.log(
    `${report.name}: ${e.count} exercises, ${e.variants} variants, ${2 * e.variants} runs (solution and starter)`,
  );
}
console.log(
  `examples alone ${without.seconds.toFixed(1)} s, with exercises ${withExercises.seconds.toFixed(1)} s: ` +
    `exercises add ${added.toFixed(1)} s (${((100 * added) / without.seconds).toFixed(0)} %; limit ${LIMIT_S} s)`,
);
const failures = withExercises.reports.flatMap((report) => report.failures);
if (failures.length > 0) console.log(`${failures.length} failure(s); run npm run test:examples`);
process.exit(added <= LIMIT_S && failures.length === 0 ? 0 : 1);
