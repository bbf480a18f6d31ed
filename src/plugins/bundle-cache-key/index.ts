/**
 * Keys the bundler's persistent cache (node_modules/.cache/rspack) by the site configuration.
 * Docusaurus keys it by its own version and the theme aliases only, and Rspack does not notice
 * when a plugin resolves a module elsewhere; so a build reused the modules of the build before
 * it, and an Algolia build shipped the offline search client (and the reverse). Every
 * environment switch (search provider, analytics id, site URL, …) ends up in the configuration,
 * so hashing it gives each combination a cache of its own; both stay warm side by side.
 */
import { createHash } from 'node:crypto';

import type { LoadContext, Plugin } from '@docusaurus/types';

type PersistentCache = { version?: string };

export function configurationKey(siteConfig: unknown): string {
  return createHash('sha256').update(JSON.stringify(siteConfig)).digest('hex').slice(0, 16);
}

export default function bundleCacheKeyPlugin(context: LoadContext): Plugin {
  const key = configurationKey(context.siteConfig);
  return {
    name: 'bundle-cache-key',
    configureWebpack(config) {
      // Rspack's persistent cache (future.faster); the webpack types do not know this option.
      const cache = (config.experiments as { cache?: PersistentCache | boolean } | undefined)
        ?.cache;
      if (typeof cache !== 'object') return {};
      return { experiments: { cache: { ...cache, version: `${cache.version ?? ''}-${key}` } } };
    },
  };
}
