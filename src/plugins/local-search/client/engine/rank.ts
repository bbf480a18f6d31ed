/**
 * Algolia's tie-breaking ranking, approximated on MiniSearch results: more query words
 * matched, then fewer typos, then the better attribute (lvl0 … lvl6, content), then more
 * exact (non-prefix) words, then pages with more matching records (our addition: the page
 * about a subject mentions it most), then headings before text (weight.level), then
 * engine score, then page order.
 */
import type { SearchResult } from 'minisearch';

import type { SearchRecord } from '../../shared/records.ts';

export const FIELDS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;

/** The variants one typed word is searched with (as typed and stemmed). */
export type QueryWord = { variants: string[] };

export type RankedHit = {
  record: SearchRecord;
  matchedTerms: Set<string>;
  words: number;
  typos: number;
  attribute: number;
  exact: number;
  /** How many matching records (with as many words) the hit's page has. */
  pageMatches: number;
  score: number;
};

export function rankResult(
  record: SearchRecord,
  result: SearchResult,
  words: QueryWord[],
): RankedHit {
  const terms = result.terms;
  const queryTerms = new Set(result.queryTerms);
  let matchedWords = 0;
  let typos = 0;
  let exact = 0;
  for (const word of words) {
    if (!word.variants.some((variant) => queryTerms.has(variant))) continue;
    matchedWords += 1;
    if (word.variants.some((variant) => terms.includes(variant))) exact += 1;
    else if (!word.variants.some((variant) => terms.some((term) => term.startsWith(variant))))
      typos += 1;
  }
  const fields = Object.values(result.match).flat();
  const attribute = Math.min(
    ...fields.map((field) => FIELDS.indexOf(field as (typeof FIELDS)[number])),
  );
  return {
    record,
    matchedTerms: new Set(terms),
    words: matchedWords,
    typos,
    attribute,
    exact,
    pageMatches: 0,
    score: result.score,
  };
}

export function compareHits(a: RankedHit, b: RankedHit): number {
  return (
    b.words - a.words ||
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    b.pageMatches - a.pageMatches ||
    b.record.weight.level - a.record.weight.level ||
    b.score - a.score ||
    a.record.weight.position - b.record.weight.position
  );
}

/** Keeps the best hit per URL, like DocSearch's `distinct` on `url`. */
export function distinctByUrl(hits: RankedHit[]): RankedHit[] {
  const seen = new Set<string>();
  return hits.filter((hit) => {
    if (seen.has(hit.record.url)) return false;
    seen.add(hit.record.url);
    return true;
  });
}

/** Fills in pageMatches: per page, the records that match as many words as the hit. */
export function withPageMatches(hits: RankedHit[]): RankedHit[] {
  const counts = new Map<string, number>();
  const key = (hit: RankedHit) => `${hit.words} ${hit.record.url_without_anchor}`;
  for (const hit of hits) counts.set(key(hit), (counts.get(key(hit)) ?? 0) + 1);
  for (const hit of hits) hit.pageMatches = counts.get(key(hit))!;
  return hits;
}
