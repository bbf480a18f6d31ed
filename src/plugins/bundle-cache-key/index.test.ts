import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { LoadContext } from '@docusaurus/types';

import { siteConfigWith } from '../../../tools/test/site-config.ts';
import bundleCacheKeyPlugin, { configurationKey } from './index.ts';

const ALGOLIA = {
  SEARCH_PROVIDER: 'algolia',
  ALGOLIA_APP_ID: 'APP',
  ALGOLIA_SEARCH_API_KEY: 'key',
  ALGOLIA_INDEX_NAME: 'index',
};

const cacheVersion = (siteConfig: unknown, isServer = false) => {
  const plugin = bundleCacheKeyPlugin({ siteConfig } as LoadContext);
  const config = {
    experiments: { cache: { type: 'persistent', version: 'client-production-de' } },
  };
  const result = plugin.configureWebpack!(config, isServer, {} as never, {} as never) as {
    experiments: { cache: { type: string; version: string } };
  };
  return result.experiments.cache;
};

const variants: [string, Record<string, string>][] = [
  ['the search provider', ALGOLIA],
  ['the Algolia index', { ...ALGOLIA, ALGOLIA_INDEX_NAME: 'other' }],
  ['the analytics id', { GTAG_ID: 'G-TEST' }],
  ['the site URL', { SITE_URL: 'https://example.org' }],
  ['the repository URL', { REPO_URL: 'https://example.org/fork' }],
];

test('the same switches give the same cache version, build after build', () => {
  assert.equal(configurationKey(siteConfigWith({})), configurationKey(siteConfigWith({})));
  assert.equal(
    configurationKey(siteConfigWith(ALGOLIA)),
    configurationKey(siteConfigWith(ALGOLIA)),
  );
});

for (const [what, env] of variants) {
  test(`changing ${what} gives the bundler cache another version`, () => {
    assert.notEqual(
      cacheVersion(siteConfigWith(env)).version,
      cacheVersion(siteConfigWith({})).version,
    );
  });
}

test("the cache keeps Docusaurus' own version and its other settings", () => {
  const cache = cacheVersion(siteConfigWith({}));
  assert.equal(cache.type, 'persistent');
  assert.match(cache.version, /^client-production-de-[0-9a-f]{16}$/);
});

test('without a persistent cache the plugin changes nothing', () => {
  const plugin = bundleCacheKeyPlugin({ siteConfig: {} } as LoadContext);
  assert.deepEqual(plugin.configureWebpack!({}, false, {} as never, {} as never), {});
});
