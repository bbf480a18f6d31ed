/**
 * Regenerates search/docsearch-crawler.config.json from the site config:
 * `npx tsx tools/search/write-crawler-config.ts`.
 */
import { writeFileSync } from 'node:fs';

import { format, resolveConfig } from 'prettier';

import { CONFIG_SWITCHES } from '../test/site-config.ts';
import { CRAWLER_CONFIG_PATH, generateCrawlerConfig } from './crawler-config.ts';
import { crawlerSite } from './crawler-site.ts';

// The switches this shell sets (a fork's SITE_URL, say), as the build would see them.
const switches = Object.fromEntries(
  CONFIG_SWITCHES.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])),
);
const json = JSON.stringify(generateCrawlerConfig(crawlerSite(switches)));
// Formatted like every other committed file, so `prettier --check` stays green.
const options = await resolveConfig(CRAWLER_CONFIG_PATH);
writeFileSync(
  CRAWLER_CONFIG_PATH,
  await format(json, { ...options, filepath: CRAWLER_CONFIG_PATH }),
);
console.log(`wrote ${CRAWLER_CONFIG_PATH}`);
