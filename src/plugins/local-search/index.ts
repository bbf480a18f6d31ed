/**
 * Local search: at build time crawls the built pages into a DocSearch-shaped index; in the
 * browser lets the theme's DocSearch modal and search page query it instead of Algolia.
 * Registered in both modes; with `enabled: false` (Algolia mode) it does nothing.
 */
import { join } from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import { writeSearchIndex } from './buildIndex.ts';

export type LocalSearchOptions = { enabled: boolean };
export type LocalSearchGlobalData = { enabled: true };

const clientDir = join(__dirname, 'client');

export default function localSearchPlugin(
  _context: LoadContext,
  options: LocalSearchOptions,
): Plugin<void> {
  if (!options.enabled) return { name: 'local-search' };
  return {
    name: 'local-search',

    contentLoaded({ actions }) {
      actions.setGlobalData({ enabled: true } satisfies LocalSearchGlobalData);
    },

    getClientModules() {
      return [join(clientDir, 'localMode.css')];
    },

    configureWebpack() {
      return {
        resolve: {
          // The search page creates its client with algoliasearch/lite's liteClient().
          alias: { 'algoliasearch/lite$': join(clientDir, 'liteClient.ts') },
        },
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
