// A version's offline copy holds its own pages and the search page, the shared files, and not
// the pages of the versions whose routes lie below its own.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';

import type { GuideVersion } from '../../../guide/versions.ts';
import { offlineManifest } from './offline-manifest.ts';

const version = (name: string, routeBase: string): GuideVersion => ({
  name,
  label: name === 'current' ? 'Next' : name,
  routeBase,
  banner: 'none',
  isLatest: routeBase === '/docs',
  isNext: name === 'current',
  docsDir: '',
  libraryFile: '',
});
const VERSIONS = [
  version('current', '/docs/next'),
  version('2.0.2', '/docs'),
  version('1.0.0', '/docs/1.0.0'),
];
const ROUTES = [
  '/base/',
  '/base/search',
  '/base/docs/',
  '/base/docs/api/motor',
  '/base/docs/next/',
  '/base/docs/next/api/motor',
  '/base/docs/1.0.0/',
  '/base/docs/1.0.0/api/motor',
];

function site(): string {
  const out = mkdtempSync(join(tmpdir(), 'offline-'));
  const files = [
    ...ROUTES.map((route) => `${route.slice('/base'.length)}/index.html`),
    'assets/js/main.0123abcd.js',
    'assets/wasm/firmware.0123abcd.wasm',
    'img/logo.svg',
    'druck/oval.pdf',
    'firmware.hex',
  ];
  for (const file of files) {
    const path = join(out, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `content of ${file}`);
  }
  return out;
}

test('each version’s copy holds its own pages, the search page and the shared files', () => {
  const out = site();
  try {
    const urls = (name: string) =>
      offlineManifest(
        out,
        '/base/',
        ROUTES,
        VERSIONS.find((v) => v.name === name)!,
        VERSIONS,
      )
        .files.map((file) => file.url)
        .filter((url) => url.includes('/docs') || url.endsWith('/search'))
        .sort();
    assert.deepEqual(urls('2.0.2'), ['/base/docs/', '/base/docs/api/motor', '/base/search']);
    assert.deepEqual(urls('current'), [
      '/base/docs/next/',
      '/base/docs/next/api/motor',
      '/base/search',
    ]);
    assert.deepEqual(urls('1.0.0'), [
      '/base/docs/1.0.0/',
      '/base/docs/1.0.0/api/motor',
      '/base/search',
    ]);

    const latest = offlineManifest(out, '/base/', ROUTES, VERSIONS[1]!, VERSIONS);
    const shared = latest.files.map((file) => file.url).filter((url) => !url.includes('/docs'));
    assert.deepEqual(shared.sort(), [
      '/base/assets/js/main.0123abcd.js',
      '/base/assets/wasm/firmware.0123abcd.wasm',
      '/base/druck/oval.pdf',
      '/base/firmware.hex',
      '/base/img/logo.svg',
      '/base/search',
    ]);
    assert.equal(
      latest.bytes,
      latest.files.reduce((sum, file) => sum + file.bytes, 0),
    );
    assert.equal(latest.start, '/base/docs');
    assert.equal(latest.search.tag, 'docs-default-2.0.2');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('the build changes when a stored file changes, not otherwise', () => {
  const out = site();
  try {
    const build = () => offlineManifest(out, '/base/', ROUTES, VERSIONS[1]!, VERSIONS).build;
    const before = build();
    assert.equal(build(), before);
    writeFileSync(join(out, 'assets/js/main.0123abcd.js'), 'changed');
    assert.notEqual(build(), before);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
