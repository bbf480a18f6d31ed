import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';

import { useSiteInBrowser } from '../support/harness.ts';
import { openContext, waitForHydration, watchPage } from '../support/page.ts';
import { OLDER } from '../support/versions.ts';

const harness = useSiteInBrowser();

const CASES: [from: string, to: string][] = [
  ['/markdown-page.html', '/markdown-page'],
  ['/docs/api/motor.html', '/docs/api/motor'],
  [`${OLDER.routeBase}/api/compass.html`, `${OLDER.routeBase}/api/compass`],
  ['/search.html', '/search'],
];

async function h1Of(path: string): Promise<string> {
  const context = await openContext(harness.browser());
  const page = await context.newPage();
  await page.goto(harness.site().url(path));
  await waitForHydration(page);
  const text = await page.locator('h1').innerText();
  await context.close();
  return text;
}

describe('paths ending in .html', () => {
  for (const [from, to] of CASES) {
    test(`${from} lands on ${to} without console errors`, async () => {
      const context = await openContext(harness.browser());
      const page = await context.newPage();
      const problems = watchPage(page);
      await page.goto(harness.site().url(from));
      await waitForHydration(page);
      assert.equal(new URL(page.url()).pathname, `/maqueen-plus-v2-mpy${to}`);
      assert.equal(await page.locator('h1').count(), 1);
      assert.equal(await page.locator('h1').innerText(), await h1Of(to));
      assert.deepEqual(problems.all(), []);
      await context.close();
    });
  }

  test('a route asked for through its index.html lands on the route without errors', async () => {
    const context = await openContext(harness.browser());
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(harness.site().url('/docs/api/motor/index.html'));
    await waitForHydration(page);
    assert.equal(new URL(page.url()).pathname, '/maqueen-plus-v2-mpy/docs/api/motor');
    assert.equal(await page.locator('h1').innerText(), await h1Of('/docs/api/motor'));
    assert.deepEqual(problems.all(), []);
    await context.close();
  });

  test('on a static host that answers .html paths with the 404 page, the reader still lands on the route', async () => {
    const notFoundHtml = readFileSync('build/404.html', 'utf8');
    const context = await openContext(harness.browser());
    // Stand in for GitHub Pages: no redirect, the site's 404 page with status 404.
    await context.route('**/markdown-page.html*', (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: notFoundHtml }),
    );
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(harness.site().url('/markdown-page.html?von=test#ueberschriften'));
    await page.waitForURL(/\/markdown-page\?von=test#ueberschriften$/);
    await waitForHydration(page);
    assert.equal(await page.locator('h1').innerText(), await h1Of('/markdown-page'));
    assert.equal(await page.getByText('Seite nicht gefunden').count(), 0);
    assert.deepEqual(problems.pageErrors, []);
    assert.deepEqual(
      problems.consoleErrors.filter((text) => !/status of 404/.test(text)),
      [],
    );
    await context.close();
  });
});

describe('hydration', () => {
  test('the html element carries the has-hydrated marker only after hydration', async () => {
    const html = await (await fetch(harness.site().url('/docs/'))).text();
    assert.doesNotMatch(html, /data-has-hydrated="?true/);
    const context = await openContext(harness.browser());
    const page = await context.newPage();
    await page.goto(harness.site().url('/docs/'));
    await waitForHydration(page);
    assert.equal(await page.locator('html').getAttribute('data-has-hydrated'), 'true');
    await context.close();
  });
});
