// The Algolia-mode browser test's fixtures: a production build made with SEARCH_PROVIDER=algolia
// in this checkout, and a stand-in for Algolia's hosts that answers search requests from that
// build's own pages (crawled the way the DocSearch crawler does) and records every request.
import { spawn } from 'node:child_process';
import type { BrowserContext, Page, Request, Route } from 'playwright-core';

import { crawlBuild, groupIntoShards } from '../../src/plugins/local-search/buildIndex.ts';
import { createSearchEngine } from '../../src/plugins/local-search/client/engine/searchEngine.ts';
import type { SearchRequestArgument } from '../../src/plugins/local-search/client/engine/request.ts';
import type { Manifest } from '../../src/plugins/local-search/shared/records.ts';
import { BASE_URL } from '../../guide/site.ts';

export const ALGOLIA_ENV = {
  SEARCH_PROVIDER: 'algolia',
  ALGOLIA_APP_ID: 'TESTAPP',
  ALGOLIA_SEARCH_API_KEY: 'public-search-key',
  ALGOLIA_INDEX_NAME: 'maqueen-test-index',
};

export type BuildResult = { code: number | null; log: string };

/**
 * `docusaurus build` into `outDir` with the given search variables (others unset). Without
 * minifying: the search behaves the same, and the build takes less than half the CPU (the main
 * build, which the other browser tests and the benches look at, stays minified).
 */
export function buildSite(outDir: string, searchEnv: Record<string, string>): Promise<BuildResult> {
  const env = { ...process.env };
  for (const name of Object.keys(ALGOLIA_ENV)) delete env[name];
  Object.assign(env, searchEnv);
  const build = spawn('npx', ['docusaurus', 'build', '--no-minify', '--out-dir', outDir], { env });
  let log = '';
  build.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  build.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return new Promise((done) => build.on('close', (code) => done({ code, log })));
}

export type AlgoliaRequest = {
  host: string;
  url: URL;
  method: string;
  body: { requests: Record<string, unknown>[] };
  /** The query of the first request in the body, for finding a search's requests. */
  query: string;
};

export type AlgoliaStandIn = {
  requests: AlgoliaRequest[];
  /** Hosts that refuse connections, by the first label of their name (e.g. 'testapp-dsn'). */
  down: Set<string>;
  /** Every host refuses connections. */
  allDown: boolean;
  /** Answers Algolia's hosts for this page or context from now on. */
  install: (target: BrowserContext | Page) => Promise<void>;
  /** Settles once a host has answered `query`; the hits shown before may still be stale. */
  answered: (query: string) => Promise<void>;
};

const ALGOLIA_HOSTS = /^https:\/\/[^/]+\.(?:algolia\.net|algolianet\.com)\//;

/** Searches like Algolia through the pages of `buildDir`; hit URLs point at `origin`. */
export type AlgoliaIndex = ReturnType<typeof createSearchEngine>;

/** Crawls `buildDir` as the DocSearch crawler would (once per build: it reads every page). */
export function algoliaIndex(buildDir: string, origin: string): AlgoliaIndex {
  const shards = groupIntoShards(crawlBuild(buildDir, BASE_URL));
  const files = new Map<string, unknown>(shards.map((shard, i) => [`shard-${i}.json`, shard]));
  const manifest: Manifest = {
    version: 1,
    shards: shards.map((shard, i) => ({
      language: shard.language,
      docusaurus_tag: shard.docusaurus_tag,
      file: `shard-${i}.json`,
      records: 0,
    })),
  };
  files.set('manifest.json', manifest);
  return createSearchEngine({
    indexUrl: '',
    origin: new URL(origin).origin,
    loadJson: async (file) => files.get(file),
  });
}

/** A fresh stand-in for Algolia's hosts (no requests yet, every host up) answering from `index`. */
export function algoliaStandIn(index: AlgoliaIndex): AlgoliaStandIn {
  const answers = new Map<string, { promise: Promise<void>; resolve: () => void }>();
  const answerOf = (query: string) => {
    let answer = answers.get(query);
    if (!answer) {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      answer = { promise, resolve };
      answers.set(query, answer);
    }
    return answer;
  };

  const standIn: AlgoliaStandIn = {
    requests: [],
    down: new Set(),
    allDown: false,
    async install(target) {
      await target.route(ALGOLIA_HOSTS, (route) => answer(route, route.request()));
    },
    answered: (query) => answerOf(query).promise,
  };

  async function answer(route: Route, request: Request) {
    const url = new URL(request.url());
    const cors = { 'access-control-allow-origin': '*' };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const body = JSON.parse(request.postData() ?? '{}') as AlgoliaRequest['body'];
    standIn.requests.push({
      host: url.host,
      url,
      method: request.method(),
      body,
      query: String(body.requests?.[0]?.query ?? ''),
    });
    if (standIn.allDown || standIn.down.has(url.host.split('.')[0]!)) {
      return route.abort('connectionrefused');
    }
    const response = await index.search(body as SearchRequestArgument);
    await route.fulfill({ status: 200, headers: cors, json: response });
    answerOf(String(body.requests?.[0]?.query ?? '')).resolve();
  }

  return standIn;
}
