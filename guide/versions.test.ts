import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { findGuideVersion, locatePage, readGuideVersions } from './versions.ts';

const site = join(import.meta.dirname, '..');

test('Next first, then versions.json in order; the first released one is the latest at /docs', () => {
  const versions = readGuideVersions(site);
  const [next, latest, ...older] = versions;
  assert.deepEqual(
    [next.name, next.label, next.routeBase, next.banner],
    ['current', 'Next', '/docs/next', 'unreleased'],
  );
  assert.equal(latest.isLatest, true);
  assert.equal(latest.routeBase, '/docs');
  assert.equal(latest.banner, 'none');
  for (const v of older) {
    assert.equal(v.routeBase, `/docs/${v.name}`);
    assert.equal(v.banner, 'unmaintained');
  }
  assert.equal(findGuideVersion(versions, 'next'), next);
  assert.equal(findGuideVersion(versions, latest.name.toUpperCase()), latest);
});

test('a page file tells its version, its library and its page id', () => {
  assert.deepEqual(locatePage(site, join(site, 'docs/api/motor.md')), {
    version: 'current',
    docsDir: join(site, 'docs'),
    libraryFile: join(site, 'docs/lib/maqueen.py'),
    page: 'api/motor',
  });
  assert.equal(
    locatePage(site, join(site, 'versioned_docs/version-2.0.1/index.mdx'))?.version,
    '2.0.1',
  );
  assert.equal(locatePage(site, join(site, 'src/pages/markdown-page.md')), null);
});
