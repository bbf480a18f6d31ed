/**
 * The in-browser stand-in for Algolia's search endpoint: loads the manifest and only the
 * shards the facet filters allow, searches them, and answers in Algolia's response shape.
 * Loaded on the first search only.
 */
import { LEVELS } from '../../shared/selectors.ts';
import {
  MANIFEST_FILE,
  expandShard,
  type Manifest,
  type SearchRecord,
  type Shard,
} from '../../shared/records.ts';
import {
  compileFacetFilters,
  filteredAttributes,
  matchesFacetFilters,
  type FacetValues,
} from './facetFilters.ts';
import { highlight, snippet, escapeHtml, type HighlightValue, type Tags } from './highlight.ts';
import {
  bestSectionFirst,
  compareHits,
  distinctByUrl,
  rankResult,
  sectionKind,
  withPageMatches,
  withSections,
  withTopics,
  type RankedHit,
} from './rank.ts';
import { normalizeRequests, type SearchQuery, type SearchRequestArgument } from './request.ts';
import { createShardIndex, queryWords, type ShardIndex } from './shardIndex.ts';

export type LoadJson = (url: string) => Promise<unknown>;
export type EngineOptions = {
  /** URL of the index folder, ending in a slash. */
  indexUrl: string;
  /** Prefix that makes the records' root-relative URLs absolute (the search page needs that). */
  origin: string;
  loadJson: LoadJson;
  /** Test seam for the escaping negative control; readers always get escapeHtml. */
  escape?: (text: string) => string;
};

export type SearchHit = SearchRecord & {
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
};

export type SearchResponse = {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  /** False when a facet-count query skipped shards not loaded yet (see `candidates`). */
  exhaustiveNbHits: boolean;
  exhaustiveFacetsCount: boolean;
  query: string;
  params: string;
  index: string;
  facets?: Record<string, Record<string, number>>;
};

// What DocSearch's index settings snippet when a request names no attributes (the search page).
const DEFAULT_SNIPPETS = new Map<string, number>([
  ...LEVELS.slice(1).map((level) => [`hierarchy.${level}`, 10] as const),
  ['content', 10],
]);

const SHARD_ATTRIBUTES = new Set(['language', 'docusaurus_tag']);

function recordValues(record: SearchRecord): FacetValues {
  return (attribute) => {
    const value = (record as unknown as Record<string, unknown>)[attribute];
    return typeof value === 'string' ? value : undefined;
  };
}

export function createSearchEngine(options: EngineOptions) {
  const escape = options.escape ?? escapeHtml;
  let manifest: Promise<Manifest> | undefined;
  const shards = new Map<string, Promise<ShardIndex>>();

  // A failed fetch is forgotten, so the next keystroke tries again.
  function cached<T>(
    load: () => Promise<T>,
    remember: (p: Promise<T> | undefined) => void,
  ): Promise<T> {
    const promise = load();
    remember(promise);
    promise.catch(() => remember(undefined));
    return promise;
  }

  function loadManifest(): Promise<Manifest> {
    return (
      manifest ??
      cached(
        async () => (await options.loadJson(options.indexUrl + MANIFEST_FILE)) as Manifest,
        (p) => (manifest = p),
      )
    );
  }

  function loadShard(file: string): Promise<ShardIndex> {
    return (
      shards.get(file) ??
      cached(
        async () =>
          createShardIndex(expandShard((await options.loadJson(options.indexUrl + file)) as Shard)),
        (p) => (p ? shards.set(file, p) : shards.delete(file)),
      )
    );
  }

  function wantedShards(manifest: Manifest, query: SearchQuery) {
    return manifest.shards.filter((entry) =>
      matchesFacetFilters(
        query.facetFilters,
        (attribute) => {
          if (attribute === 'language') return entry.language;
          if (attribute === 'docusaurus_tag') return entry.docusaurus_tag;
          return undefined;
        },
        true,
      ),
    );
  }

  /**
   * The shards a query searches. A query that wants no hits, only facet counts (the search
   * page asks for the hits of the chosen version and, beside them, the counts of every
   * version), counts the shards loaded so far: the hits never wait for other versions' shards,
   * and their counts follow once a reader picks them.
   */
  async function candidates(
    manifest: Manifest,
    query: SearchQuery,
  ): Promise<{ indexes: ShardIndex[]; exhaustive: boolean }> {
    const wanted = wantedShards(manifest, query);
    const used = query.hitsPerPage > 0 ? wanted : wanted.filter((entry) => shards.has(entry.file));
    const indexes = await Promise.all(used.map((entry) => loadShard(entry.file)));
    return { indexes, exhaustive: used.length === wanted.length };
  }

  function find(indexes: ShardIndex[], query: SearchQuery): RankedHit[] {
    const words = queryWords(query.query);
    const matches = compileFacetFilters(query.facetFilters);
    // Filters on shard attributes only were settled when the shards were chosen.
    const settled = [...filteredAttributes(query.facetFilters)].every((a) =>
      SHARD_ATTRIBUTES.has(a),
    );
    const allowed = settled ? () => true : (record: SearchRecord) => matches(recordValues(record));
    if (words.length === 0) {
      return indexes.flatMap((index) =>
        index.records.filter(allowed).map((record) => ({
          record,
          matchedTerms: new Set<string>(),
          matchedWords: new Set<number>(),
          words: 0,
          typos: 0,
          topic: 0,
          section: sectionKind(record),
          titleWords: new Set<number>(),
          ownWords: new Set<number>(),
          headingWords: new Set<number>(),
          sectionWords: 0,
          sectionHeadingWords: 0,
          sectionBest: 0,
          attribute: 0,
          exact: 0,
          pageMatches: 0,
          score: 0,
        })),
      );
    }
    const hits = indexes.flatMap((index) =>
      index
        // OR, ranked by the number of words matched first: records with every word come
        // first, records with some of them follow (Algolia's optional words).
        .search(words, 'OR')
        .map((result) => ({ record: index.records[result.id as number]!, result }))
        .filter(({ record }) => allowed(record))
        .map(({ record, result }) => rankResult(record, result, words)),
    );
    return bestSectionFirst(
      distinctByUrl(withSections(withTopics(withPageMatches(hits))).sort(compareHits)),
    );
  }

  function toHit(hit: RankedHit, query: SearchQuery, words: number): SearchHit {
    const tags: Tags = { pre: query.highlightPreTag, post: query.highlightPostTag };
    const snippets = query.snippets.size > 0 ? query.snippets : DEFAULT_SNIPPETS;
    const { record, matchedTerms } = hit;
    const highlighted = (text: string) => highlight(text, matchedTerms, words, tags, escape);
    const snippeted = (attribute: string, text: string): HighlightValue | undefined => {
      const length = snippets.get(attribute);
      return length === undefined
        ? undefined
        : snippet(text, matchedTerms, words, length, tags, query.snippetEllipsisText, escape);
    };
    const levels = LEVELS.filter((level) => record.hierarchy[level] !== null);
    const hierarchyHighlight = Object.fromEntries(
      levels.map((l) => [l, highlighted(record.hierarchy[l]!)]),
    );
    const hierarchySnippet = Object.fromEntries(
      levels.flatMap((l) => {
        const value = snippeted(`hierarchy.${l}`, record.hierarchy[l]!);
        return value ? [[l, value]] : [];
      }),
    );
    const contentSnippet =
      record.content === null ? undefined : snippeted('content', record.content);
    return {
      ...record,
      url: options.origin + record.url,
      url_without_anchor: options.origin + record.url_without_anchor,
      _highlightResult: {
        hierarchy: hierarchyHighlight,
        ...(record.content !== null ? { content: highlighted(record.content) } : {}),
      },
      _snippetResult: {
        hierarchy: hierarchySnippet,
        ...(contentSnippet ? { content: contentSnippet } : {}),
      },
    };
  }

  function facetCounts(hits: RankedHit[], facets: string[]) {
    const counts: Record<string, Record<string, number>> = {};
    for (const facet of facets) {
      const values: Record<string, number> = {};
      for (const hit of hits) {
        const value = recordValues(hit.record)(facet);
        if (value !== undefined) values[value] = (values[value] ?? 0) + 1;
      }
      counts[facet] = values;
    }
    return counts;
  }

  async function searchOne(manifest: Manifest, query: SearchQuery): Promise<SearchResponse> {
    const started = performance.now();
    const { indexes, exhaustive } = await candidates(manifest, query);
    const hits = find(indexes, query);
    const words = queryWords(query.query).length;
    const first = query.page * query.hitsPerPage;
    const page = hits.slice(first, first + query.hitsPerPage);
    return {
      hits: page.map((hit) => toHit(hit, query, words)),
      nbHits: hits.length,
      page: query.page,
      nbPages: query.hitsPerPage > 0 ? Math.ceil(hits.length / query.hitsPerPage) : 0,
      hitsPerPage: query.hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: exhaustive,
      exhaustiveFacetsCount: exhaustive,
      query: query.query,
      params: '',
      index: query.indexName,
      ...(query.facets.length > 0 ? { facets: facetCounts(hits, query.facets) } : {}),
    };
  }

  return {
    async search(argument: SearchRequestArgument): Promise<{ results: SearchResponse[] }> {
      const queries = normalizeRequests(argument);
      const manifest = await loadManifest();
      // Queries for hits start their downloads first, so facet counts include those shards.
      const hitsFirst = [
        ...queries.filter((query) => query.hitsPerPage > 0),
        ...queries.filter((query) => query.hitsPerPage === 0),
      ];
      const answers = new Map(hitsFirst.map((query) => [query, searchOne(manifest, query)]));
      return { results: await Promise.all(queries.map((query) => answers.get(query)!)) };
    },
  };
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;
