// Bundler loader for `file?tokens` imports: the file's text, highlighted at build time, as the
// `tokens` prop of a code block that shows the whole file (e.g. src/components/LibraryFile).
import { extname } from 'node:path';

import { highlightCode } from './tokenize.ts';

/** Prism language for a file extension, where the two differ. */
const LANGUAGE_OF_EXTENSION: Record<string, string> = { py: 'python', md: 'markdown' };

type LoaderContext = { resourcePath: string };

export default function tokensLoader(this: LoaderContext, source: string): string {
  const extension = extname(this.resourcePath).slice(1);
  const language = LANGUAGE_OF_EXTENSION[extension] ?? extension;
  return `export default ${JSON.stringify(highlightCode(source, language))};`;
}
