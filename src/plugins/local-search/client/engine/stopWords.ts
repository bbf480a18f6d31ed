/**
 * The German stop words (search/stop-words.json): words such as "nach" or "sich" would make
 * every page that uses them match one more query word, so a query that has other words is
 * searched without them.
 */
import list from '../../../../../search/stop-words.json';

const STOP_WORDS = new Set(list.words.map((word) => word.toLowerCase()));

export function withoutStopWords<Word extends { text: string }>(
  words: Word[],
  stopWords: ReadonlySet<string> = STOP_WORDS,
): Word[] {
  const kept = words.filter((word) => !stopWords.has(word.text.toLowerCase()));
  return kept.length > 0 ? kept : words;
}
