// The highlighted lines the build computed for a code block (../remark/highlight-code.ts and
// the `?tokens` loader), handed from the CodeBlock wrapper to the code block's content.
import type { Token } from 'prism-react-renderer';
import { createContext, useContext, useMemo } from 'react';

import { decodeTokenLines } from '../shared/token-lines';

export const BuildTokensContext = createContext<string | undefined>(undefined);

/**
 * The build's lines for `code`, or undefined when the block has none or they spell other code
 * (e.g. after magic comments were taken out): then the browser highlights it with Prism.
 */
export function useBuildTokens(code: string): Token[][] | undefined {
  const data = useContext(BuildTokensContext);
  return useMemo(() => decodeTokenLines(data, code), [data, code]);
}
