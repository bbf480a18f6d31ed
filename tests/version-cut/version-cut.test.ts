// Cutting a version is the Docusaurus command and nothing else: in a temporary copy of the
// repository, `docusaurus docs:version` makes the new version the latest at /docs, moves the
// previous latest under its number with the unmaintained banner, keeps German sidebar labels
// without a translation file of its own, and the new version's examples run against its library.
import assert from 'node:assert/strict';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readGuideVersions } from '../../guide/versions.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const NEW_VERSION = '99.1.0';

function run(
  cwd: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result;
}

/** The files git would check out (tracked and new, not ignored), copied into a scratch folder. */
function copyRepository(): string {
  const copy = mkdtempSync(join(tmpdir(), 'version-cut-'));
  const files = run(repoRoot, 'git', ['ls-files', '-co', '--exclude-standard', '-z'])
    .stdout.split('\0')
    .filter((file) => file && existsSync(join(repoRoot, file)));
  for (const file of files) cpSync(join(repoRoot, file), join(copy, file), { recursive: true });
  symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

describe(`cutting version ${NEW_VERSION} from Next`, { timeout: 600_000 }, () => {
  let copy = '';
  const previousLatest = readGuideVersions(repoRoot).find((v) => v.isLatest)!;
  const built = (route: string) =>
    readFileSync(join(copy, 'build', route.replace(/^\//, ''), 'index.html'), 'utf8');

  before(() => {
    copy = copyRepository();
    run(copy, 'npx', ['docusaurus', 'docs:version', NEW_VERSION]);
  });

  test('the files the command wrote pass the formatting check', () => {
    run(copy, 'npx', [
      'prettier',
      '--check',
      'versions.json',
      `versioned_docs/version-${NEW_VERSION}`,
      `versioned_sidebars/version-${NEW_VERSION}-sidebars.json`,
    ]);
  });
  after(() => rmSync(copy, { recursive: true, force: true }));

  test('the guide model makes it the latest and the previous latest unmaintained', () => {
    const versions = readGuideVersions(copy);
    const cut = versions.find((v) => v.name === NEW_VERSION)!;
    assert.equal(cut.isLatest, true);
    assert.equal(cut.routeBase, '/docs');
    const moved = versions.find((v) => v.name === previousLatest.name)!;
    assert.equal(moved.routeBase, `/docs/${previousLatest.name}`);
    assert.equal(moved.banner, 'unmaintained');
    assert.equal(existsSync(cut.libraryFile), true);
  });

  test('the checked build serves it at /docs, the previous latest under its number', () => {
    // The two versions the cut changes; the others' pages (Next's too) are the main build's.
    run(copy, 'npm', ['run', 'build'], {
      DOCS_ONLY_VERSIONS: [NEW_VERSION, previousLatest.name].join(','),
    });
    const latest = built('/docs/api/motor');
    assert.match(latest, new RegExp(`Version: ${NEW_VERSION.replace(/\./g, '\\.')}`));
    assert.doesNotMatch(latest, /theme-doc-version-banner/);
    const moved = built(`/docs/${previousLatest.name}/api/motor`);
    assert.match(moved, /theme-doc-version-banner/);
    assert.match(moved, /nicht mehr gepflegt/);
    // No translation file of its own: the German sidebar labels still show.
    assert.equal(
      existsSync(
        join(copy, 'i18n/de/docusaurus-plugin-content-docs', `version-${NEW_VERSION}.json`),
      ),
      false,
    );
    assert.match(latest, />Beispiele</);
  });

  test('its examples run against its own library, and its structure check passes', () => {
    // Its exercises are Next's, copied unchanged: `npm run test:examples` proves them there.
    const examples = run(copy, 'npx', [
      'tsx',
      'tools/doc-examples/cli.ts',
      NEW_VERSION,
      '--no-exercises',
    ]);
    assert.match(
      examples.stdout,
      new RegExp(`^${NEW_VERSION.replace(/\./g, '\\.')}: \\d+ Python blocks, \\d+ run`, 'm'),
    );
    assert.match(examples.stdout, /0 failures/);
    run(copy, 'npx', ['tsx', '--test', 'tools/doc-structure/doc-structure.test.ts']);
  });
});
