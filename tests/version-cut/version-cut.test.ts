// Cutting a version is the Docusaurus command and nothing else: in a temporary copy of the
// repository, `docusaurus docs:version` makes the new version the latest at /docs, moves the
// previous latest under its number with the unmaintained banner, keeps German sidebar labels
// without a translation file of its own, and the new version's examples run against its library.
import assert from 'node:assert/strict';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadSite } from '@docusaurus/core/lib/server/site.js';
import { readGuideVersions } from '../../guide/versions.ts';

/** What the docs plugin loads per version (the fields looked at). */
interface LoadedVersion {
  versionName: string;
  label: string;
  path: string;
  banner: string | null;
  isLast: boolean;
  sidebars: unknown;
}

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

  test('Docusaurus routes it at /docs, the previous latest under its number with the banner', async () => {
    // Docusaurus' own loading of the site (the plugins' content and routes, the first step of a
    // build); the bundling and rendering after it are the main build's, which CI makes and
    // checks (the cut version's pages are Next's, checked there under /docs/next).
    const site = await loadSite({ siteDir: copy });
    const prefix = site.props.siteConfig.baseUrl.replace(/\/$/, '');
    const docs = site.props.plugins.find(
      (plugin) => plugin.name === 'docusaurus-plugin-content-docs',
    );
    const versions = (docs?.content as { loadedVersions: LoadedVersion[] }).loadedVersions;
    const version = (name: string) => versions.find((v) => v.versionName === name)!;
    assert.deepEqual(
      [NEW_VERSION, previousLatest.name].map((name) => {
        const { path, banner, isLast, label } = version(name);
        return { path, banner, isLast, label };
      }),
      [
        { path: `${prefix}/docs`, banner: null, isLast: true, label: NEW_VERSION },
        {
          path: `${prefix}/docs/${previousLatest.name}`,
          banner: 'unmaintained',
          isLast: false,
          label: previousLatest.label,
        },
      ],
    );
    assert.ok(site.props.routesPaths.includes(`${prefix}/docs/api/motor`));
    assert.ok(site.props.routesPaths.includes(`${prefix}/docs/${previousLatest.name}/api/motor`));
    // No translation file of its own: the German sidebar labels stay.
    assert.equal(
      existsSync(
        join(copy, 'i18n/de/docusaurus-plugin-content-docs', `version-${NEW_VERSION}.json`),
      ),
      false,
    );
    assert.match(JSON.stringify(version(NEW_VERSION).sidebars), /"label":"Beispiele"/);
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
