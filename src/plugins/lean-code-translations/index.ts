/**
 * Docusaurus' code translations (`.docusaurus/codeTranslations.json`: the theme's strings merged
 * with i18n/de/code.json) sit whole in every page's main bundle. The browser bundle gets them
 * without two kinds of ids; the server renders with all of them, so every page's HTML is as before.
 *
 * - Namespaces whose every `translate()` call passes its German message as the default (the
 *   catalogues of the player, the exercises and the board link, which the playground's
 *   client/messages.test.ts holds equal to i18n/de/code.json). Without the id, `translate()`
 *   returns that default: the same German text, hydration included. They are passed in
 *   (docusaurus.config.ts).
 * - Theme strings of features this site does not have, checked on the loaded content of each
 *   build: a missing feature renders none of its strings, and one that appears keeps them.
 */
import { join } from 'node:path';

import type { AllContent, Plugin } from '@docusaurus/types';

export type LeanCodeTranslationsOptions = {
  /** Id namespaces (`site.playground`) whose calls all pass their German message. */
  germanDefaultNamespaces: readonly string[];
};

type Page = { unlisted?: boolean; draft?: boolean; lastUpdatedAt?: number; lastUpdatedBy?: string };
type Doc = Page & { tags: readonly unknown[] };
type DocsContent = { loadedVersions: readonly { docs: readonly Doc[] }[] };

function instances<T>(allContent: AllContent, plugin: string): T[] {
  return Object.values(allContent[plugin] ?? {}) as T[];
}

/** Every doc (of every docs plugin and version), and every doc and Markdown page. */
function pagesOf(allContent: AllContent): { docs: Doc[]; pages: Page[] } {
  const docs = instances<DocsContent>(allContent, 'docusaurus-plugin-content-docs').flatMap(
    (content) => content.loadedVersions.flatMap((version) => version.docs),
  );
  const pages = instances<readonly Page[]>(allContent, 'docusaurus-plugin-content-pages').flat();
  return { docs, pages: [...docs, ...pages] };
}

/** Theme strings only a feature renders, and whether this build's content lacks the feature. */
const FEATURES: readonly {
  prefixes: readonly string[];
  absent: (allContent: AllContent) => boolean;
}[] = [
  // Blog posts, lists, archive and author pages: only the blog plugin's routes render them.
  { prefixes: ['theme.blog.'], absent: (all) => !('docusaurus-plugin-content-blog' in all) },
  // The tags under a doc and the tag pages: the docs plugin makes tag pages only for used tags.
  {
    prefixes: ['theme.tags.', 'theme.docs.tagDocListPageTitle'],
    absent: (all) => pagesOf(all).docs.every((doc) => doc.tags.length === 0),
  },
  // "Last updated …": only with showLastUpdateTime/-Author, which give a doc or page these fields.
  {
    prefixes: ['theme.lastUpdated.'],
    absent: (all) => pagesOf(all).pages.every((page) => !page.lastUpdatedAt && !page.lastUpdatedBy),
  },
  // The unlisted and draft banners.
  {
    prefixes: ['theme.contentVisibility.'],
    absent: (all) => pagesOf(all).pages.every((page) => !page.unlisted && !page.draft),
  },
];

/** The id prefixes the browser bundle drops for this build's content. */
export function droppedPrefixes(
  allContent: AllContent,
  germanDefaultNamespaces: readonly string[],
): string[] {
  return [
    ...germanDefaultNamespaces.map((namespace) => `${namespace}.`),
    ...FEATURES.filter((feature) => feature.absent(allContent)).flatMap((f) => f.prefixes),
  ];
}

export default function leanCodeTranslationsPlugin(
  _context: unknown,
  options: LeanCodeTranslationsOptions,
): Plugin {
  let prefixes: string[] = [];
  return {
    name: 'lean-code-translations',
    // Runs after every plugin has loaded its content and before the bundler is configured.
    allContentLoaded({ allContent }) {
      prefixes = droppedPrefixes(allContent, options.germanDefaultNamespaces);
    },
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            module: {
              rules: [
                {
                  test: /[\\/]\.docusaurus[\\/]codeTranslations\.json$/,
                  // Options as a string go into the module's request, so the bundler's cache
                  // keeps one module per set of prefixes (an object would be known by its place).
                  use: [
                    {
                      loader: join(__dirname, 'drop-ids-loader.cjs'),
                      options: JSON.stringify({ prefixes }),
                    },
                  ],
                },
              ],
            },
          },
  };
}
