/**
 * How text becomes search terms, shared by indexing, querying and highlighting, so a
 * highlighted word is exactly a word that matched. German words are indexed both as typed
 * and as Snowball stems ("Motoren" → "motor"); identifiers such as `motor_run` or
 * `Color.RED` are indexed whole and by their parts.
 */
import { stemmer } from '@orama/stemmers/german';

export type Token = { text: string; start: number; end: number };

// Built with the RegExp constructor: a literal /…/u gets expanded by Babel into a huge pattern.
const TOKEN = new RegExp('[\\p{L}\\p{N}_]+(?:\\.[\\p{L}\\p{N}_]+)*', 'gu');
const PART = new RegExp('[\\p{L}\\p{N}]+', 'gu');
const WORD_ONLY = new RegExp('^\\p{L}+$', 'u');

export function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Parts of an identifier ("motor_run" → motor, run); empty for a plain word. */
export function identifierParts(token: Token): Token[] {
  if (!/[._]/.test(token.text)) return [];
  return [...token.text.matchAll(PART)].map((match) => ({
    text: match[0],
    start: token.start + match.index,
    end: token.start + match.index + match[0].length,
  }));
}

export function stem(word: string): string {
  return WORD_ONLY.test(word) ? stemmer(word) : word;
}

// Stemming dominates highlighting time, and the same words recur in every result list.
const termCache = new Map<string, string[]>();
const TERM_CACHE_LIMIT = 50_000;

/** The terms one word is stored under: as typed (lower case) and its stem. */
export function wordTerms(word: string): string[] {
  const cached = termCache.get(word);
  if (cached) return cached;
  const lower = word.toLowerCase();
  const stemmed = stem(lower);
  const terms = stemmed === lower ? [lower] : [lower, stemmed];
  if (termCache.size >= TERM_CACHE_LIMIT) termCache.clear();
  termCache.set(word, terms);
  return terms;
}

/** Every index term of a text, identifiers whole and by their parts. */
export function indexTerms(text: string): string[] {
  return tokenize(text).flatMap((token) => [
    ...wordTerms(token.text),
    ...identifierParts(token).flatMap((part) => wordTerms(part.text)),
  ]);
}
