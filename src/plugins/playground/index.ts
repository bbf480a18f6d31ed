// The playground: every runnable Python block of the guide gets "▶ Im Simulator ausprobieren",
// which opens an editable copy and runs it with real MicroPython and the version's unchanged
// maqueen.py on the simulated robot in a worker. Build-time part: theme components, the
// shims as bundled text, and MicroPython's files as static assets under `sim/`.
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

const PACKAGE = '@micropython/micropython-webassembly-pyscript';
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
  for (const file of RUNTIME_FILES) {
    const from = join(packageDir, file);
    const to = join(target, runtimeFileName(file, version));
    if (!existsSync(to) || statSync(to).size !== statSync(from).size) copyFileSync(from, to);
  }
  return version;
}

export default function playgroundPlugin(): Plugin<string> {
  return {
    name: 'playground',
    loadContent: () => copyRuntime(),
    async contentLoaded({ content, actions }) {
      actions.setGlobalData({ micropythonVersion: content });
    },
    getThemePath: () => join(__dirname, 'theme'),
    getTypeScriptThemePath: () => join(__dirname, 'theme'),
    configureWebpack: () => ({
      module: { rules: [{ resourceQuery: /sim-text/, type: 'asset/source' }] },
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
