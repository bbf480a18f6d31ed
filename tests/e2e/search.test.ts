// The search modal and the /search page in local mode, against the production build.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { BASE_URL } from '../../guide/site.ts';
import { useSiteInBrowser, useTab } from '../support/harness.ts';
import { openContext, waitForHydration } from '../support/page.ts';
import { LATEST, OLDER, OLDEST, VERSIONS } from '../support/versions.ts';
import {
  hitUrls,
  isIndexRequest,
  expectErrorScreen,
  openModal,
  pageOf,
  search,
  versionOfUrl,
  waitForHitsOf,
} from './search-support.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);
/** `path` in the file's tab as a fresh reader (nothing stored), on the page watcher. */
async function open(path: string, viewport?: { width: number; height: number }) {
  // What the previous test routed (a failing or slow index) does not carry over.
  await tab().page.unrouteAll({ behavior: 'ignoreErrors' });
  const page = await tab().open(path, viewport);
  const { watch } = tab();
  return { page, watch, requests: watch.requests };
}

/** The motor page of a released version other than the latest: the page most tests use. */
const MOTOR = pageOf(OLDER, 'api/motor');
const DOCS = `${BASE_URL}docs/`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the navbar search box is German, and nothing of the index loads before searching', async () => {
  const { page, requests, watch } = await open(MOTOR);
  const button = page.locator('.DocSearch-Button');
  assert.match((await button.getAttribute('aria-label')) ?? '', /^Suche\b/);
  assert.match(await button.innerText(), /Suche/);
  await waitForHydration(page);
  await watch.settled();
  assert.deepEqual(requests.filter(isIndexRequest), []);
  assert.ok(
    !requests.some((url) => url.includes('local-search-engine')),
    'engine loads on first search',
  );
});

test('Ctrl+K and / open the modal, Escape closes it; the input is capped at 64 characters', async () => {
  const { page } = await open(MOTOR);
  await openModal(page);
  const input = page.locator('.DocSearch-Input');
  assert.equal(await input.getAttribute('maxlength'), '64');
  assert.equal(await input.getAttribute('placeholder'), 'Dokumentation durchsuchen');
  await page.keyboard.press('Escape');
  await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
  await page.keyboard.press('/');
  await page.locator('.DocSearch-Modal').waitFor();
  await page.keyboard.press('Escape');
  await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
});

for (const version of VERSIONS) {
  test(`on a page of version ${version.label} the modal finds only that version's docs and site pages`, async () => {
    const { page } = await open(pageOf(version, 'api/motor'));
    await openModal(page);
    await search(page, 'Motoren');
    const urls = await hitUrls(page);
    assert.ok(
      urls.some((url) => versionOfUrl(url) === version),
      urls.join('\n'),
    );
    for (const url of urls) {
      assert.ok(
        versionOfUrl(url) === version || !url.startsWith(DOCS),
        `${url} is from another version`,
      );
    }
  });
}

test('German word forms, prefixes and identifiers find their pages', async () => {
  const { page } = await open(pageOf(LATEST, 'api/motor'));
  await openModal(page);
  const cases: [string, string][] = [
    ['Motor', 'api/motor'],
    ['Linienv', 'api/line-tracking'],
    ['Ultraschall', 'api/ultrasonic'],
    ['Kompass', 'api/compass'],
    ['motor_run', 'api/motor'],
    ['line_sensor_all', 'api/line-tracking'],
    ['Color.RED', 'api/led-rgb'],
  ];
  for (const [query, expectedPage] of cases) {
    await search(page, query);
    await waitForHitsOf(page, query);
    const urls = await hitUrls(page);
    const expected = new RegExp(escapeRegExp(`${LATEST.routeBase}/${expectedPage}`));
    assert.match(urls[0] ?? '', expected, `${query}: ${urls.join(', ')}`);
  }
});

test('results are grouped by lvl0 with at most 5 per group; the footer links to /search', async () => {
  const { page } = await open(MOTOR);
  await openModal(page);
  await search(page, 'Motoren');
  await hitUrls(page);
  const groups = await page.locator('.DocSearch-Hit-source').allInnerTexts();
  assert.ok(groups.length >= 1 && groups.every((group) => group.trim().length > 0));
  const perGroup = await page
    .locator('.DocSearch-Hits')
    .evaluateAll((sections) =>
      sections.map((section) => section.querySelectorAll('.DocSearch-Hit').length),
    );
  assert.ok(
    perGroup.every((count) => count >= 1 && count <= 5),
    `hits per group: ${perGroup.join(', ')}`,
  );
  const footer = page.locator('.DocSearch-HitsFooter a');
  assert.match(await footer.innerText(), /^Alle \d+ Ergebnisse anzeigen$/);
  await footer.click();
  await page.waitForURL(/\/search\?q=Motoren/);
  await page.locator('article h2 a').first().waitFor();
});

test('the no-results screen names the query in German', async () => {
  const { page } = await open(MOTOR);
  await openModal(page);
  await search(page, 'Quantencomputer');
  const screen = page.locator('.DocSearch-NoResults');
  await screen.waitFor();
  assert.match(await screen.innerText(), /Keine Ergebnisse für „?"?Quantencomputer/);
});

test('the no-results screen offers to report the query as a new issue in the source repository', async () => {
  const { page } = await open(MOTOR);
  const repoUrl = await page.locator('a[aria-label="Quellcode auf GitHub"]').getAttribute('href');
  await openModal(page);
  await search(page, 'Quantencomputer');
  const help = page.locator('.DocSearch-NoResults .DocSearch-Help', { hasText: 'Sag uns' });
  assert.equal(
    (await help.innerText()).trim(),
    'Sollte diese Suche etwas finden? Sag uns Bescheid.',
  );
  const link = help.locator('a');
  assert.equal(await link.getAttribute('target'), '_blank');
  const url = new URL((await link.getAttribute('href')) ?? '');
  assert.equal(`${url.origin}${url.pathname}`, `${repoUrl}/issues/new`);
  assert.match(url.searchParams.get('title') ?? '', /„Quantencomputer“/);
});

test('choosing a hit navigates there; it then shows as a recent search and can be kept as favourite', async () => {
  const { page } = await open(MOTOR);
  await openModal(page);
  await search(page, 'Kompass');
  await hitUrls(page);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname.includes(`${OLDER.routeBase}/api/compass`));
  await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
  await openModal(page);
  await page.locator('.DocSearch-Hit-source', { hasText: 'Zuletzt gesucht' }).waitFor();
  assert.equal(await page.locator('#docsearch-recentSearches-item-0').innerText(), 'Kompass');
  // The click goes to the button itself, not to where the pointer finds it: a pointer click
  // that lands beside the 22 px button hits the search's link, which navigates and closes the
  // modal (retrying could then never help). DocSearch keeps the search once the hit's
  // transition has ended.
  await page
    .locator('.DocSearch-Hit-action-button[title="Diese Suche merken"]')
    .first()
    .dispatchEvent('click');
  await page.locator('.DocSearch-Hit-source', { hasText: 'Gemerkt' }).waitFor();
  assert.equal(await page.locator('#docsearch-favoriteSearches-item-0').innerText(), 'Kompass');
  assert.equal(
    await page.locator('.DocSearch-Hit-source', { hasText: 'Zuletzt gesucht' }).count(),
    0,
  );
  assert.ok(await page.locator('.DocSearch-Modal').isVisible(), 'the modal stays open');
});

test('snippets are 10 words wide on desktop and 5 words at 768 px or less', async () => {
  for (const [width, words] of [
    [1280, 10],
    [700, 5],
  ] as const) {
    const { page } = await open(MOTOR, { width, height: 800 });
    await waitForHydration(page);
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').waitFor();
    await search(page, 'Anleitung');
    await hitUrls(page);
    const snippets = await page
      .locator('.DocSearch-Hit-title, .DocSearch-Hit-content')
      .allInnerTexts();
    // Texts shorter than the window are shown whole; cut ones carry the ellipsis.
    const long = snippets
      .filter((text) => text.includes('…'))
      .map((text) => text.replace(/…/g, ' ').trim().split(/\s+/).length);
    assert.ok(long.length > 0, snippets.join('\n'));
    assert.ok(
      long.every((count) => count === words),
      `${width}px: ${snippets.join(' | ')}`,
    );
  }
});

test('the error screen appears when the index cannot be fetched, and goes once it can', async () => {
  const { page } = await open(MOTOR);
  await page.route('**/search-index/de/**', (route) => route.abort('internetdisconnected'));
  await openModal(page);
  await search(page, 'Motoren');
  const screen = await expectErrorScreen(page);
  assert.equal(await page.locator('.DocSearch-NoResults').isVisible(), false);
  await page.unroute('**/search-index/de/**');
  await search(page, 'Motor');
  await hitUrls(page);
  assert.equal(await screen.count(), 0);
});

test('the modal shows its stalled state once a search has waited 300 ms, and leaves it with the results', async () => {
  // A context of its own: the page's clock is replaced, and time is the page's, not the machine's.
  const context = await openContext(harness.browser());
  try {
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/search-index/de/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.install();
    await page.goto(harness.site().url(MOTOR));
    await openModal(page);
    await page.clock.pauseAt(Date.now() + 1000);
    await search(page, 'Motoren');
    const stalled = page.locator('.DocSearch-Container--Stalled');
    await page.clock.runFor(299);
    assert.equal(await stalled.count(), 0, 'stalled before 300 ms');
    await page.clock.runFor(1);
    await stalled.waitFor({ state: 'attached' });
    release();
    await page.clock.resume();
    await hitUrls(page);
    await stalled.waitFor({ state: 'detached' });
  } finally {
    await context.close();
  }
});

test('/search lists results offline and its version selector switches the version', async () => {
  const { page } = await open('search?q=Motoren');
  const results = page.locator('article h2 a');
  await results.first().waitFor();
  const select = page.locator('form select');
  await select.selectOption({ label: OLDEST.label });
  const oldestDocs = `${OLDEST.routeBase}/`;
  await page.waitForFunction(
    (docs) =>
      Array.from(document.querySelectorAll('article h2 a')).some((a) =>
        a.getAttribute('href')?.includes(docs),
      ),
    oldestDocs,
  );
  const hrefs = await results.evaluateAll((links) =>
    links.map((a) => a.getAttribute('href') ?? ''),
  );
  assert.ok(
    hrefs.every((href) => href.includes(oldestDocs) || !href.includes('/docs/')),
    hrefs.join('\n'),
  );
});

test("/search shows its results from the selected version's shard alone; another version's loads when picked", async () => {
  const { page, requests } = await open('search?q=Motoren');
  await page.locator('article h2 a').first().waitFor();
  await page.waitForLoadState('networkidle');
  const shards = () =>
    requests
      .filter(isIndexRequest)
      .map((url) => /\/search-index\/(?:de\/)?([\w.-]+?)(?:\.[0-9a-f]{10})?\.json$/.exec(url)![1])
      .sort();
  const shard = (version: typeof LATEST) => `docs-default-${version.name}`;
  assert.deepEqual(shards(), ['default', shard(LATEST), 'manifest'].sort());
  await page.locator('form select').selectOption({ label: OLDEST.label });
  await page.waitForFunction(
    (docs) =>
      Array.from(document.querySelectorAll('article h2 a')).some((a) =>
        a.getAttribute('href')?.includes(docs),
      ),
    `${OLDEST.routeBase}/`,
  );
  assert.deepEqual(shards(), ['default', shard(OLDEST), shard(LATEST), 'manifest'].sort());
});

test('no Algolia branding and no preconnect hint to Algolia in local mode', async () => {
  const { page } = await open(MOTOR);
  await openModal(page);
  await search(page, 'Motoren');
  await hitUrls(page);
  assert.equal(await page.locator('.DocSearch-Logo').isVisible(), false);
  assert.equal(await page.locator('link[rel="preconnect"][href*="algolia"]').count(), 0);
  const searchPage = (await open('search?q=Motoren')).page;
  await searchPage.locator('article h2 a').first().waitFor();
  assert.equal(await searchPage.locator('a[href*="algolia.com"]').isVisible(), false);
});

test('no request of a searching reader left the site origin, and no page threw', async () => {
  const origin = new URL(harness.site().origin).origin;
  const { page, watch } = await open(MOTOR);
  await openModal(page);
  await search(page, 'Kompass');
  await hitUrls(page);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname.includes(`${OLDER.routeBase}/api/compass`));
  await page.goto(harness.site().url('search?q=Motoren'));
  await page.locator('article h2 a').first().waitFor();
  await page.locator('form select').selectOption({ label: OLDEST.label });
  await watch.settled();
  assert.deepEqual(
    watch.requests.filter((url) => !url.startsWith(origin)),
    [],
  );
  assert.deepEqual(watch.pageErrors, []);
});
