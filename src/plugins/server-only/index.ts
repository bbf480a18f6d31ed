/**
 * What only the server uses stays out of the browser bundle. Three parts of Docusaurus sit in
 * every page's main bundle although the browser never uses them; the server build keeps all
 * three, so every page's HTML is as before, and the browser renders what it rendered before.
 *
 * - The site configuration (`.docusaurus/docusaurus.config.mjs`, for `useDocusaurusContext()`)
 *   goes without the keys only the build reads (BUILD_ONLY_KEYS; index.test.ts finds no code of
 *   the browser bundle that reads them). The debug plugin's page (`npm start`) shows the whole
 *   configuration, so with it the copy stays whole.
 * - The base URL issue banner (config `baseUrlIssueBanner`) is a script the server writes into
 *   the landing page's head; in the browser its component renders nothing, yet its script's text
 *   was in the bundle. The browser gets a stand-in (BaseUrlIssueBanner.ts) that renders the same
 *   nothing, with the banner's CSS.
 * - The route registry (`.docusaurus/registry.js`) names each route chunk's module, which
 *   react-loadable reports only to the server's capture (the chunks a page needs); the browser's
 *   copy has empty names (registry-loader.cjs).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type { Plugin } from '@docusaurus/types';

const require = createRequire(join(process.cwd(), 'package.json'));

/** Each key the browser's configuration leaves out, and who reads it instead. */
export const BUILD_ONLY_KEYS = {
  headTags: 'the server writes them into every page’s HTML',
  scripts: 'the server writes them into every page’s HTML',
  stylesheets: 'the server writes them into every page’s HTML',
  plugins: 'the build loads them; the browser gets what they make',
  presets: 'the build loads them; the browser gets what they make',
  themes: 'the build loads them; the browser gets what they make',
  clientModules: 'the bundle imports them through .docusaurus/client-modules.js',
  staticDirectories: 'the build copies them',
  markdown: 'the MDX compiler',
  onBrokenLinks: 'the build’s link check',
  onBrokenAnchors: 'the build’s link check',
  onDuplicateRoutes: 'the build’s route check',
} as const;

/** Docusaurus' client folder, where its App imports the banner (also for the test). */
export const coreClientDir = (): string =>
  join(dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');

const generated = (file: string) => new RegExp(`[\\\\/]\\.docusaurus[\\\\/]${file}$`);

export default function serverOnlyPlugin(): Plugin {
  let debugPage = false;
  return {
    name: 'server-only',
    allContentLoaded({ allContent }) {
      debugPage = 'docusaurus-plugin-debug' in allContent;
    },
    configureWebpack: (_config, isServer) => {
      if (isServer) return {};
      const siteConfig = {
        test: generated('docusaurus\\.config\\.mjs'),
        use: [
          {
            loader: join(__dirname, 'site-config-loader.cjs'),
            // As a string, so the options are part of the module's request (and its cache).
            options: JSON.stringify({ keys: Object.keys(BUILD_ONLY_KEYS) }),
          },
        ],
      };
      const registry = {
        test: generated('registry\\.js'),
        use: [{ loader: join(__dirname, 'registry-loader.cjs') }],
      };
      return {
        resolve: {
          alias: {
            [join(coreClientDir(), 'BaseUrlIssueBanner', 'index.js')]: join(
              __dirname,
              'BaseUrlIssueBanner.ts',
            ),
          },
        },
        module: { rules: debugPage ? [registry] : [siteConfig, registry] },
      };
    },
  };
}
