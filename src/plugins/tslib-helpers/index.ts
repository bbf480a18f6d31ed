import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type { Plugin } from '@docusaurus/types';

const require = createRequire(join(process.cwd(), 'package.json'));

/** Where the package whose `tslib` is replaced lives (for the test). */
export const utilsCommonLibDir = (): string => dirname(require.resolve('@docusaurus/utils-common'));

/**
 * `@docusaurus/utils-common`, in every page's main bundle, is CommonJS compiled with TypeScript's
 * `importHelpers`: its `require("tslib")` takes the whole helper library (about 4 KB gzip, a
 * fortieth of the first load) for the one helper it calls. Its requires of `tslib` get a module
 * with just the helpers that package calls (`helpers.js`, checked by the test against the
 * installed version); everything else keeps the real tslib.
 */
export default function tslibHelpersPlugin(): Plugin {
  const utilsCommonLib = utilsCommonLibDir();
  return {
    name: 'tslib-helpers',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              include: utilsCommonLib,
              resolve: { alias: { tslib$: join(__dirname, 'helpers.js') } },
            },
          ],
        },
      };
    },
  };
}
