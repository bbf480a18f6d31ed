/**
 * Generates the configuration for the DocSearch scraper (the JSON format of
 * algolia/docsearch-scraper) from the same selectors the local index uses, so the hosted
 * Algolia index holds the same records as the offline one.
 */
import {
  EXCLUDED_SELECTORS,
  LVL0_CLASS_CHAINS,
  LVL0_DEFAULT,
  RECORD_SELECTORS,
  STRIP_CHARS,
  classChainToXPath,
} from '../../src/plugins/local-search/shared/selectors.ts';

export type CrawlerSite = {
  siteUrl: string;
  baseUrl: string;
  indexName: string;
  searchPagePath: string;
};

/** Where the generated configuration is committed, relative to the repository root. */
export const CRAWLER_CONFIG_PATH = 'search/docsearch-crawler.config.json';

export function generateCrawlerConfig(site: CrawlerSite) {
  const root = new URL(site.baseUrl, site.siteUrl).href;
  const { content, ...levels } = RECORD_SELECTORS;
  return {
    index_name: site.indexName,
    start_urls: [root],
    sitemap_urls: [`${root}sitemap.xml`],
    stop_urls: [`${root}${site.searchPagePath}`],
    selectors: {
      lvl0: {
        // The last match wins, like the local indexer: the deepest active sidebar category.
        selector: `(${LVL0_CLASS_CHAINS.map(classChainToXPath).join(' | ')})[last()]`,
        type: 'xpath',
        global: true,
        default_value: LVL0_DEFAULT,
      },
      ...levels,
      text: content,
    },
    selectors_exclude: [...EXCLUDED_SELECTORS],
    strip_chars: STRIP_CHARS,
    custom_settings: {
      // Identifiers such as motor_run stay searchable as typed.
      separatorsToIndex: '_',
      attributesForFaceting: ['language', 'version', 'type', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
    },
  };
}
