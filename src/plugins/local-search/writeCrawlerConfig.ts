/**
 * Regenerates search/docsearch-crawler.config.json from the site config:
 * `npx tsx src/plugins/local-search/writeCrawlerConfig.ts`.
 */
import { writeFileSync } from 'node:fs';

import { CRAWLER_CONFIG_PATH, serializeCrawlerConfig } from './crawlerConfig.ts';
import { crawlerSiteFromConfig } from './siteConfig.ts';

void crawlerSiteFromConfig().then((site) => {
  writeFileSync(CRAWLER_CONFIG_PATH, serializeCrawlerConfig(site));
  console.log(`wrote ${CRAWLER_CONFIG_PATH}`);
});
