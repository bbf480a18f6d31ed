import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { CRAWLER_CONFIG_PATH, generateCrawlerConfig } from './crawler-config.ts';
import { RECORD_SELECTORS } from '../../src/plugins/local-search/shared/selectors.ts';
import { crawlerSite } from './crawler-site.ts';

const site = {
  siteUrl: 'https://example.org',
  baseUrl: '/maqueen-plus-v2-mpy/',
  indexName: 'maqueen',
  searchPagePath: 'search',
};

test('the crawler uses the same level and content selectors as the local index', () => {
  const { selectors } = generateCrawlerConfig(site);
  assert.equal(selectors.lvl1, RECORD_SELECTORS.lvl1);
  assert.equal(selectors.lvl5, RECORD_SELECTORS.lvl5);
  assert.equal(selectors.text, RECORD_SELECTORS.content);
});

test('lvl0 is the last active sidebar category or navbar item, written as XPath', () => {
  const { lvl0 } = generateCrawlerConfig(site).selectors;
  assert.equal(lvl0.type, 'xpath');
  assert.match(
    lvl0.selector,
    /^\(\/\/\*\[.*' menu__link--sublist '.*\| \/\/\*\[.*' navbar__link--active '.*\]\)\[last\(\)\]$/,
  );
  assert.equal(lvl0.default_value, 'Dokumentation');
});

test('the crawler starts at the site root and skips the search page', () => {
  const config = generateCrawlerConfig(site);
  assert.deepEqual(config.start_urls, ['https://example.org/maqueen-plus-v2-mpy/']);
  assert.deepEqual(config.stop_urls, ['https://example.org/maqueen-plus-v2-mpy/search']);
});

test('the committed crawler configuration is up to date with the selectors and the site config', () => {
  // The committed file is generated for the default site address.
  const committed: unknown = JSON.parse(readFileSync(CRAWLER_CONFIG_PATH, 'utf8'));
  assert.deepEqual(
    committed,
    generateCrawlerConfig(crawlerSite()),
    'regenerate with: npx tsx tools/search/write-crawler-config.ts',
  );
});
