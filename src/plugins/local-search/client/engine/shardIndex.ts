/** A MiniSearch index over the records of one shard, with the German term processing. */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';

import type { SearchRecord } from '../../shared/records.ts';
import { FIELDS, type QueryWord } from './rank.ts';
import { withoutStopWords } from './stopWords.ts';
import { synonymsOf } from './synonyms.ts';
import { identifierParts, tokenize, wordTerms } from './terms.ts';

export type ShardIndex = {
  records: SearchRecord[];
  search: (words: QueryWord[], combineWith: 'AND' | 'OR') => SearchResult[];
};

const BOOST = {
  lvl0: 0.5,
  lvl1: 3,
  lvl2: 2,
  lvl3: 1.5,
  lvl4: 1.2,
  lvl5: 1.2,
  lvl6: 1.1,
  content: 1,
};

function fieldText(record: SearchRecord, field: (typeof FIELDS)[number]): string {
  return (field === 'content' ? record.content : record.hierarchy[field]) ?? '';
}

/** `tokenize` has split the text already; one word may be stored under several terms. */
function termsOfToken(token: string): string[] {
  if (!/[._]/.test(token)) return wordTerms(token);
  const whole = { text: token, start: 0, end: token.length };
  return [...wordTerms(token), ...identifierParts(whole).flatMap((part) => wordTerms(part.text))];
}

/** Leaf query for one variant: prefix while typing the last word, typo tolerance on longer words. */
function variantQuery(variant: string, isLast: boolean, isStem: boolean): Query {
  const plainWord = !/[._\d]/.test(variant);
  return {
    queries: [variant],
    prefix: isLast || (isStem && variant.length >= 4),
    fuzzy: plainWord && !isStem && variant.length >= 5 ? 1 : false,
  };
}

export function buildQuery(words: QueryWord[], combineWith: 'AND' | 'OR'): Query {
  return {
    combineWith,
    queries: words.map((word, i) => {
      // A single letter typed after other words would expand to most of the index;
      // it counts as a whole word until the next keystroke.
      const typing = i === words.length - 1 && (words.length === 1 || word.variants[0]!.length > 1);
      return {
        combineWith: 'OR',
        queries: [
          ...word.variants.map((variant, v) => variantQuery(variant, typing, v > 0)),
          // Synonyms are words the reader did not type: matched whole, as they are.
          ...word.synonyms.map((synonym) => ({ queries: [synonym], prefix: false, fuzzy: false })),
        ],
      };
    }),
  };
}

export function createShardIndex(records: SearchRecord[]): ShardIndex {
  const mini = new MiniSearch<SearchRecord & { id: number }>({
    fields: [...FIELDS],
    storeFields: [],
    extractField: (document, field) =>
      field === 'id' ? String(document.id) : fieldText(document, field as (typeof FIELDS)[number]),
    tokenize: (text) => tokenize(text).map((token) => token.text),
    processTerm: termsOfToken,
    searchOptions: {
      // Query words arrive already split and expanded (see queryWords).
      tokenize: (text) => [text],
      processTerm: (term) => term,
      boost: BOOST,
      bm25: { k: 1.2, b: 0.5, d: 0.5 },
    },
  });
  mini.addAll(records.map((record, id) => ({ ...record, id })));
  return {
    records,
    search: (words, combineWith) => mini.search(buildQuery(words, combineWith)),
  };
}

/** Splits a typed query into words (stop words left out) with their variants and synonyms. */
export function queryWords(query: string, synonyms = synonymsOf): QueryWord[] {
  return withoutStopWords(tokenize(query.slice(0, 512))).map((token) => {
    const variants = wordTerms(token.text);
    return { variants, synonyms: synonyms(variants) };
  });
}
