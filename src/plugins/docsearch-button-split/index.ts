import { createRequire } from 'node:module';
import { join } from 'node:path';

import type { Plugin } from '@docusaurus/types';

const require = createRequire(join(process.cwd(), 'package.json'));

/**
 * Keeps the DocSearch modal out of the main bundle. DocSearch 3 ships as one ES module; the
 * theme's search bar takes only the button, the keyboard hook and the version from it (the
 * theme even maps two of those to the UMD build, which cannot be tree-shaken) and loads the
 * modal on demand from the same module, so every page carried the whole modal. Here the bar's
 * imports point at a copy of the ES module under its own query: the bundler keeps only what
 * the bar uses in that copy, and the full module stays in the modal's on-demand chunk.
 */
export default function docSearchButtonSplitPlugin(): Plugin {
  const esmEntry = require.resolve('@docsearch/react/dist/esm/index.js');
  const barOnly = `${esmEntry}?search-bar`;
  return {
    name: 'docsearch-button-split',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            '@docsearch/react/button': barOnly,
            '@docsearch/react/useDocSearchKeyboardEvents': barOnly,
            '@docsearch/react/version': barOnly,
          },
        },
      };
    },
  };
}
