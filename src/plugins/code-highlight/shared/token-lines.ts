// The highlighted lines of a code block as they travel from the build into the page: a JSON
// string of lines, each a list of [token types joined by spaces, text]. It holds exactly what
// prism-react-renderer's normalizeTokens returns, so the page renders the same markup as Prism.
import type { Token } from 'prism-react-renderer';

type EncodedToken = [types: string, content: string];

export function encodeTokenLines(lines: Token[][]): string {
  const encoded: EncodedToken[][] = lines.map((line) =>
    line.map((token) => [token.types.join(' '), token.content]),
  );
  return JSON.stringify(encoded);
}

function isEncodedLines(value: unknown): value is EncodedToken[][] {
  return (
    Array.isArray(value) &&
    value.every(
      (line) =>
        Array.isArray(line) &&
        line.every(
          (token) =>
            Array.isArray(token) &&
            token.length === 2 &&
            typeof token[0] === 'string' &&
            typeof token[1] === 'string',
        ),
    )
  );
}

/** The lines back, or undefined when the data is not a token list. */
export function decodeTokenLines(data: string): Token[][] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (!isEncodedLines(value)) return undefined;
  return value.map((line) =>
    line.map(([types, content]) => {
      const token: Token = { types: types.split(' '), content };
      // normalizeTokens gives an empty line one "\n" token marked empty; no other token holds a
      // line break, because it splits the text at them.
      if (content === '\n') token.empty = true;
      return token;
    }),
  );
}

function codeOfTokenLines(lines: Token[][]): string {
  return lines
    .map((line) => line.map((token) => (token.empty ? '' : token.content)).join(''))
    .join('\n');
}

/**
 * The lines in `data` if they spell exactly `code`, else undefined: a block whose shown code
 * differs from what the build highlighted (e.g. after magic comments were taken out) must not
 * show the build's lines.
 */
export function tokenLinesForCode(data: string | undefined, code: string): Token[][] | undefined {
  const lines = data === undefined ? undefined : decodeTokenLines(data);
  return lines && codeOfTokenLines(lines) === code ? lines : undefined;
}
