/**
 * Regenerates search/docsearch-crawler.config.json from the site config:
 * `npx tsx tools/search/write-crawler-config.ts`.
 */
import { writeFileSync } from 'node:fs';

import { format, resolveConfig } from 'prettier';

import { CRAWLER_CONFIG_PATH, generateCrawlerConfig } from './crawler-config.ts';
import { crawlerSiteFromConfig } from './crawler-site.ts';

void crawlerSiteFromConfig().then(async (site) => {
  const json = JSON.stringify(generateCrawlerConfig(site));
  // Formatted like every other committed file, so `prettier --check` stays green.
  const options = await resolveConfig(CRAWLER_CONFIG_PATH);
  writeFileSync(
    CRAWLER_CONFIG_PATH,
    await format(json, { ...options, filepath: CRAWLER_CONFIG_PATH }),
  );
  console.log(`wrote ${CRAWLER_CONFIG_PATH}`);
});
