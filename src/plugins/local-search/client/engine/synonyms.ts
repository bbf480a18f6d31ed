/**
 * The German synonym table (search/synonyms.json) applied to query words: a word that
 * belongs to a group is also searched as the other words of the group, each as typed and
 * stemmed, the way the index stores words.
 */
import table from '../../../../../search/synonyms.json';
import { wordTerms } from './terms.ts';

export type SynonymTable = { groups: string[][] };

/** Returns a lookup from a query word's terms to the terms of its synonyms. */
export function compileSynonyms({ groups }: SynonymTable): (terms: string[]) => string[] {
  const synonyms = new Map<string, Set<string>>();
  for (const group of groups) {
    const members = group.map((word) => wordTerms(word));
    members.forEach((terms, i) => {
      const others = members.filter((_, j) => j !== i).flat();
      for (const term of terms) {
        const known = synonyms.get(term) ?? new Set<string>();
        others.forEach((other) => known.add(other));
        synonyms.set(term, known);
      }
    });
  }
  return (terms) => {
    const found = new Set(terms.flatMap((term) => [...(synonyms.get(term) ?? [])]));
    terms.forEach((term) => found.delete(term));
    return [...found];
  };
}

export const synonymsOf = compileSynonyms(table);
