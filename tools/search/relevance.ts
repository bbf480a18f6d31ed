/**
 * Relevance check of a built index: runs the committed query table
 * (search/relevance-queries.json) through the browser engine in Node, per docs version,
 * with the same contextual filters and request the search modal sends.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { modalRequest } from '../../src/plugins/local-search/client/engine/modalRequest.ts';
import { createSearchEngine } from '../../src/plugins/local-search/client/engine/searchEngine.ts';
import {
  INDEX_DIR,
  MANIFEST_FILE,
  type Manifest,
} from '../../src/plugins/local-search/shared/records.ts';

export const RELEVANCE_TABLE_PATH = 'search/relevance-queries.json';

/** One value for every version, or values by version name with a `default`. */
type PerVersion = string | Record<string, string>;

type TableEntry = {
  query: string;
  page: PerVersion;
  versions?: string[];
  /** A pupil's question: the anchor of the section on `page` that shows how, which must come first. */
  section?: PerVersion;
};
export type RelevanceTable = { queries: TableEntry[] };

export type QueryOutcome = {
  query: string;
  expected: string;
  top3: string[];
  passed: boolean;
  /** For a question with a section: `page#section`, and whether it was the first hit. */
  section?: { expected: string; first: boolean };
};
export type VersionRelevance = { version: string; outcomes: QueryOutcome[]; share: number };

const ORIGIN = 'http://local';

export function readRelevanceTable(path = RELEVANCE_TABLE_PATH): RelevanceTable {
  return JSON.parse(readFileSync(path, 'utf8')) as RelevanceTable;
}

export function buildEngine(buildDir: string) {
  const indexDir = join(buildDir, INDEX_DIR);
  return createSearchEngine({
    indexUrl: '',
    origin: ORIGIN,
    loadJson: async (file) => JSON.parse(readFileSync(join(indexDir, file), 'utf8')) as unknown,
  });
}

export function docsVersions(buildDir: string): string[] {
  const manifest = JSON.parse(
    readFileSync(join(buildDir, INDEX_DIR, MANIFEST_FILE), 'utf8'),
  ) as Manifest;
  return manifest.shards
    .map((shard) => shard.docusaurus_tag)
    .filter((tag) => tag.startsWith('docs-default-'))
    .map((tag) => tag.slice('docs-default-'.length));
}

function forVersion(value: PerVersion, version: string): string {
  return typeof value === 'string' ? value : (value[version] ?? value.default!);
}

/** Page path below the version's docs root, with its anchor: `/base/docs/2.0.1/api/motor#x` → `api/motor#x`. */
function docsPage(url: string, baseUrl: string): string {
  const { pathname, hash } = new URL(url);
  const path = pathname.slice(baseUrl.length).replace(/^docs\/(?:next\/|\d+\.\d+\.\d+\/)?/, '');
  return `${path}${decodeURIComponent(hash)}`;
}

export async function measureRelevance(
  buildDir: string,
  baseUrl: string,
  table = readRelevanceTable(),
): Promise<VersionRelevance[]> {
  const engine = buildEngine(buildDir);
  const results: VersionRelevance[] = [];
  for (const version of docsVersions(buildDir)) {
    const outcomes: QueryOutcome[] = [];
    for (const entry of table.queries) {
      if (entry.versions && !entry.versions.includes(version)) continue;
      const { results: response } = await engine.search(
        modalRequest(entry.query, `docs-default-${version}`),
      );
      const top3 = response[0]!.hits.slice(0, 3).map((hit) => docsPage(hit.url, baseUrl));
      const expected = forVersion(entry.page, version);
      const section = entry.section && `${expected}#${forVersion(entry.section, version)}`;
      outcomes.push({
        query: entry.query,
        expected,
        top3,
        passed: top3.some((page) => page.split('#')[0] === expected),
        ...(section ? { section: { expected: section, first: top3[0] === section } } : {}),
      });
    }
    const share = outcomes.filter((outcome) => outcome.passed).length / outcomes.length;
    results.push({ version, outcomes, share });
  }
  return results;
}
