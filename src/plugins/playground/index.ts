// The playground: every runnable Python block of the guide gets "▶ Im Simulator ausprobieren",
// which opens an editable copy and runs it on the micro:bit's own firmware (WebAssembly) with the
// version's unchanged maqueen.py on the simulated robot in a worker. Build-time part: theme
// components, the worker (its firmware WebAssembly emitted by the bundler) and the input
// channel's service worker.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildSync } from 'esbuild';
import { readGuideVersions } from '../../../guide/versions.ts';
import { MESSAGE_NAMESPACES } from './client/messages.ts';
import { writeOfflineManifests } from './offline-manifest.ts';
import { SOLUTIONS_HEAD_SCRIPT } from './shared/solutions.ts';

/** Served as they are from the site's root (config `staticDirectories`): the dev service worker. */
export const STATIC_DIR = join(__dirname, 'static');

/**
 * The texts of the player, the exercises and the board link are most of Docusaurus' code
 * translations, which sit in every page's main bundle although only pages with code use them. The
 * browser bundle drops these namespaces (docusaurus.config.ts hands them to the
 * lean-code-translations plugin): there `translate()` falls back to each call's German message
 * (every call passes a catalogue's message, see client/messages.ts), which
 * client/messages.test.ts holds equal to i18n/de/code.json; the server renders with code.json.
 */
export { MESSAGE_NAMESPACES };

/** Where the bundler puts the firmware's WebAssembly, below the site's root. */
const FIRMWARE_ASSET_DIR = 'assets/wasm';

/** The input service worker's file at the site root: the player registers it by this name. */
export const SERVICE_WORKER_FILE = 'sim-input-sw.js';

/** The service worker in TypeScript (service-worker/), as one script for `buildId`'s cache. */
export function compileServiceWorker(buildId: string): string {
  const result = buildSync({
    entryPoints: [join(__dirname, 'service-worker', 'sim-input-sw.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    write: false,
    define: { SIM_BUILD_ID: JSON.stringify(buildId) },
  });
  return result.outputFiles[0]!.text;
}

/**
 * One id per build: the bundler's file names carry content hashes, so their list changes with
 * any code and stays the same for the same code (the firmware's WebAssembly is named by its
 * hash inside the worker's chunk).
 */
export function buildIdOf(outDir: string): string {
  const hash = createHash('sha256');
  for (const folder of ['js', 'css']) {
    const dir = join(outDir, 'assets', folder);
    if (existsSync(dir)) for (const name of readdirSync(dir).sort()) hash.update(`\n${name}`);
  }
  return hash.digest('hex').slice(0, 12);
}

export default function playgroundPlugin(context: LoadContext): Plugin {
  return {
    name: 'playground',
    loadContent: () => {
      // `npm start` serves this one (the dev server has no build id); a build replaces it.
      mkdirSync(STATIC_DIR, { recursive: true });
      writeFileSync(join(STATIC_DIR, SERVICE_WORKER_FILE), compileServiceWorker('dev'));
    },
    async postBuild({ outDir, routesPaths, siteConfig }) {
      writeFileSync(join(outDir, SERVICE_WORKER_FILE), compileServiceWorker(buildIdOf(outDir)));
      // "Offline verfügbar machen": what each version's copy holds (offline-manifest.ts).
      writeOfflineManifests(
        outDir,
        siteConfig.baseUrl,
        routesPaths,
        readGuideVersions(context.siteDir),
      );
    },
    injectHtmlTags: () => ({ headTags: [{ tagName: 'script', innerHTML: SOLUTIONS_HEAD_SCRIPT }] }),
    getThemePath: () => join(__dirname, 'theme'),
    getTypeScriptThemePath: () => join(__dirname, 'theme'),
    configureWebpack: () => ({
      // The firmware's WebAssembly (`new URL('./firmware.wasm', import.meta.url)` in
      // simulator/firmware/index.ts) beside the scripts, its content in its name: the input
      // service worker keeps it for offline runs (service-worker/policy.ts).
      module: {
        rules: [
          {
            test: /[\\/]simulator[\\/]firmware[\\/]firmware\.wasm$/,
            type: 'asset/resource',
            generator: { filename: `${FIRMWARE_ASSET_DIR}/[name].[contenthash:8][ext]` },
          },
        ],
      },
      // Docusaurus gathers all CSS into the one stylesheet every page loads; the player's and
      // the stage's styles go into a chunk of their own, loaded with them on the first click.
      optimization: {
        splitChunks: {
          cacheGroups: {
            playgroundStyles: {
              test: /[\\/]playground[\\/]theme[\\/](Player|Stage)[\\/][^/\\]+\.css$/,
              type: 'css/mini-extract',
              chunks: 'async',
              name: 'playground-styles',
              priority: 60,
              enforce: true,
            },
          },
        },
      },
    }),
  };
}
