// The highlighted lines of a code block as they travel from the build into the page. The page
// has the code's text already, so only the token boundaries and types travel, as JSON:
// [types, lines]. `types` lists each combination of token types once (joined by spaces); each
// line is a flat list of [type index, length] pairs, or a single type index for an empty line.
// Decoded against the code, it gives exactly what prism-react-renderer's normalizeTokens
// returned, so the page renders the same markup as Prism.
import type { Token } from 'prism-react-renderer';

type Encoded = [types: string[], lines: number[][]];

/** Line breaks as normalizeTokens splits at them. */
const LINE_BREAK = /\r\n|\r|\n/;

/** normalizeTokens gives an empty line a single "\n" token marked empty. */
const isEmptyLine = (line: Token[]) => line.length === 1 && line[0].empty === true;

export function encodeTokenLines(lines: Token[][]): string {
  const types: string[] = [];
  const typeIndex = (token: Token) => {
    const key = token.types.join(' ');
    let index = types.indexOf(key);
    if (index === -1) index = types.push(key) - 1;
    return index;
  };
  const encoded = lines.map((line) =>
    isEmptyLine(line)
      ? [typeIndex(line[0])]
      : line.flatMap((token) => [typeIndex(token), token.content.length]),
  );
  return JSON.stringify([types, encoded] satisfies Encoded);
}

function isEncoded(value: unknown): value is Encoded {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [types, lines] = value as unknown[];
  return (
    Array.isArray(types) &&
    types.every((type) => typeof type === 'string') &&
    Array.isArray(lines) &&
    lines.every(
      (line) =>
        Array.isArray(line) &&
        line.every((number) => Number.isInteger(number) && number >= 0) &&
        (line.length === 1 || line.length % 2 === 0),
    )
  );
}

/**
 * The lines of `code`, or undefined when `data` is no token list or does not fit this code
 * exactly (e.g. the block shows other code than the build highlighted, after magic comments
 * were taken out): such a block must not show the build's lines.
 */
export function decodeTokenLines(data: string | undefined, code: string): Token[][] | undefined {
  if (data === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (!isEncoded(value)) return undefined;
  const [types, encodedLines] = value;
  // Split once: tokens of one combination share the list, as in normalizeTokens' output.
  const typeLists = types.map((type) => type.split(' '));
  const texts = code.split(LINE_BREAK);
  if (texts.length !== encodedLines.length) return undefined;
  const lines: Token[][] = [];
  for (const [lineIndex, encoded] of encodedLines.entries()) {
    const text = texts[lineIndex];
    if (encoded.length === 1) {
      const emptyTypes = typeLists[encoded[0]];
      if (text !== '' || !emptyTypes) return undefined;
      lines.push([{ types: emptyTypes, content: '\n', empty: true }]);
      continue;
    }
    const line: Token[] = [];
    let offset = 0;
    for (let index = 0; index < encoded.length; index += 2) {
      const tokenTypes = typeLists[encoded[index]];
      const end = offset + encoded[index + 1];
      if (!tokenTypes || end > text.length) return undefined;
      line.push({ types: tokenTypes, content: text.slice(offset, end) });
      offset = end;
    }
    if (offset !== text.length) return undefined;
    lines.push(line);
  }
  return lines;
}
