// Build time: highlights code with the Prism that prism-react-renderer bundles, the same
// languages and grammar the theme's code block uses in the browser.
import { normalizeTokens, Prism } from 'prism-react-renderer';

import { encodeTokenLines } from './shared/token-lines.ts';

/**
 * Highlighted lines of `code` (without its final line break, as the code block shows it), in the
 * format of shared/token-lines.ts. A language Prism does not know gives plain lines, as in the
 * browser.
 */
export function highlightCode(code: string, language: string): string {
  const grammar = Prism.languages[language.toLowerCase()];
  const text = code.replace(/\r?\n$/, '');
  const tokens = grammar ? Prism.tokenize(text, grammar) : [text];
  return encodeTokenLines(normalizeTokens(tokens));
}
