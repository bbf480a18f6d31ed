// Code blocks arrive highlighted in the server's HTML, in the right colours for the reader's
// colour mode, and stay as they are: no Prism download, no re-render after hydration.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import type { Page } from 'playwright-core';

import { useSiteInBrowser } from '../support/harness.ts';
import { openContext, waitForHydration, watchPage } from '../support/page.ts';

const PAGE_WITH_CODE = 'docs/api/motor';

/** Colour of the first Python keyword on the page. */
const keywordColor = (page: Page) =>
  page
    .locator('pre.language-python .token.keyword')
    .first()
    .evaluate((node) => getComputedStyle(node).color);

describe('code blocks', () => {
  const harness = useSiteInBrowser();

  test('are highlighted by the build: the page loads no highlighter and keeps the server’s lines', async () => {
    const context = await openContext(harness.browser());
    // Marks every code line the server sent, before any script of the page runs.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const line of document.querySelectorAll('pre .token-line')) {
          line.setAttribute('data-from-server', '');
        }
      });
    });
    const page = await context.newPage();
    const watch = watchPage(page);
    try {
      await page.goto(harness.site().url(PAGE_WITH_CODE), { waitUntil: 'networkidle' });
      await waitForHydration(page);
      // A re-mount or a highlighter load would start right after hydration.
      await watch.settled();
      const lines = page.locator('pre .token-line');
      assert.ok((await lines.count()) > 10, 'the page has highlighted code lines');
      assert.equal(
        await page.locator('pre .token-line:not([data-from-server])').count(),
        0,
        'a code line was rendered anew after hydration',
      );
      assert.ok((await page.locator('pre.language-python .token.keyword').count()) > 0);
      assert.deepEqual(
        watch.requests.filter((url) => url.includes('code-highlighter')),
        [],
        'the browser highlighter was loaded',
      );
      assert.deepEqual(watch.all(), []);
    } finally {
      await context.close();
    }
  });

  test('show the colours of the stored colour mode from the first paint, and switch with it', async () => {
    const light = await openContext(harness.browser());
    const dark = await openContext(harness.browser(), { storage: { theme: 'dark' } });
    try {
      const lightPage = await light.newPage();
      const darkPage = await dark.newPage();
      // Before any script ran: the server's markup alone.
      await lightPage.route(/\.js$/, (route) => route.abort());
      await darkPage.route(/\.js$/, (route) => route.abort());
      await lightPage.goto(harness.site().url(PAGE_WITH_CODE));
      await darkPage.goto(harness.site().url(PAGE_WITH_CODE));
      assert.equal(await keywordColor(lightPage), 'rgb(0, 0, 255)');
      // The theme script in the HTML head applies the stored mode before the first paint.
      assert.equal(await darkPage.locator('html').getAttribute('data-theme'), 'dark');
      assert.equal(await keywordColor(darkPage), 'rgb(86, 156, 214)');

      await lightPage.unroute(/\.js$/);
      await lightPage.reload();
      await waitForHydration(lightPage);
      await lightPage
        .locator('.navbar__items--right button[aria-label*="Ansicht umschalten"]')
        .click();
      assert.equal(await lightPage.locator('html').getAttribute('data-theme'), 'dark');
      assert.equal(await keywordColor(lightPage), 'rgb(86, 156, 214)');
    } finally {
      await light.close();
      await dark.close();
    }
  });
});
