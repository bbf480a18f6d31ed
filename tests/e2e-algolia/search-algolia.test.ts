// The search in Algolia mode: a production build made with SEARCH_PROVIDER=algolia right after
// the offline build in this checkout (npm test builds that one first; the bundler cache must
// tell the two apart), served, with a stand-in for Algolia's hosts. The build holds the two
// versions the tests look at (the latest at /docs and the oldest), not all of them: the search
// setup is the same for every version, and a build of all takes a minute longer.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import type { Page } from 'playwright-core';

import { RETRY_AFTER_MS } from '../../src/plugins/local-search/client/hostsCache.ts';
import { BASE_URL } from '../../guide/site.ts';
import { useBrowser, useTab } from '../support/harness.ts';
import { openContext, waitForHydration, watchPage, type PageWatch } from '../support/page.ts';
import { serveBuild, type ServedSite } from '../../tools/serve/serve-build.ts';
import { LATEST, OLDEST } from '../support/versions.ts';
import {
  ALGOLIA_ENV,
  algoliaIndex,
  algoliaStandIn,
  type AlgoliaIndex,
  buildSite,
  type AlgoliaRequest,
  type AlgoliaStandIn,
} from '../e2e/search-algolia-support.ts';
import {
  hitUrls,
  isIndexRequest,
  expectErrorScreen,
  openModal,
  pageOf,
  search,
  waitForHitsOf,
} from '../e2e/search-support.ts';

const APP = ALGOLIA_ENV.ALGOLIA_APP_ID.toLowerCase();
const DSN = `${APP}-dsn.algolia.net`;

/** The versions built and searched here. */
const BUILT = [LATEST, OLDEST];
const buildDir = mkdtempSync(join(tmpdir(), 'algolia-build-'));
let site: ServedSite;
let index: AlgoliaIndex;
const { browser, ready } = useBrowser();
const tab = useTab({ site: () => site, browser, ready: async () => void (await ready) });
/** The watcher of every page the tests opened, for the last test. */
const watches: PageWatch[] = [];
/** The page most tests use: the motor page of a released version other than the latest. */
const MOTOR = pageOf(OLDEST, 'api/motor');
/** Longer than the search page waits before its first search (300 ms). */
const SLOW_SCRIPT_MS = 700;

before(async () => {
  const { code, log } = await buildSite(buildDir, {
    ...ALGOLIA_ENV,
    DOCS_ONLY_VERSIONS: BUILT.map((version) => version.name).join(','),
  });
  assert.equal(code, 0, log);
  site = await serveBuild(buildDir);
  index = algoliaIndex(buildDir, site.origin);
});

after(async () => {
  await site?.close();
  rmSync(buildDir, { recursive: true, force: true });
});

/** A fresh reader (only `storage` stored) on `path` in the file's tab, with Algolia answered by a
 * stand-in; with `slowScripts`, every script arrives late, as on a slow school network. */
async function open(
  path: string,
  {
    storage = {},
    slowScripts = false,
  }: { storage?: Record<string, string>; slowScripts?: boolean } = {},
): Promise<{ page: Page; algolia: AlgoliaStandIn }> {
  const { page } = tab();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const algolia = algoliaStandIn(index);
  await algolia.install(page);
  if (slowScripts)
    await page.route('**/*.js', async (route) => {
      await new Promise((arrived) => setTimeout(arrived, SLOW_SCRIPT_MS));
      await route.fallback();
    });
  await tab().open(path, { storage });
  watches.push(tab().watch);
  return { page, algolia };
}

const requestsFor = (algolia: AlgoliaStandIn, query: string): AlgoliaRequest[] =>
  algolia.requests.filter((request) => request.query === query);

/** Searches `query` and returns its requests once a host has answered it (the hits shown
 * until then are the previous query's, so waiting for hits alone returns too early). */
async function searchAndWait(page: Page, algolia: AlgoliaStandIn, query: string) {
  await search(page, query);
  await algolia.answered(query);
  await hitUrls(page);
  return requestsFor(algolia, query);
}

test('a build for Algolia without its credentials stops with an error naming them', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'algolia-missing-'));
  try {
    const { code, log } = await buildSite(outDir, {
      SEARCH_PROVIDER: 'algolia',
      ALGOLIA_APP_ID: ALGOLIA_ENV.ALGOLIA_APP_ID,
    });
    assert.notEqual(code, 0);
    assert.match(
      log,
      /SEARCH_PROVIDER=algolia, but ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME are not set/,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});

for (const version of BUILT) {
  test(`on a page of version ${version.label} the modal asks Algolia for that version's docs and the site pages`, async () => {
    const { page, algolia } = await open(pageOf(version, 'api/motor'));
    await openModal(page);
    const [request] = await searchAndWait(page, algolia, 'Motoren');
    assert.deepEqual(request!.body.requests[0]!.facetFilters, [
      'language:de',
      ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version.name}`],
    ]);
    const docs = (await hitUrls(page)).filter((url) => url.includes('/docs'));
    assert.ok(docs.length > 0);
    for (const url of docs)
      assert.ok(url.startsWith(`${BASE_URL.slice(0, -1)}${version.routeBase}/`), url);
  });
}

test('the modal sends the request spec §7 describes', async () => {
  const { page, algolia } = await open(MOTOR);
  await openModal(page);
  const [request] = await searchAndWait(page, algolia, 'Kompass');
  assert.equal(request!.method, 'POST');
  assert.equal(`${request!.url.host}${request!.url.pathname}`, `${DSN}/1/indexes/*/queries`);
  assert.equal(
    request!.url.searchParams.get('x-algolia-application-id'),
    ALGOLIA_ENV.ALGOLIA_APP_ID,
  );
  assert.equal(
    request!.url.searchParams.get('x-algolia-api-key'),
    ALGOLIA_ENV.ALGOLIA_SEARCH_API_KEY,
  );
  // DocSearch and Docusaurus still name themselves to Algolia through our client.
  const agent = request!.url.searchParams.get('x-algolia-agent') ?? '';
  for (const name of ['Lite', 'docsearch', 'docsearch-react', 'docusaurus']) {
    assert.match(agent, new RegExp(`; ${name} \\([\\d.]+\\)`), agent);
  }
  assert.equal(request!.body.requests.length, 1);
  const query = request!.body.requests[0]!;
  assert.equal(query.indexName, ALGOLIA_ENV.ALGOLIA_INDEX_NAME);
  assert.equal(query.query, 'Kompass');
  assert.deepEqual(query.attributesToRetrieve, [
    ...[0, 1, 2, 3, 4, 5, 6].map((level) => `hierarchy.lvl${level}`),
    'content',
    'type',
    'url',
  ]);
  assert.deepEqual(query.attributesToSnippet, [
    ...[1, 2, 3, 4, 5, 6].map((level) => `hierarchy.lvl${level}:10`),
    'content:10',
  ]);
  assert.deepEqual(
    [query.highlightPreTag, query.highlightPostTag, query.snippetEllipsisText, query.hitsPerPage],
    ['<mark>', '</mark>', '…', 20],
  );
  assert.deepEqual(query.facetFilters, [
    'language:de',
    ['docusaurus_tag:default', `docusaurus_tag:docs-default-${OLDEST.name}`],
  ]);
});

test('the error screen appears when no Algolia host answers, and goes once one does', async () => {
  const { page, algolia } = await open(MOTOR);
  await openModal(page);
  algolia.allDown = true;
  await search(page, 'Motoren');
  const screen = await expectErrorScreen(page);
  assert.equal(new Set(requestsFor(algolia, 'Motoren').map((r) => r.host)).size, 4);
  algolia.allDown = false;
  await searchAndWait(page, algolia, 'Motor');
  assert.equal(await screen.count(), 0);
});

test('a failed host is skipped by the next search and tried first again after 2 minutes', async () => {
  // A browser of its own: the page's clock is replaced.
  const context = await openContext(browser());
  try {
    const page = await context.newPage();
    const algolia = algoliaStandIn(index);
    await algolia.install(context);
    watches.push(watchPage(page));
    await page.clock.install();
    await page.goto(site.url(MOTOR));
    await waitForHydration(page);
    await openModal(page);
    algolia.down.add(DSN.split('.')[0]!);
    const first = await searchAndWait(page, algolia, 'Motoren');
    assert.deepEqual(
      first.map((request) => request.host === DSN),
      [true, false],
      'the first host failed, the next one answered',
    );
    const next = await searchAndWait(page, algolia, 'Kompass');
    assert.equal(next.length, 1);
    assert.notEqual(next[0]!.host, DSN, 'the failed host was skipped');

    algolia.down.clear();
    await page.clock.fastForward(RETRY_AFTER_MS + 1000);
    const later = await searchAndWait(page, algolia, 'Ultraschall');
    assert.deepEqual(
      later.map((request) => request.host),
      [DSN],
      'tried first again after 2 minutes',
    );
  } finally {
    await context.close();
  }
});

test('the no-results screen offers to report the query as a new issue', async () => {
  const { page, algolia } = await open(MOTOR);
  await openModal(page);
  await search(page, 'Quantencomputer');
  const link = page.locator('.DocSearch-NoResults .DocSearch-Help a');
  await link.waitFor();
  assert.equal(await link.innerText(), 'Sag uns Bescheid.');
  const url = new URL((await link.getAttribute('href')) ?? '');
  assert.equal(url.pathname.replace(/^\/[^/]+\/[^/]+/, ''), '/issues/new');
  assert.match(url.searchParams.get('title') ?? '', /„Quantencomputer“/);
  assert.ok(requestsFor(algolia, 'Quantencomputer').length > 0);
});

/** The version tags of every results request /search sent for `query` (its helper lists the
 * language and the version tags as separate groups). */
function searchPageVersions(algolia: AlgoliaStandIn, query: string): string[] {
  return requestsFor(algolia, query)
    .flatMap((request) => request.body.requests)
    .filter((request) => request.hitsPerPage === 15)
    .map((request) =>
      (request.facetFilters as (string | string[])[])
        .map((group) => [group].flat().sort())
        .filter((group) => !group.every((tag) => tag.startsWith('language:')))
        .map((group) => group.join(' OR '))
        .join(),
    );
}

/** The version a result links to: the one whose route base is the longest prefix of its path. */
const versionOf = (href: string) =>
  [...BUILT]
    .sort((a, b) => b.routeBase.length - a.routeBase.length)
    .find((version) => href.startsWith(`${BASE_URL.slice(0, -1)}${version.routeBase}/`))?.name;

const PREFERRED_VERSION = 'docs-preferred-version-default';
const PRESELECTS: [string, Record<string, string>, typeof LATEST][] = [
  ['nothing stored: the latest release', {}, LATEST],
  [`${OLDEST.label} stored as the preferred version`, { [PREFERRED_VERSION]: OLDEST.name }, OLDEST],
  [
    'a stored version that no longer exists: the latest release',
    { [PREFERRED_VERSION]: '0.9.0' },
    LATEST,
  ],
];

for (const [name, storage, expected] of PRESELECTS) {
  test(`/search asks Algolia only for the version it preselects and lists its answer, on a slow network too (${name})`, async () => {
    const { page, algolia } = await open('search?q=Motoren', { storage, slowScripts: true });
    const select = page.locator('form select');
    const results = page.locator('article h2 a');
    await results.first().waitFor();
    assert.equal(await select.inputValue(), expected.name);
    const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const docs = hrefs.filter((href) => href?.includes('/docs'));
    assert.ok(docs.length > 0, hrefs.join());
    assert.deepEqual(new Set(docs.map((href) => versionOf(href!))), new Set([expected.name]));
    // Not one request for another version: its answer could arrive last and replace the list.
    const versions = searchPageVersions(algolia, 'Motoren');
    assert.ok(versions.length > 0);
    assert.deepEqual(
      new Set(versions),
      new Set([`docusaurus_tag:default OR docusaurus_tag:docs-default-${expected.name}`]),
    );
  });
}

test('no page loaded the offline index or threw', () => {
  const pageRequests = watches.flatMap((watch) => watch.requests);
  const pageErrors = watches.flatMap((watch) => watch.pageErrors);
  assert.ok(pageRequests.length > 0);
  assert.deepEqual(pageRequests.filter(isIndexRequest), []);
  assert.deepEqual(
    pageRequests.filter((url) => url.includes('local-search-engine')),
    [],
  );
  // DocSearch rethrows the RetryError of a search that reached no host once it has shown its
  // error state (the error-screen test above causes one); nothing else may be thrown.
  assert.deepEqual(
    pageErrors.filter((message) => !message.startsWith('exception: Unreachable hosts')),
    [],
  );
});

test('offline, a reader who keeps the latest version offline searches the build’s own index', async () => {
  const context = await openContext(browser());
  try {
    const start = await context.newPage();
    await start.goto(site.url(`${LATEST.routeBase}/`));
    await start.locator('[data-offline]').scrollIntoViewIfNeeded();
    await start.getByRole('button', { name: 'Offline verfügbar machen' }).click();
    await start.locator('[data-offline="stored"]').waitFor({ timeout: 60_000 });
    // No stand-in: Algolia's hosts are out of reach as the whole network is.
    await context.setOffline(true);
    const page = await context.newPage();
    await page.goto(site.url(pageOf(LATEST, 'api/motor')));
    await openModal(page);
    await search(page, 'Ultraschall');
    await waitForHitsOf(page, 'Ultraschall');
    assert.ok((await hitUrls(page)).some((url) => url.includes('/docs/api/ultrasonic')));
  } finally {
    await context.close();
  }
});
