// docusaurus.config.ts evaluated afresh with exactly the given environment switches, for tests
// that share one process: the configuration reads the environment when it loads, so a cached
// module would answer with whatever another test set before.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Config } from '@docusaurus/types';
import createJiti from 'jiti';

const CONFIG = resolve('docusaurus.config.ts');

/** Every switch the configuration reads (README: "Environment switches"). */
export const CONFIG_SWITCHES = [
  'SITE_URL',
  'REPO_URL',
  'GTAG_ID',
  'CHECKED_BUILD',
  'DOCS_ONLY_VERSIONS',
  'SEARCH_PROVIDER',
  'ALGOLIA_APP_ID',
  'ALGOLIA_SEARCH_API_KEY',
  'ALGOLIA_INDEX_NAME',
];

export function siteConfigWith(env: Record<string, string>): Config {
  const saved = CONFIG_SWITCHES.map((name) => [name, process.env[name]] as const);
  for (const name of CONFIG_SWITCHES) delete process.env[name];
  Object.assign(process.env, env);
  try {
    return (
      createJiti(fileURLToPath(import.meta.url), { requireCache: false })(CONFIG) as {
        default: Config;
      }
    ).default;
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
