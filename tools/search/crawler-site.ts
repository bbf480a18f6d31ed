/** Reads the values the crawler configuration needs from the site config (a tool may; the search plugin gets its values as options). */
import { siteConfigWith } from '../test/site-config.ts';
import type { CrawlerSite } from './crawler-config.ts';

type SiteConfigLike = {
  url: string;
  baseUrl: string;
  themeConfig: { algolia: { indexName: string; searchPagePath?: string | false } };
};

/** The crawler's site as the configuration describes it with these environment switches. */
export function crawlerSite(env: Record<string, string> = {}): CrawlerSite {
  const config = siteConfigWith(env) as unknown as SiteConfigLike;
  return {
    siteUrl: config.url,
    baseUrl: config.baseUrl,
    indexName: config.themeConfig.algolia.indexName,
    searchPagePath: config.themeConfig.algolia.searchPagePath || 'search',
  };
}
