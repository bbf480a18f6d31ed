// `npm run build`: the Docusaurus production build with CHECKED_BUILD=1, under which
// docusaurus.config.ts makes Docusaurus itself fail on broken anchors, broken Markdown links and
// duplicate routes (broken links fail every build).
import { spawnSync } from 'node:child_process';

const build = spawnSync('npx', ['docusaurus', 'build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHECKED_BUILD: '1' },
});
process.exit(build.status ?? 1);
