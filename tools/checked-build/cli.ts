// `npm run build`: the Docusaurus production build, failing when the log reports broken links,
// broken anchors, unresolved Markdown links or duplicate routes.
import { spawn } from 'node:child_process';

import { contentWarnings } from './warnings.ts';

const build = spawn('npx', ['docusaurus', 'build', ...process.argv.slice(2)], {
  stdio: ['inherit', 'pipe', 'pipe'],
});
let log = '';
build.stdout.on('data', (chunk: Buffer) => {
  log += chunk.toString();
  process.stdout.write(chunk);
});
build.stderr.on('data', (chunk: Buffer) => {
  log += chunk.toString();
  process.stderr.write(chunk);
});
build.on('close', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  const problems = contentWarnings(log);
  if (problems.length > 0) {
    console.error(
      `\nBuild failed: the content has ${problems.join(', ')} (see the warnings above).`,
    );
    process.exit(1);
  }
});
