/**
 * Splits Python source lines into code and comment, skipping `#` inside string literals
 * (including triple-quoted strings across lines). Enough of a tokenizer to find claims.
 */
export interface SplitLine {
  code: string;
  /** The comment including `#`, or null. */
  comment: string | null;
  /** Whether the line starts inside a triple-quoted string. */
  inString: boolean;
  /** The code with the contents of string literals blanked out (quotes kept). */
  bare: string;
}

export function splitComments(source: string): SplitLine[] {
  const out: SplitLine[] = [];
  let triple: string | null = null;
  for (const line of source.split('\n')) {
    const startsInString = triple !== null;
    let comment: string | null = null;
    let i = 0;
    let quote: string | null = null;
    const bare = line.split('');
    const blank = (from: number, to: number) => {
      for (let k = from; k < Math.min(to, line.length); k++) bare[k] = ' ';
    };
    while (i < line.length) {
      if (triple) {
        const end = line.indexOf(triple, i);
        if (end < 0) {
          blank(i, line.length);
          i = line.length;
          break;
        }
        blank(i, end);
        i = end + 3;
        triple = null;
        continue;
      }
      const c = line[i];
      if (quote) {
        if (c === '\\') {
          blank(i, i + 2);
          i += 2;
        } else {
          if (c === quote) quote = null;
          else blank(i, i + 1);
          i += 1;
        }
        continue;
      }
      if (c === '#') {
        comment = line.slice(i);
        break;
      }
      if (c === '"' || c === "'") {
        if (line.startsWith(c.repeat(3), i)) {
          triple = c.repeat(3);
          i += 3;
          continue;
        }
        quote = c;
      }
      i += 1;
    }
    out.push({
      code: comment === null ? line : line.slice(0, line.length - comment.length),
      comment,
      inString: startsInString,
      bare: bare.join('').slice(0, line.length - (comment?.length ?? 0)),
    });
  }
  return out;
}
