/**
 * Algolia facetFilters semantics: the outer array is an AND, a nested array an OR,
 * `attr:value` matches equal values and `-attr:value` excludes them.
 */
import type { FacetFilter } from './request.ts';

/** Returns a record's value for an attribute, or undefined when the attribute is unknown. */
export type FacetValues = (attribute: string) => string | undefined;

function parse(filter: string): { attribute: string; value: string; negated: boolean } {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  const unquote = (s: string) => s.trim().replace(/^"(.*)"$/, '$1');
  return {
    attribute: unquote(body.slice(0, colon)),
    value: unquote(body.slice(colon + 1)),
    negated,
  };
}

/**
 * @param unknownMatches what a filter on an attribute the values do not know yields:
 *   true to ask "could anything here match?" (shard selection), false for exact record checks.
 */
export function matchesFacetFilters(
  filters: readonly FacetFilter[],
  values: FacetValues,
  unknownMatches = false,
): boolean {
  const single = (filter: string): boolean => {
    const { attribute, value, negated } = parse(filter);
    const actual = values(attribute);
    if (actual === undefined) return unknownMatches;
    return (actual === value) !== negated;
  };
  const any = (filter: FacetFilter): boolean =>
    typeof filter === 'string' ? single(filter) : filter.some(any);
  return filters.every(any);
}
