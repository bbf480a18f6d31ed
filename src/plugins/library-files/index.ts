import type { Plugin } from '@docusaurus/types';

/**
 * Lets docs import a version's library file twice from the same source:
 * `./lib/maqueen.py?raw` gives its text for the listing, `./lib/maqueen.py?download`
 * the URL of a byte-identical copy emitted as a static asset for the download link.
 */
export default function libraryFilesPlugin(): Plugin {
  return {
    name: 'library-files',
    configureWebpack() {
      return {
        module: {
          rules: [
            { resourceQuery: /raw/, type: 'asset/source' },
            {
              resourceQuery: /download/,
              type: 'asset/resource',
              generator: { filename: 'assets/files/[name]-[contenthash:8][ext]' },
            },
          ],
        },
      };
    },
  };
}
