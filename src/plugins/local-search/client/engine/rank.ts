/**
 * Algolia's tie-breaking ranking, approximated on MiniSearch results: more query words
 * matched, then fewer typos, then more of the hit's words that the top of its page matches
 * too (title, text before the first h2, headings; our addition: a reader who types a topic
 * wants the topic's page, not a table row on an overview that mentions it), then the better
 * attribute (lvl0 … lvl6, content), then more exact (non-prefix, non-synonym) words, then
 * headings before text (weight.level), then pages with more matching records (our addition:
 * the page about a subject mentions it most), then engine score, then page order. Then, our
 * addition, each page's hits trade places among themselves by the kind of section
 * (`bestSectionFirst`): the pages keep their places, and a pupil's question lands on the
 * section that shows how before the background and the exercises.
 */
import type { SearchResult } from 'minisearch';

import type { SearchRecord } from '../../shared/records.ts';

export const FIELDS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;

/** The terms one typed word is searched with: as typed and stemmed, and its synonyms. */
export type QueryWord = { variants: string[]; synonyms: string[] };

export type RankedHit = {
  record: SearchRecord;
  matchedTerms: Set<string>;
  /** Positions of the query words the record matches. */
  matchedWords: Set<number>;
  words: number;
  typos: number;
  /** How many of the hit's words the top of its page matches too. */
  topic: number;
  /** Page top and function sections 2, exercises 0, other sections 1 (`sectionKind`). */
  section: number;
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
  const matchedWords = new Set<number>();
  let typos = 0;
  let exact = 0;
  words.forEach((word, position) => {
    const searched = [...word.variants, ...word.synonyms];
    if (!searched.some((term) => queryTerms.has(term))) return;
    matchedWords.add(position);
    if (word.variants.some((variant) => terms.includes(variant))) exact += 1;
    else if (!searched.some((term) => terms.some((found) => found.startsWith(term)))) typos += 1;
  });
  const fields = Object.values(result.match).flat();
  const attribute = Math.min(
    ...fields.map((field) => FIELDS.indexOf(field as (typeof FIELDS)[number])),
  );
  return {
    record,
    matchedTerms: new Set(terms),
    matchedWords,
    words: matchedWords.size,
    typos,
    topic: 0,
    section: sectionKind(record),
    attribute,
    exact,
    pageMatches: 0,
    score: result.score,
  };
}

/** The h2 of every page's exercises (the guide's pages end with "## Aufgaben"). */
const EXERCISES_HEADING = 'Aufgaben';

/**
 * 2 at the top of a page (its title and lead) and in a library function's own section, whose
 * heading is its call ("ultrasonic()", an h2 or, in older versions, an h3); 0 among the
 * exercises; 1 in other sections and in the subsections of a function.
 */
export function sectionKind(record: SearchRecord): number {
  const { lvl2, lvl3, lvl4 } = record.hierarchy;
  if (!lvl2) return 2;
  if (lvl2.trim() === EXERCISES_HEADING) return 0;
  const heading = lvl4 ? null : (lvl3 ?? lvl2);
  return heading && /^[\w.]+\(\)$/.test(heading.trim()) ? 2 : 1;
}

export function compareHits(a: RankedHit, b: RankedHit): number {
  return (
    b.words - a.words ||
    a.typos - b.typos ||
    b.topic - a.topic ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    b.record.weight.level - a.record.weight.level ||
    b.pageMatches - a.pageMatches ||
    b.score - a.score ||
    a.record.weight.position - b.record.weight.position
  );
}

/**
 * Within each page, the hits of the better kind of section take the places of that page's hits
 * (stable otherwise); where pages stand in the list does not change.
 */
export function bestSectionFirst(hits: RankedHit[]): RankedHit[] {
  const byPage = new Map<string, RankedHit[]>();
  for (const hit of hits) {
    const page = byPage.get(hit.record.url_without_anchor) ?? [];
    page.push(hit);
    byPage.set(hit.record.url_without_anchor, page);
  }
  for (const page of byPage.values()) page.sort((a, b) => b.section - a.section);
  return hits.map((hit) => byPage.get(hit.record.url_without_anchor)!.shift()!);
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

/** What a page is about: its title, whatever stands before its first h2, and its headings. */
const isPageTop = (record: SearchRecord) =>
  record.type !== 'content' || record.hierarchy.lvl2 === null;

/** Fills in topic: how many of a hit's words the top of its page matches too. */
export function withTopics(hits: RankedHit[]): RankedHit[] {
  const topWords = new Map<string, Set<number>>();
  for (const hit of hits) {
    if (!isPageTop(hit.record)) continue;
    const page = hit.record.url_without_anchor;
    const words = topWords.get(page) ?? new Set<number>();
    hit.matchedWords.forEach((word) => words.add(word));
    topWords.set(page, words);
  }
  for (const hit of hits) {
    const words = topWords.get(hit.record.url_without_anchor);
    hit.topic = [...hit.matchedWords].filter((word) => words?.has(word)).length;
  }
  return hits;
}
