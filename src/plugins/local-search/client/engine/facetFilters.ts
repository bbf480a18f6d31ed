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

type Compiled = { attribute: string; value: string; negated: boolean } | Compiled[];

function compile(filter: FacetFilter): Compiled {
  return typeof filter === 'string' ? parse(filter) : filter.map(compile);
}

/**
 * Parses the filters once; the returned test runs per record.
 * @param unknownMatches what a filter on an attribute the values do not know yields:
 *   true to ask "could anything here match?" (shard selection), false for exact record checks.
 */
export function compileFacetFilters(
  filters: readonly FacetFilter[],
  unknownMatches = false,
): (values: FacetValues) => boolean {
  const compiled = filters.map(compile);
  return (values) => {
    const any = (filter: Compiled): boolean => {
      if (Array.isArray(filter)) return filter.some(any);
      const actual = values(filter.attribute);
      if (actual === undefined) return unknownMatches;
      return (actual === filter.value) !== filter.negated;
    };
    return compiled.every(any);
  };
}

export function matchesFacetFilters(
  filters: readonly FacetFilter[],
  values: FacetValues,
  unknownMatches = false,
): boolean {
  return compileFacetFilters(filters, unknownMatches)(values);
}

/** Every attribute the filters name. */
export function filteredAttributes(filters: readonly FacetFilter[]): Set<string> {
  const attributes = new Set<string>();
  const visit = (filter: FacetFilter) => {
    if (typeof filter === 'string') attributes.add(parse(filter).attribute);
    else filter.forEach(visit);
  };
  filters.forEach(visit);
  return attributes;
}
