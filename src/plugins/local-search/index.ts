/**
 * Local search: at build time crawls the built pages into a DocSearch-shaped index; in the
 * browser lets the theme's DocSearch modal and search page query it instead of Algolia.
 * Registered in both modes: `algoliasearch/lite`, the search client of the search page and
 * the search bar, is the offline client with `enabled: true` and Algolia's client with a hosts
 * cache that works with `enabled: false` (Algolia mode). In both modes the plugin brings the
 * SearchBar and SearchPage wrappers (theme/): the page's wrapper preselects the reader's version.
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
 * The theme's DocSearch SearchBar and SearchPage, which theme/ wraps. Neither `@theme-original` (this
 * plugin's own component, as the last theme that provides one) nor `@theme-init` (the classic
 * theme's empty placeholder) reaches it, and the package does not export the file.
 */
const algoliaTheme = (component: string) =>
  join(
    dirname(require.resolve('@docusaurus/theme-search-algolia')),
    'theme',
    component,
    'index.js',
  );

/** The search page and our SearchBar wrapper create their client with liteClient() from here. */
const aliases = (clientFile: string) => ({
  'algoliasearch/lite$': join(clientDir, clientFile),
  '@local-search/DocSearchBar$': algoliaTheme('SearchBar'),
  '@local-search/DocSearchPage$': algoliaTheme('SearchPage'),
  '@docsearch/react/style$': join(clientDir, 'docsearchStyles.ts'),
});

/**
 * The modal's styles (four fifths of DocSearch's CSS) leave the stylesheet every page loads for
 * a chunk that loads with the modal; Docusaurus' `styles` group (priority 50) takes the rest.
 */
const modalStyles = {
  splitChunks: {
    cacheGroups: {
      searchModalStyles: {
        test: /[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/,
        type: 'css/mini-extract',
        chunks: 'async' as const,
        name: 'search-modal-styles',
        priority: 60,
        enforce: true,
      },
    },
  },
};

/**
 * The DocSearch modal's texts (`theme.SearchModal.*`, a fifth of the code translations every
 * page's main bundle carries) go with the modal's code: the browser bundle's code translations
 * lose them, `?search-modal` has only them (client/searchModalTranslations.ts adds them back).
 * The server renders no modal and keeps all.
 */
const modalTranslations = {
  test: /[\\/]\.docusaurus[\\/]codeTranslations\.json$/,
  use: [
    {
      loader: join(__dirname, 'codeTranslationsLoader.cjs'),
      options: { prefix: 'theme.SearchModal.', query: 'search-modal' },
    },
  ],
};

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
    // The index in both modes: in Algolia mode it answers when Algolia cannot be reached and the
    // reader keeps the guide offline (client/algoliaLiteClient.ts).
    async postBuild({ outDir, siteConfig }) {
      const started = Date.now();
      const manifest = writeSearchIndex(outDir, siteConfig.baseUrl);
      const records = manifest.shards.reduce((sum, shard) => sum + shard.records, 0);
      console.log(
        `[local-search] ${records} records in ${manifest.shards.length} shards (${Date.now() - started} ms)`,
      );
    },
  } satisfies Plugin<void>;
  if (!options.enabled) {
    return {
      ...both,
      configureWebpack: (_config, isServer) => ({
        resolve: { alias: aliases('algoliaLiteClient.ts') },
        optimization: modalStyles,
        module: { rules: isServer ? [] : [modalTranslations] },
      }),
    };
  }
  return {
    ...both,

    getClientModules() {
      return [join(clientDir, 'localMode.css')];
    },

    configureWebpack(_config, isServer) {
      return {
        resolve: { alias: aliases('liteClient.ts') },
        optimization: modalStyles,
        module: {
          rules: [
            ...(isServer ? [] : [modalTranslations]),
            {
              // Imports made by the theme's SearchBar only: drop its Algolia preconnect hint.
              test: /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/,
              resolve: { alias: { '@docusaurus/Head': join(clientDir, 'NoHead.tsx') } },
            },
          ],
        },
      };
    },
  };
}
