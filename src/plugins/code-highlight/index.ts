import { createRequire } from 'node:module';
import { join } from 'node:path';

import type { Plugin } from '@docusaurus/types';

const require = createRequire(join(process.cwd(), 'package.json'));

/**
 * Code is highlighted at build time (remark/highlight-code.ts for fenced blocks, the `?tokens`
 * import for whole files), so pages with code need no Prism in the browser. The plugin brings
 * the code block components that show those lines (theme/), the colours (client/code-colors.css)
 * and the client module that keeps hydration right for blocks the build did not highlight.
 *
 * Prism stays available on demand for a code block without build tokens: the theme registers
 * the extra languages in a client module every page runs at start, which would put Prism (with
 * the dozen languages prism-react-renderer bundles) into the main bundle, where defining those
 * grammars was two thirds of its start-up work. Here that module does nothing; client/highlighter.ts
 * registers the languages when it loads Prism with the stock code block content.
 */
export default function codeHighlightPlugin(): Plugin {
  const themeClassicLib = join(require.resolve('@docusaurus/theme-classic'), '..');
  const languagesClientModule = join(themeClassicLib, 'prism-include-languages.js');
  return {
    name: 'code-highlight',
    getThemePath() {
      return join(__dirname, 'theme');
    },
    getClientModules() {
      return [
        join(__dirname, 'client', 'code-colors.css'),
        join(__dirname, 'client', 'preload.ts'),
      ];
    },
    configureWebpack() {
      return {
        resolve: {
          alias: { [languagesClientModule]: join(__dirname, 'client', 'no-startup-languages.ts') },
        },
        module: {
          rules: [
            {
              resourceQuery: /tokens/,
              type: 'javascript/auto',
              use: [join(__dirname, 'tokens-loader.cjs')],
            },
          ],
        },
      };
    },
  };
}
