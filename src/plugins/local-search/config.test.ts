import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

import { resolveSearchSetup } from './config.ts';

const none = { provider: '', appId: '', apiKey: '', indexName: '' };

test('without any variable the offline index is used with placeholder credentials', () => {
  const setup = resolveSearchSetup(none);
  assert.equal(setup.provider, 'local');
  assert.deepEqual(setup.localSearch, { enabled: true });
  assert.equal(setup.algolia.contextualSearch, true);
  assert.ok(setup.algolia.appId && setup.algolia.apiKey, 'DocSearch refuses empty credentials');
});

test('algolia with all three variables uses them and turns the local index off', () => {
  const setup = resolveSearchSetup({
    provider: 'algolia',
    appId: 'APP',
    apiKey: 'KEY',
    indexName: 'IDX',
  });
  assert.deepEqual(setup.localSearch, { enabled: false });
  assert.equal(setup.algolia.appId, 'APP');
  assert.equal(setup.algolia.apiKey, 'KEY');
  assert.equal(setup.algolia.indexName, 'IDX');
});

test('algolia without id and key names exactly the missing variables', () => {
  assert.throws(
    () => resolveSearchSetup({ ...none, provider: 'algolia', indexName: 'IDX' }),
    /SEARCH_PROVIDER=algolia, but ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY are not set/,
  );
});

test('an unknown provider is a configuration error', () => {
  assert.throws(
    () => resolveSearchSetup({ ...none, provider: 'solr' }),
    /must be "local" or "algolia"/,
  );
});

function loadConfig(env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(SEARCH_PROVIDER|ALGOLIA_)/.test(name)),
  );
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', '--eval', "require('./docusaurus.config.ts'); console.log('loaded')"],
    { env: { ...clean, ...env }, encoding: 'utf8' },
  );
}

test('loading the site config with SEARCH_PROVIDER=algolia and no key stops with the missing names', () => {
  const run = loadConfig({
    SEARCH_PROVIDER: 'algolia',
    ALGOLIA_APP_ID: 'APP',
    ALGOLIA_INDEX_NAME: 'IDX',
  });
  assert.notEqual(run.status, 0);
  assert.match(run.stderr, /ALGOLIA_SEARCH_API_KEY is not set/);
  assert.doesNotMatch(run.stdout, /loaded/);
});

test('loading the site config without search variables succeeds (local mode)', () => {
  const run = loadConfig({});
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /loaded/);
});
