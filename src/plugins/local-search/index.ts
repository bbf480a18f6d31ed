/**
 * Local search: at build time crawls the built pages into a DocSearch-shaped index; in the
 * browser lets the theme's DocSearch modal and search page query it instead of Algolia.
 * Registered in both modes: `algoliasearch/lite`, the search client of the search page and
 * the search bar, is the offline client with `enabled: true` and Algolia's client with a hosts
 * cache that works with `enabled: false` (Algolia mode).
 */
import { join } from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import { writeSearchIndex } from './buildIndex.ts';

export type LocalSearchOptions = { enabled: boolean };

const clientDir = join(__dirname, 'client');

/** The search page and our SearchBar wrapper create their client with liteClient() from here. */
const searchClientAlias = (file: string) => ({ 'algoliasearch/lite$': join(clientDir, file) });

export default function localSearchPlugin(
  _context: LoadContext,
  options: LocalSearchOptions,
): Plugin<void> {
  if (!options.enabled) {
    return {
      name: 'local-search',
      configureWebpack: () => ({ resolve: { alias: searchClientAlias('algoliaLiteClient.ts') } }),
    };
  }
  return {
    name: 'local-search',

    getClientModules() {
      return [join(clientDir, 'localMode.css')];
    },

    configureWebpack() {
      return {
        resolve: { alias: searchClientAlias('liteClient.ts') },
        module: {
          rules: [
            {
              // Imports made by the theme's SearchBar only: drop its Algolia preconnect hint.
              test: /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/,
              resolve: { alias: { '@docusaurus/Head': join(clientDir, 'NoHead.tsx') } },
            },
          ],
        },
      };
    },

    async postBuild({ outDir, siteConfig }) {
      const started = Date.now();
      const manifest = writeSearchIndex(outDir, siteConfig.baseUrl);
      const records = manifest.shards.reduce((sum, shard) => sum + shard.records, 0);
      console.log(
        `[local-search] ${records} records in ${manifest.shards.length} shards (${Date.now() - started} ms)`,
      );
    },
  };
}
