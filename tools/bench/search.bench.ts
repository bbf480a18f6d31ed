// Figures of the offline search, measured on the production build in ./build (local mode):
// index size per version, JS loaded on the first search, bytes every page carries for
// search, index bytes /search loads, first keystroke → first results in Chromium, per-query
// latency over 200 German queries in Chromium, and relevance per version.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { build } from 'esbuild';

import { modalRequest } from '../../src/plugins/local-search/client/engine/modalRequest.ts';
import { measureRelevance, readRelevanceTable } from '../search/relevance.ts';
import { INDEX_DIR, type Manifest } from '../../src/plugins/local-search/shared/records.ts';
import type { Browser } from 'playwright-core';

import { BASE_URL } from '../../guide/site.ts';
import { latestVersion, readGuideVersions } from '../../guide/versions.ts';
import { launchBrowser } from '../browser/chromium.ts';
import { serveBuild, type ServedSite } from '../serve/serve-build.ts';

const BUILD = resolve('build');
const RUNS = 5;
const QUERIES = 200;
// tsx keeps function names with a `__name` helper that functions sent to the page call.
const KEEP_NAMES_SHIM = 'window.__name = (target) => target;';
const gz = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)
  ]!;

function row(label: string, value: string, limit = '') {
  console.log(`${label.padEnd(58)} ${value.padStart(12)}  ${limit}`);
}

/** Typing prefixes of the relevance queries, the way readers type them, 200 in all. */
function germanQueries(): string[] {
  const queries: string[] = [];
  for (const { query } of readRelevanceTable().queries) {
    for (let length = 3; length <= query.length; length += 2) queries.push(query.slice(0, length));
    queries.push(query);
  }
  return Array.from({ length: QUERIES }, (_, i) => queries[i % queries.length]!);
}

function indexSizes() {
  const manifest = JSON.parse(
    readFileSync(join(BUILD, INDEX_DIR, 'manifest.json'), 'utf8'),
  ) as Manifest;
  console.log('\nIndex shards (gzip -9, limit 30 KB per version):');
  for (const shard of manifest.shards) {
    const bytes = readFileSync(join(BUILD, INDEX_DIR, shard.file));
    row(
      `  ${shard.docusaurus_tag} (${shard.records} records)`,
      kb(gz(bytes)),
      `raw ${kb(bytes.length)}`,
    );
  }
}

/** What the SearchBar wrapper, client shim and error screen add to every page (main bundle). */
async function alwaysLoadedBytes() {
  const result = await build({
    entryPoints: ['src/plugins/local-search/theme/SearchBar/index.tsx'],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    // What the local-search plugin points the search client at in local mode.
    alias: { 'algoliasearch/lite': './src/plugins/local-search/client/liteClient.ts' },
    // Everything the theme ships anyway, and the lazily loaded engine.
    external: [
      'react',
      'react-dom',
      'react/*',
      '@docusaurus/*',
      '@theme/*',
      '@local-search/*',
      '@generated/*',
      './engine/*',
    ],
    logLevel: 'silent',
  });
  const js = result.outputFiles[0]!.contents;
  const css = [
    'src/plugins/local-search/theme/SearchBar/styles.css',
    'src/plugins/local-search/client/localMode.css',
  ]
    .map((file) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''))
    .join('');
  return { js: gz(Buffer.from(js)), css: gz(css) };
}

/** Gzip size of a built file, by the URL it was served under. */
const servedGzip = (url: string) =>
  gz(readFileSync(join(BUILD, new URL(url).pathname.slice(BASE_URL.length))));

/** Index bytes /search?q=… loads until its first results show, and until the network is idle. */
async function searchPageBytes(browser: Browser, site: ServedSite) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested: { url: string; beforeResults: boolean }[] = [];
  let shown = false;
  page.on('request', (request) => {
    if (request.url().includes(`/${INDEX_DIR}/`)) {
      requested.push({ url: request.url(), beforeResults: !shown });
    }
  });
  await page.goto(site.url('search?q=Motor'));
  await page.locator('article h2 a').first().waitFor();
  shown = true;
  await page.waitForLoadState('networkidle');
  await context.close();
  const bytes = (entries: typeof requested) =>
    entries.reduce((sum, entry) => sum + servedGzip(entry.url), 0);
  const early = requested.filter((entry) => entry.beforeResults);
  return {
    untilResults: bytes(early),
    filesUntilResults: early.length,
    total: bytes(requested),
    files: requested.length,
  };
}

async function browserFigures() {
  const site = await serveBuild(BUILD);
  const chromium = await launchBrowser();
  try {
    const firstResults: number[] = [];
    let lazyJs: string[] = [];
    let indexRequestsBeforeSearch = 0;
    for (let run = 0; run < RUNS; run += 1) {
      // A fresh context each time: nothing cached, engine and index load on the keystroke.
      const context = await chromium.browser.newContext();
      await context.addInitScript({ content: KEEP_NAMES_SHIM });
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('requestfinished', (request) => requests.push(request.url()));
      await page.goto(site.url('docs/api/motor'), { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'));
      const beforeModal = requests.length;
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').waitFor();
      await page.waitForLoadState('networkidle');
      const beforeSearch = requests.length;
      const elapsed = await page.evaluate(
        () =>
          new Promise<number>((done) => {
            const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
            const started = performance.now();
            const observer = new MutationObserver(() => {
              if (document.querySelector('.DocSearch-Hit')) {
                observer.disconnect();
                done(performance.now() - started);
              }
            });
            observer.observe(document.body, { childList: true, subtree: true });
            // React listens for native input events: set the value the way typing does.
            const setter = Object.getOwnPropertyDescriptor(
              HTMLInputElement.prototype,
              'value',
            )!.set!;
            setter.call(input, 'M');
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }),
      );
      firstResults.push(elapsed);
      lazyJs = requests.slice(beforeSearch).filter((url) => url.endsWith('.js'));
      if (run === 0) {
        indexRequestsBeforeSearch = requests
          .slice(0, beforeModal)
          .filter(
            (url) => url.includes('/search-index/') || url.includes('local-search-engine'),
          ).length;
      }
      await context.close();
    }
    const lazyBytes = lazyJs.reduce((sum, url) => sum + servedGzip(url), 0);

    // The engine, bundled on its own, run in Chromium on the real shards of the latest version.
    const engine = await build({
      entryPoints: ['src/plugins/local-search/client/engine/searchEngine.ts'],
      bundle: true,
      minify: true,
      write: false,
      format: 'iife',
      globalName: 'LocalSearchEngine',
      logLevel: 'silent',
    });
    const page = await chromium.browser.newPage();
    await page.addInitScript({ content: KEEP_NAMES_SHIM });
    await page.goto(site.url('docs/api/motor'));
    await page.addScriptTag({
      content: Buffer.from(engine.outputFiles[0]!.contents).toString('utf8'),
    });
    const queries = germanQueries();
    const timings = await page.evaluate(
      async ({ queries, requests, indexUrl }) => {
        const { createSearchEngine } = (
          window as unknown as {
            LocalSearchEngine: typeof import('../../src/plugins/local-search/client/engine/searchEngine.ts');
          }
        ).LocalSearchEngine;
        const engine = createSearchEngine({
          indexUrl,
          origin: location.origin,
          loadJson: async (url) => (await fetch(url)).json(),
        });
        await engine.search(requests[0]!);
        const times: number[] = [];
        for (const request of requests) {
          const started = performance.now();
          await engine.search(request);
          times.push(performance.now() - started);
        }
        return { times, count: queries.length };
      },
      {
        queries,
        requests: queries.map((query) =>
          modalRequest(
            query,
            `docs-default-${latestVersion(readGuideVersions(resolve('.'))).name}`,
          ),
        ),
        indexUrl: `${BASE_URL}${INDEX_DIR}/`,
      },
    );
    return {
      firstResults,
      lazyJs,
      lazyBytes,
      indexRequestsBeforeSearch,
      timings: timings.times,
      searchPage: await searchPageBytes(chromium.browser, site),
    };
  } finally {
    await chromium.close();
    await site.close();
  }
}

console.log(
  `load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} (timings below are wall clock)`,
);
indexSizes();

const always = await alwaysLoadedBytes();
const browser = await browserFigures();
console.log('\nJavaScript:');
row(
  '  loaded on the first search (gzip, limit 20 KB)',
  kb(browser.lazyBytes),
  browser.lazyJs.map((url) => url.split('/').pop()).join(', '),
);
row('  added to every page: wrapper + client shim (gzip)', kb(always.js));
row('  added to every page: CSS (gzip)', kb(always.css));
row(
  '  index/engine requests before the first search',
  String(browser.indexRequestsBeforeSearch),
  'must be 0',
);

console.log('\n/search?q=Motor (index files, gzip):');
row(
  '  loaded until the first results show',
  kb(browser.searchPage.untilResults),
  `${browser.searchPage.filesUntilResults} files`,
);
row('  loaded in all', kb(browser.searchPage.total), `${browser.searchPage.files} files`);

console.log('\nChromium:');
row(
  `  first keystroke → first results, median of ${RUNS} (limit 300 ms)`,
  `${percentile(browser.firstResults, 50).toFixed(0)} ms`,
  `max ${Math.max(...browser.firstResults).toFixed(0)} ms`,
);
row(
  `  per query over ${browser.timings.length} German queries, p95 (limit 10 ms)`,
  `${percentile(browser.timings, 95).toFixed(2)} ms`,
  `p50 ${percentile(browser.timings, 50).toFixed(2)} ms, max ${Math.max(...browser.timings).toFixed(2)} ms`,
);

console.log('\nRelevance (expected page in the top 3, limit 95 %):');
for (const { version, outcomes, share } of await measureRelevance(BUILD, BASE_URL)) {
  const misses = outcomes.filter((outcome) => !outcome.passed).map((outcome) => outcome.query);
  row(
    `  ${version} (${outcomes.length} queries)`,
    `${(share * 100).toFixed(0)} %`,
    misses.length ? `missed: ${misses.join(', ')}` : '',
  );
}
