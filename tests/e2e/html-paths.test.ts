import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';

import { load } from 'cheerio';

import { useSiteInBrowser, useTab } from '../support/harness.ts';
import { openContext, waitForHydration, watchPage } from '../support/page.ts';
import { OLDER } from '../support/versions.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);

const CASES: [from: string, to: string][] = [
  ['/markdown-page.html', '/markdown-page'],
  ['/docs/api/motor.html', '/docs/api/motor'],
  [`${OLDER.routeBase}/api/compass.html`, `${OLDER.routeBase}/api/compass`],
  ['/search.html', '/search'],
  ['/docs/api/motor/index.html', '/docs/api/motor'],
];

/** The h1 the server sends for the route itself. */
async function h1Of(path: string): Promise<string> {
  return load(await (await fetch(harness.site().url(path))).text())('h1').text();
}

describe('paths ending in .html or /index.html', () => {
  for (const [from, to] of CASES) {
    test(`${from} lands on ${to} without console errors`, async () => {
      const expected = await h1Of(to);
      const page = await tab().open(from);
      assert.equal(new URL(page.url()).pathname, `/maqueen-plus-v2-mpy${to}`);
      assert.equal(await page.locator('h1').count(), 1);
      assert.equal(await page.locator('h1').innerText(), expected);
      assert.deepEqual(tab().watch.all(), []);
    });
  }

  test('on a static host that answers .html paths with the 404 page, the reader still lands on the route', async () => {
    const expected = await h1Of('/markdown-page');
    const notFoundHtml = readFileSync('build/404.html', 'utf8');
    const context = await openContext(harness.browser());
    try {
      // Stand in for GitHub Pages: no redirect, the site's 404 page with status 404.
      await context.route('**/markdown-page.html*', (route) =>
        route.fulfill({ status: 404, contentType: 'text/html', body: notFoundHtml }),
      );
      const page = await context.newPage();
      const problems = watchPage(page);
      await page.goto(harness.site().url('/markdown-page.html?von=test#ueberschriften'));
      await page.waitForURL(/\/markdown-page\?von=test#ueberschriften$/);
      await waitForHydration(page);
      assert.equal(await page.locator('h1').innerText(), expected);
      assert.equal(await page.getByText('Seite nicht gefunden').count(), 0);
      assert.deepEqual(problems.pageErrors, []);
      assert.deepEqual(
        problems.consoleErrors.filter((text) => !/status of 404/.test(text)),
        [],
      );
    } finally {
      await context.close();
    }
  });
});

describe('hydration', () => {
  test('the html element carries the has-hydrated marker only after hydration', async () => {
    const html = await (await fetch(harness.site().url('/docs/'))).text();
    assert.doesNotMatch(html, /data-has-hydrated="?true/);
    const page = await tab().open('/docs/');
    assert.equal(await page.locator('html').getAttribute('data-has-hydrated'), 'true');
  });
});
