// Runs the `*.test.ts` files below the given folders (or the given files) with Node's test
// runner, so each test area can be started on its own and `npm test` stays one line per area.
//   run-node-tests <folder|file>...             a process per file
//   run-node-tests --together <folder|file>...  one process per folder, two at a time
import { findTests, runEachInOwnProcess, runGroupsTogether } from './node-tests.ts';

const args = process.argv.slice(2);
const together = args[0] === '--together';
const roots = together ? args.slice(1) : args;
if (roots.length === 0) {
  console.error('Usage: run-node-tests [--together] <folder|file> [<folder|file> ...]');
  process.exit(2);
}
const groups = roots.map(findTests);
if (groups.every((files) => files.length === 0)) {
  console.error(`No *.test.ts files below ${roots.join(', ')}`);
  process.exit(1);
}
process.exitCode = together
  ? await runGroupsTogether(groups)
  : await runEachInOwnProcess(groups.flat().sort());
