/**
 * Local search: at build time crawls the built pages into a DocSearch-shaped index; in the
 * browser lets the theme's DocSearch modal and search page query it instead of Algolia.
 * Registered in both modes: `algoliasearch/lite`, the search client of the search page and
 * the search bar, is the offline client with `enabled: true` and Algolia's client with a hosts
 * cache that works with `enabled: false` (Algolia mode). In both modes the plugin brings the
 * SearchBar wrapper (theme/) and the /search version preselect (client/).
 */
import { dirname, join } from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import { writeSearchIndex } from './buildIndex.ts';
import type { LocalSearchOptions } from './options.ts';
import { PLUGIN_NAME, type LocalSearchGlobalData } from './shared/globalData.ts';

export { validateOptions, type LocalSearchOptions } from './options.ts';

const clientDir = join(__dirname, 'client');
const themeDir = join(__dirname, 'theme');

/**
 * The theme's DocSearch SearchBar, which theme/SearchBar wraps. Neither `@theme-original` (this
 * plugin's own component, as the last theme that provides one) nor `@theme-init` (the classic
 * theme's empty placeholder) reaches it, and the package does not export the file.
 */
const algoliaSearchBar = join(
  dirname(require.resolve('@docusaurus/theme-search-algolia')),
  'theme',
  'SearchBar',
  'index.js',
);

/** The search page and our SearchBar wrapper create their client with liteClient() from here. */
const aliases = (clientFile: string) => ({
  'algoliasearch/lite$': join(clientDir, clientFile),
  '@local-search/DocSearchBar$': algoliaSearchBar,
});

export default function localSearchPlugin(
  _context: LoadContext,
  options: LocalSearchOptions,
): Plugin<void> {
  const both = {
    name: PLUGIN_NAME,
    getThemePath: () => themeDir,
    getTypeScriptThemePath: () => themeDir,
    async contentLoaded({ actions }) {
      actions.setGlobalData({ repoUrl: options.repoUrl } satisfies LocalSearchGlobalData);
    },
  } satisfies Plugin<void>;
  if (!options.enabled) {
    return {
      ...both,
      getClientModules: () => [join(clientDir, 'search-version-preselect.ts')],
      configureWebpack: () => ({ resolve: { alias: aliases('algoliaLiteClient.ts') } }),
    };
  }
  return {
    ...both,

    getClientModules() {
      return [join(clientDir, 'localMode.css'), join(clientDir, 'search-version-preselect.ts')];
    },

    configureWebpack() {
      return {
        resolve: { alias: aliases('liteClient.ts') },
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
