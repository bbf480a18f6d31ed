import { createRequire } from 'node:module';
import { join } from 'node:path';

import type { Plugin } from '@docusaurus/types';

const require = createRequire(join(process.cwd(), 'package.json'));

/**
 * The theme's progress bar for slow page changes (nprogress, about 2 KB gzip) is a client
 * module, so it sits in every page's main bundle although a reader who never follows a link
 * within the site never sees it. Here the theme's module is replaced by one that loads the bar
 * with the first page change (client.ts); the bar's CSS stays where the theme puts it.
 */
export default function lazyProgressBarPlugin(): Plugin {
  const themeClassicLib = join(require.resolve('@docusaurus/theme-classic'), '..');
  return {
    name: 'lazy-progress-bar',
    configureWebpack() {
      return {
        resolve: {
          alias: { [join(themeClassicLib, 'nprogress.js')]: join(__dirname, 'client.ts') },
        },
      };
    },
  };
}
