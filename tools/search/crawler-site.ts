/** Reads the values the crawler configuration needs from the site config (a tool may; the search plugin gets its values as options). */
import type { CrawlerSite } from './crawler-config.ts';

type SiteConfigLike = {
  url: string;
  baseUrl: string;
  themeConfig: { algolia: { indexName: string; searchPagePath?: string | false } };
};

export async function crawlerSiteFromConfig(): Promise<CrawlerSite> {
  const { default: config } = (await import('../../docusaurus.config.ts')) as {
    default: SiteConfigLike;
  };
  return {
    siteUrl: config.url,
    baseUrl: config.baseUrl,
    indexName: config.themeConfig.algolia.indexName,
    searchPagePath: config.themeConfig.algolia.searchPagePath || 'search',
  };
}
