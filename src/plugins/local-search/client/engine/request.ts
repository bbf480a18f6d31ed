/**
 * Normalizes the two request shapes the site sends: DocSearch's v5 call
 * `search({requests: [{indexName, query, ...params}]})` and the search page helper's legacy
 * array `search([{indexName, params: {...} | 'url-encoded'}])`.
 */
export type FacetFilter = string | FacetFilter[];

export type SearchQuery = {
  indexName: string;
  query: string;
  page: number;
  hitsPerPage: number;
  facetFilters: FacetFilter[];
  facets: string[];
  /** attribute → snippet length in words */
  snippets: Map<string, number>;
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
};

type RawParams = Record<string, unknown>;
export type RawRequest = { indexName?: string; params?: RawParams | string } & RawParams;
export type SearchRequestArgument = { requests: RawRequest[] } | RawRequest[];

// The search page renames this class to its own highlight class, so it is the default tag.
const DEFAULT_PRE = '<span class="algolia-docsearch-suggestion--highlight">';
const DEFAULT_POST = '</span>';

function parseEncodedParams(encoded: string): RawParams {
  const params: RawParams = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    try {
      params[key] = JSON.parse(value);
    } catch {
      params[key] = value;
    }
  }
  return params;
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value.startsWith('[')) return list(JSON.parse(value));
  if (typeof value === 'string') return value.split(',');
  return [value];
}

function integer(value: unknown, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? Math.floor(number) : fallback;
}

function snippetSpec(value: unknown): Map<string, number> {
  const snippets = new Map<string, number>();
  for (const item of list(value)) {
    const [attribute, words] = String(item).split(':');
    snippets.set(attribute!.trim(), integer(words, 10));
  }
  return snippets;
}

export function normalizeRequest(raw: RawRequest): SearchQuery {
  const { params, ...rest } = raw;
  const merged: RawParams = {
    ...(typeof params === 'string' ? parseEncodedParams(params) : (params ?? {})),
    ...rest,
  };
  return {
    indexName: String(merged.indexName ?? ''),
    query: String(merged.query ?? ''),
    page: integer(merged.page, 0),
    hitsPerPage: integer(merged.hitsPerPage, 20),
    facetFilters: list(merged.facetFilters) as FacetFilter[],
    facets: list(merged.facets).map(String),
    snippets: snippetSpec(merged.attributesToSnippet),
    highlightPreTag: String(merged.highlightPreTag ?? DEFAULT_PRE),
    highlightPostTag: String(merged.highlightPostTag ?? DEFAULT_POST),
    // Only the search page omits it, and it appends its own "..." to every summary.
    snippetEllipsisText: String(merged.snippetEllipsisText ?? ''),
  };
}

export function normalizeRequests(argument: SearchRequestArgument): SearchQuery[] {
  const requests = Array.isArray(argument) ? argument : argument.requests;
  return requests.map(normalizeRequest);
}
