// Index content reaches the page only escaped: a shard whose heading, text and code hold
// an <img onerror> payload (as the record extractor stores it, see
// src/plugins/local-search/fixtures) renders as text in the modal and on /search.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Page } from 'playwright-core';

import { useSiteInBrowser } from '../support/harness.ts';
import { openContext, watchPage, type PageWatch } from '../support/page.ts';
import { OLDER } from '../support/versions.ts';
import { hitUrls, openModal, pageOf, search } from './search-support.ts';

const PAYLOAD = '<img src=x onerror=alert(1)>';
const SHARD = JSON.parse(
  readFileSync(
    'src/plugins/local-search/client/engine/fixtures/de/docs-default-2.0.1.json',
    'utf8',
  ),
) as { docusaurus_tag: string };

const harness = useSiteInBrowser();

type WatchedPage = { page: Page; watch: PageWatch };

/** A page whose docs shards are replaced by the payload shard (tagged as the one asked for). */
async function pageWithPayloadIndex(path: string): Promise<WatchedPage> {
  const context = await openContext(harness.browser());
  const page = await context.newPage();
  const watch = watchPage(page);
  await page.route('**/search-index/de/docs-*.json', async (route) => {
    const tag = /\/(docs-[^/]+?)\.[0-9a-f]+\.json$/.exec(route.request().url())![1]!;
    await route.fulfill({ json: { ...SHARD, docusaurus_tag: tag } });
  });
  await page.goto(harness.site().url(path));
  return { page, watch };
}

/** What an injected payload leaves behind: images in the region and alert() calls. */
async function injected(watched: WatchedPage, region: string) {
  // A broken image fires its error event (and an onerror alert, which blocks the page until the
  // watcher dismisses it) in the task that marks it complete; settling then sees the alert.
  await watched.page.waitForFunction(
    (selector) =>
      Array.from(document.querySelectorAll<HTMLImageElement>(`${selector} img`)).every(
        (image) => image.complete,
      ),
    region,
  );
  await watched.watch.settled();
  return {
    images: await watched.page.locator(`${region} img`).count(),
    alerts: watched.watch.dialogs.length,
  };
}

async function assertShownAsText(page: Page, region: string) {
  const text = await page.locator(region).innerText();
  assert.ok(text.includes(PAYLOAD), `payload not shown as text in ${region}: ${text}`);
}

test('the payload in a heading and in text shows as text in the modal and runs nothing', async () => {
  const watched = await pageWithPayloadIndex(pageOf(OLDER, 'api/motor'));
  await openModal(watched.page);
  await search(watched.page, 'Bild Ende Text');
  await hitUrls(watched.page);
  await assertShownAsText(watched.page, '.DocSearch-Dropdown');
  assert.deepEqual(await injected(watched, '.DocSearch-Dropdown'), { images: 0, alerts: 0 });

  // Negative control: the same check does detect markup that reaches the modal unescaped.
  await watched.page
    .locator('.DocSearch-Hit-title')
    .first()
    .evaluate((element, html) => element.insertAdjacentHTML('beforeend', html), PAYLOAD);
  const control = await injected(watched, '.DocSearch-Dropdown');
  assert.equal(control.images, 1);
  assert.ok(control.alerts >= 1, 'the onerror handler of an injected image must be detected');
});

test('the payload shows as text on /search and runs nothing', async () => {
  const watched = await pageWithPayloadIndex('search?q=Bild%20Ende%20Text');
  await watched.page.locator('article h2 a').first().waitFor();
  await assertShownAsText(watched.page, 'main');
  assert.deepEqual(await injected(watched, 'main'), { images: 0, alerts: 0 });
});
