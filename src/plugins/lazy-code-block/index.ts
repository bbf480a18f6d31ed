import { createRequire } from 'node:module';
import { join } from 'node:path';

import type { Plugin } from '@docusaurus/types';

const require = createRequire(join(process.cwd(), 'package.json'));

/**
 * Takes Prism off the start-up path. The theme registers the configured extra languages in a
 * client module that every page runs at start, and that module makes Prism (with the dozen
 * languages prism-react-renderer bundles) part of the main bundle: defining those grammars was
 * two thirds of the main bundle's start-up work. Here that client module does nothing; the
 * CodeBlock wrapper (src/theme/CodeBlock) loads Prism, the same language registration
 * (@theme/prism-include-languages) and the stock code block together, only on pages with code
 * (before hydrating when the server's HTML has code, see client/preload.ts).
 */
export default function lazyCodeBlockPlugin(): Plugin {
  const themeClassicLib = join(require.resolve('@docusaurus/theme-classic'), '..');
  const languagesClientModule = join(themeClassicLib, 'prism-include-languages.js');
  return {
    name: 'lazy-code-block',
    getClientModules() {
      return [join(__dirname, 'client', 'preload.ts')];
    },
    configureWebpack() {
      return {
        resolve: {
          alias: { [languagesClientModule]: join(__dirname, 'client', 'no-startup-languages.ts') },
        },
      };
    },
  };
}
