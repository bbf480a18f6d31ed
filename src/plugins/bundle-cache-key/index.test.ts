import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';

import type { LoadContext } from '@docusaurus/types';
import createJiti from 'jiti';

import bundleCacheKeyPlugin, { configurationKey } from './index.ts';

const CONFIG = resolve('docusaurus.config.ts');
const SWITCHES = [
  'SITE_URL',
  'REPO_URL',
  'GTAG_ID',
  'SEARCH_PROVIDER',
  'ALGOLIA_APP_ID',
  'ALGOLIA_SEARCH_API_KEY',
  'ALGOLIA_INDEX_NAME',
];
const ALGOLIA = {
  SEARCH_PROVIDER: 'algolia',
  ALGOLIA_APP_ID: 'APP',
  ALGOLIA_SEARCH_API_KEY: 'key',
  ALGOLIA_INDEX_NAME: 'index',
};

/** docusaurus.config.ts as evaluated with exactly these environment switches set. */
function siteConfigWith(env: Record<string, string>): unknown {
  const saved = SWITCHES.map((name) => [name, process.env[name]] as const);
  for (const name of SWITCHES) delete process.env[name];
  Object.assign(process.env, env);
  try {
    // A fresh evaluation each time: the configuration reads the environment when it loads.
    return createJiti(__filename, { requireCache: false })(CONFIG).default;
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

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
