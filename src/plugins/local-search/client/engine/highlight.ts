/**
 * Algolia-style `_highlightResult` / `_snippetResult` values. Every literal piece of
 * indexed text is HTML-escaped; only the requested pre/post tags are inserted raw, because
 * DocSearch and the search page render these values with dangerouslySetInnerHTML.
 */
import { identifierParts, tokenize, wordTerms, type Token } from './terms.ts';

export type MatchLevel = 'none' | 'partial' | 'full';
export type HighlightValue = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};
export type Tags = { pre: string; post: string };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Character ranges of the words (or identifier parts) whose terms are in `matched`. */
export function matchedRanges(text: string, matched: ReadonlySet<string>): Token[] {
  const hits = (token: Token) => wordTerms(token.text).some((term) => matched.has(term));
  return tokenize(text).flatMap((token) => {
    if (hits(token)) return [token];
    return identifierParts(token).filter(hits);
  });
}

function render(text: string, ranges: Token[], tags: Tags, escape: (s: string) => string): string {
  let html = '';
  let cursor = 0;
  for (const range of ranges) {
    html += escape(text.slice(cursor, range.start));
    html += tags.pre + escape(text.slice(range.start, range.end)) + tags.post;
    cursor = range.end;
  }
  return html + escape(text.slice(cursor));
}

function matchInfo(text: string, ranges: Token[], queryWords: number) {
  const matchedWords = [
    ...new Set(ranges.map((range) => text.slice(range.start, range.end).toLowerCase())),
  ];
  const matchLevel: MatchLevel =
    ranges.length === 0 ? 'none' : matchedWords.length >= queryWords ? 'full' : 'partial';
  return { matchedWords, matchLevel };
}

export function highlight(
  text: string,
  matched: ReadonlySet<string>,
  queryWords: number,
  tags: Tags,
  escape: (s: string) => string = escapeHtml,
): HighlightValue {
  const ranges = matchedRanges(text, matched);
  const covered = ranges.reduce((sum, range) => sum + range.end - range.start, 0);
  return {
    value: render(text, ranges, tags, escape),
    ...matchInfo(text, ranges, queryWords),
    ...(ranges.length > 0 ? { fullyHighlighted: covered >= text.replace(/\s/g, '').length } : {}),
  };
}

/**
 * A window of `words` whitespace-separated words around the first match (or the start),
 * with the ellipsis where text was cut, highlighted like `highlight`.
 */
export function snippet(
  text: string,
  matched: ReadonlySet<string>,
  queryWords: number,
  words: number,
  tags: Tags,
  ellipsis: string,
  escape: (s: string) => string = escapeHtml,
): HighlightValue {
  const spans = [...text.matchAll(/\S+/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  const ranges = matchedRanges(text, matched);
  if (spans.length <= words) return { ...highlight(text, matched, queryWords, tags, escape) };
  const firstMatch = ranges.length > 0 ? spans.findIndex((span) => span.end > ranges[0]!.start) : 0;
  const before = Math.floor((words - 1) / 2);
  const first = Math.max(0, Math.min(firstMatch - before, spans.length - words));
  const last = first + words - 1;
  const start = spans[first]!.start;
  const end = spans[last]!.end;
  const inside = ranges
    .filter((range) => range.start >= start && range.end <= end)
    .map((range) => ({ ...range, start: range.start - start, end: range.end - start }));
  const window = text.slice(start, end);
  return {
    value:
      (first > 0 ? ellipsis : '') +
      render(window, inside, tags, escape) +
      (last < spans.length - 1 ? ellipsis : ''),
    ...matchInfo(window, inside, queryWords),
  };
}
