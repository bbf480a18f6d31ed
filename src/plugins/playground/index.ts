// The playground: every runnable Python block of the guide gets "▶ Im Simulator ausprobieren",
// which opens an editable copy and runs it with real MicroPython and the version's unchanged
// maqueen.py on the simulated robot in a worker. Build-time part: theme components, the
// shims as bundled text, and MicroPython's files as static assets under `sim/`.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { buildSync } from 'esbuild';
import { MESSAGE_NAMESPACES } from './client/messages.ts';
import { SOLUTIONS_HEAD_SCRIPT } from './shared/solutions.ts';

const PACKAGE = '@maqueen/micropython';
/** Served as they are from the site's `sim/` folder (config `staticDirectories`). */
export const STATIC_DIR = join(__dirname, 'static');
const RUNTIME_FILES = ['micropython.mjs', 'micropython.wasm'];

/** The runtime's file names carry its version, so a new MicroPython never meets an old cache. */
export function runtimeFileName(file: string, version: string): string {
  return file.replace(/^micropython\./, `micropython-${version}.`);
}

function copyRuntime(): string {
  const packageDir = dirname(require.resolve(`${PACKAGE}/package.json`));
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const target = join(STATIC_DIR, 'sim');
  mkdirSync(target, { recursive: true });
  const current = RUNTIME_FILES.map((file) => runtimeFileName(file, version));
  RUNTIME_FILES.forEach((file, i) => {
    const from = join(packageDir, file);
    const to = join(target, current[i]!);
    if (!existsSync(to) || statSync(to).size !== statSync(from).size) copyFileSync(from, to);
  });
  // An older build's files would be served (and kept offline) beside the current ones.
  for (const name of readdirSync(target)) if (!current.includes(name)) rmSync(join(target, name));
  return version;
}

/**
 * The texts of the player, the exercises and the board link are most of Docusaurus' code
 * translations, which sit in every page's main bundle although only pages with code use them. The
 * browser bundle drops these namespaces (docusaurus.config.ts hands them to the
 * lean-code-translations plugin): there `translate()` falls back to each call's German message
 * (every call passes a catalogue's message, see client/messages.ts), which
 * client/messages.test.ts holds equal to i18n/de/code.json; the server renders with code.json.
 */
export { MESSAGE_NAMESPACES };

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
 * any code and stays the same for the same code. MicroPython's version is in its file names.
 */
export function buildIdOf(outDir: string, micropythonVersion: string): string {
  const hash = createHash('sha256').update(micropythonVersion);
  for (const folder of ['js', 'css']) {
    const dir = join(outDir, 'assets', folder);
    if (existsSync(dir)) for (const name of readdirSync(dir).sort()) hash.update(`\n${name}`);
  }
  return hash.digest('hex').slice(0, 12);
}

export default function playgroundPlugin(): Plugin<string> {
  return {
    name: 'playground',
    loadContent: () => {
      const version = copyRuntime();
      // `npm start` serves this one (the dev server has no build id); a build replaces it.
      writeFileSync(join(STATIC_DIR, SERVICE_WORKER_FILE), compileServiceWorker(`dev-${version}`));
      return version;
    },
    async postBuild({ outDir, content }) {
      writeFileSync(
        join(outDir, SERVICE_WORKER_FILE),
        compileServiceWorker(buildIdOf(outDir, content)),
      );
    },
    async contentLoaded({ content, actions }) {
      actions.setGlobalData({ micropythonVersion: content });
    },
    injectHtmlTags: () => ({ headTags: [{ tagName: 'script', innerHTML: SOLUTIONS_HEAD_SCRIPT }] }),
    getThemePath: () => join(__dirname, 'theme'),
    getTypeScriptThemePath: () => join(__dirname, 'theme'),
    configureWebpack: () => ({
      module: {
        rules: [{ resourceQuery: /sim-text/, type: 'asset/source' }],
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
