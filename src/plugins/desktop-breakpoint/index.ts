import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';

import type { Plugin } from '@docusaurus/types';

import { desktopBreakpointPostcss } from './media-queries';

const require = createRequire(join(process.cwd(), 'package.json'));

/**
 * Makes 996 px the first desktop width (the theme switches at 997 px): rewrites the CSS media
 * queries and swaps the theme's window-size hook for one using the same threshold.
 */
export default function desktopBreakpointPlugin(): Plugin {
  const themeCommonLib = dirname(require.resolve('@docusaurus/theme-common'));
  const stockHook = join(themeCommonLib, 'hooks', 'useWindowSize.js');
  return {
    name: 'desktop-breakpoint',
    configurePostCss(options) {
      options.plugins.push(desktopBreakpointPostcss);
      return options;
    },
    configureWebpack() {
      return {
        resolve: {
          alias: { [stockHook]: join(__dirname, 'useWindowSize.ts') },
        },
      };
    },
  };
}
