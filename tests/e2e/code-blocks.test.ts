// Code blocks arrive highlighted in the server's HTML, in the right colours for the reader's
// colour mode, and stay as they are: no Prism download, no re-render after hydration.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import type { Page } from 'playwright-core';

import { useSiteInBrowser, useTab } from '../support/harness.ts';
import { waitForHydration } from '../support/page.ts';

const PAGE_WITH_CODE = 'docs/api/motor';

/** Colour of the first Python keyword on the page. */
const keywordColor = (page: Page) =>
  page
    .locator('pre.language-python .token.keyword')
    .first()
    .evaluate((node) => getComputedStyle(node).color);

describe('code blocks', () => {
  const harness = useSiteInBrowser();
  const tab = useTab(harness);

  test('are highlighted by the build: the page loads no highlighter and keeps the server’s lines', async () => {
    const { page } = tab();
    // Marks every code line the server sent, before any script of the page runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const line of document.querySelectorAll('pre .token-line')) {
          line.setAttribute('data-from-server', '');
        }
      });
    });
    {
      await tab().open(PAGE_WITH_CODE);
      const { watch } = tab();
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
    }
  });

  test('show the colours of the stored colour mode from the first paint, and switch with it', async () => {
    const { page } = tab();
    // Before any script ran: the server's markup alone.
    const serverMarkup = async (theme: 'light' | 'dark') => {
      await page.route(/\.js$/, (route) => route.abort());
      try {
        await page.goto(harness.site().url('/img/logo.svg'));
        await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
        await page.goto(harness.site().url(PAGE_WITH_CODE));
        // The theme script in the HTML head applies the stored mode before the first paint.
        assert.equal(await page.locator('html').getAttribute('data-theme'), theme);
        return keywordColor(page);
      } finally {
        await page.unroute(/\.js$/);
      }
    };
    assert.equal(await serverMarkup('light'), 'rgb(0, 0, 255)');
    assert.equal(await serverMarkup('dark'), 'rgb(86, 156, 214)');

    await tab().open(PAGE_WITH_CODE);
    await page.locator('.navbar__items--right button[aria-label*="Ansicht umschalten"]').click();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    assert.equal(await keywordColor(page), 'rgb(86, 156, 214)');
    await waitForHydration(page);
  });
});
