/**
 * Algolia's tie-breaking ranking, approximated on MiniSearch results: more query words
 * matched, then fewer typos, then more of the hit's words that the top of its page matches
 * too (title, text before the first h2, headings, but no list of exercises; our addition: a
 * reader who types a topic wants the topic's page, not a table row on an overview that
 * mentions it), then the better attribute (lvl0 … lvl6, content), then more exact
 * (non-prefix, non-synonym) words, then headings before text (weight.level), then pages with
 * more matching records (our addition: the page about a subject mentions it most), then
 * engine score, then page order. Then, our addition, each page's hits trade places among
 * themselves by section (`bestSectionFirst`): the pages keep their places, and a pupil's
 * question lands on the function's section that shows how, before the page's top, the
 * background and the exercises.
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
  /** What the hit's section is for (`sectionKind`). */
  section: number;
  /** The query words the hit matches as typed (not as a synonym) in its page's title. */
  titleWords: Set<number>;
  /** The query words the hit matches in what its section says itself (`ownFields`). */
  ownWords: Set<number>;
  /** The query words the hit matches in its section's own heading (the title at a page's top). */
  headingWords: Set<number>;
  /** How many query words, besides its page title's, the hit's section says itself. */
  sectionWords: number;
  /** How many query words the hit's section heading matches. */
  sectionHeadingWords: number;
  /** The engine's score of the section's best matching record. */
  sectionBest: number;
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
  const typoWords = new Set<number>();
  let exact = 0;
  words.forEach((word, position) => {
    const searched = [...word.variants, ...word.synonyms];
    if (!searched.some((term) => queryTerms.has(term))) return;
    matchedWords.add(position);
    if (word.variants.some((variant) => terms.includes(variant))) exact += 1;
    else if (!searched.some((term) => terms.some((found) => found.startsWith(term)))) {
      typoWords.add(position);
    }
  });
  // Which query words each field matches (a term no word claims was found with a typo), and
  // which it matches as typed rather than as a synonym.
  const fieldWords = new Map<string, Set<number>>();
  const typedWords = new Map<string, Set<number>>();
  const add = (map: Map<string, Set<number>>, field: string, positions: number[]) => {
    const found = map.get(field) ?? new Set<number>();
    positions.forEach((position) => found.add(position));
    map.set(field, found);
  };
  for (const [term, fields] of Object.entries(result.match)) {
    const claimedBy = (searched: (word: QueryWord) => string[]) =>
      [...matchedWords].filter((position) =>
        searched(words[position]!).some((prefix) => term.startsWith(prefix)),
      );
    const claimed = claimedBy((word) => [...word.variants, ...word.synonyms]);
    const typed = claimedBy((word) => word.variants);
    for (const field of fields) {
      add(fieldWords, field, claimed.length > 0 ? claimed : [...typoWords]);
      add(typedWords, field, claimed.length > 0 ? typed : [...typoWords]);
    }
  }
  const wordsIn = (fields: readonly string[]) =>
    new Set(fields.flatMap((field) => [...(fieldWords.get(field) ?? [])]));
  const own = ownFields(record);
  const fields = Object.values(result.match).flat();
  const attribute = Math.min(
    ...fields.map((field) => FIELDS.indexOf(field as (typeof FIELDS)[number])),
  );
  return {
    record,
    matchedTerms: new Set(terms),
    matchedWords,
    words: matchedWords.size,
    typos: typoWords.size,
    topic: 0,
    section: sectionKind(record),
    titleWords: new Set(typedWords.get('lvl1')),
    ownWords: wordsIn(own),
    headingWords: wordsIn(own.slice(0, 1)),
    sectionWords: 0,
    sectionHeadingWords: 0,
    sectionBest: 0,
    attribute,
    exact,
    pageMatches: 0,
    score: result.score,
  };
}

/** The h2 of every page's exercises (the guide's pages end with "## Aufgaben"). */
const EXERCISES_HEADING = 'Aufgaben';
/** An exercise's difficulty ("★★☆"), which its entry in a page's list of exercises starts with. */
const EXERCISE_STARS = /^\s*[★☆]/;

/**
 * An entry in a list of exercises (the one at the top of a page, or a table of all exercises
 * on an overview): its text or its row's first cell starts with the exercise's stars.
 */
export function isExerciseEntry(record: SearchRecord): boolean {
  const { content, hierarchy } = record;
  return [content, hierarchy.lvl5, hierarchy.lvl6].some((text) => EXERCISE_STARS.test(text ?? ''));
}

/** What a section is for, in the order a pupil's question wants it (`sectionKind`). */
export const SECTION_KIND = { exercises: 0, background: 1, pageTop: 2, function: 3 } as const;

/**
 * A library function's own section, whose heading is its call ("ultrasonic()", an h2 or, in
 * older versions, an h3); the top of a page (its title and lead); the exercises; any other
 * section (background such as "So misst die Bibliothek", and the subsections of a function).
 */
export function sectionKind(record: SearchRecord): number {
  const { lvl2, lvl3, lvl4 } = record.hierarchy;
  if (isExerciseEntry(record)) return SECTION_KIND.exercises;
  if (!lvl2) return SECTION_KIND.pageTop;
  if (lvl2.trim() === EXERCISES_HEADING) return SECTION_KIND.exercises;
  const heading = lvl4 ? null : (lvl3 ?? lvl2);
  return heading && /^[\w.]+\(\)$/.test(heading.trim())
    ? SECTION_KIND.function
    : SECTION_KIND.background;
}

/**
 * The fields in which a record's section speaks for itself: the section's heading (the title
 * at the top of a page), the headings and table rows below it, and its text; not the
 * headings it sits under, which every record of the page or section repeats.
 */
export function ownFields(record: SearchRecord): readonly string[] {
  const { lvl2, lvl3 } = record.hierarchy;
  const level = lvl2 === null ? 1 : lvl3 === null ? 2 : 3;
  return FIELDS.slice(level);
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

/** The page's top and a function's section both show how; background and exercises follow. */
const purpose = (kind: number) => Math.min(kind, SECTION_KIND.pageTop);

/**
 * Two sections of one page: the one that shows how first. Between two functions' sections,
 * the one whose heading names more of the query's words (`led_rgb_off()` for "LEDs
 * ausschalten"), then the one whose best paragraph scores higher (the engine's score, which
 * weighs rare words: the summary of `mq_heading()` in 1.0.0, "Gibt an, in welche
 * Himmelsrichtung …", for "Richtung in Grad"). Other sections keep the engine's order.
 */
export function compareSections(a: RankedHit, b: RankedHit): number {
  const functions = a.section === SECTION_KIND.function && b.section === SECTION_KIND.function;
  return (
    purpose(b.section) - purpose(a.section) ||
    (functions ? b.sectionHeadingWords - a.sectionHeadingWords || b.sectionBest - a.sectionBest : 0)
  );
}

/**
 * One page's hits: its top first, then its sections in the order of `compareSections`;
 * unless a function's section holds at least as many of the query's words as the top's own
 * text, and at least one (words of the page's title not counted, as every section is about
 * them): then the first such section comes first and the top next. A query that names only
 * the page's subject lands on the page; a pupil's question lands on the function that answers
 * it, not on the page's introduction.
 */
export function orderSections(hits: RankedHit[]): RankedHit[] {
  const sections = hits.filter((hit) => hit.section !== SECTION_KIND.pageTop).sort(compareSections);
  const top = hits.filter((hit) => hit.section === SECTION_KIND.pageTop);
  const needed = Math.max(1, ...top.map((hit) => hit.sectionWords));
  const answer = sections.find(
    (hit) => hit.section === SECTION_KIND.function && hit.sectionWords >= needed,
  );
  if (!answer) return [...top, ...sections];
  return [answer, ...top, ...sections.filter((hit) => hit !== answer)];
}

/**
 * Within each page, the hits take that page's places in the order of `orderSections`; where
 * pages stand in the list does not change.
 */
export function bestSectionFirst(hits: RankedHit[]): RankedHit[] {
  const byPage = new Map<string, RankedHit[]>();
  for (const hit of hits) {
    const page = byPage.get(hit.record.url_without_anchor) ?? [];
    page.push(hit);
    byPage.set(hit.record.url_without_anchor, page);
  }
  for (const [url, page] of byPage) byPage.set(url, orderSections(page));
  return hits.map((hit) => byPage.get(hit.record.url_without_anchor)!.shift()!);
}

/**
 * Fills in sectionWords, sectionHeadingWords and sectionBest from all the matching records of
 * each section (a section is one URL of one kind: the list of exercises at a page's top is
 * not the top). A section's text is spread over several records, and a question's words over
 * its paragraphs ("Gibt die Richtung zurück" … "in Grad"). Words that the page's title
 * matches as typed say nothing about which of its sections fits: sectionWords leaves them out.
 */
export function withSections(hits: RankedHit[]): RankedHit[] {
  const titles = new Map<string, Set<number>>();
  const sections = new Map<string, { words: Set<number>; heading: Set<number>; best: number }>();
  const sectionOf = (hit: RankedHit) => `${hit.section} ${hit.record.url}`;
  for (const hit of hits) {
    const title = titles.get(hit.record.url_without_anchor) ?? new Set<number>();
    hit.titleWords.forEach((word) => title.add(word));
    titles.set(hit.record.url_without_anchor, title);
    const section = sections.get(sectionOf(hit)) ?? {
      words: new Set<number>(),
      heading: new Set<number>(),
      best: 0,
    };
    section.best = Math.max(section.best, hit.score);
    hit.ownWords.forEach((word) => section.words.add(word));
    hit.headingWords.forEach((word) => section.heading.add(word));
    sections.set(sectionOf(hit), section);
  }
  for (const hit of hits) {
    const title = titles.get(hit.record.url_without_anchor)!;
    const section = sections.get(sectionOf(hit))!;
    hit.sectionWords = [...section.words].filter((word) => !title.has(word)).length;
    hit.sectionHeadingWords = section.heading.size;
    hit.sectionBest = section.best;
  }
  return hits;
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

/**
 * What a page is about: its title, whatever stands before its first h2, and its headings; not
 * the lists of exercises at its top or on an overview, which name other pages' subjects.
 */
const isPageTop = (record: SearchRecord) =>
  (record.type !== 'content' || record.hierarchy.lvl2 === null) && !isExerciseEntry(record);

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
