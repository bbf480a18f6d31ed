import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { useSiteInBrowser } from '../support/harness.ts';
import { openContext, waitForHydration } from '../support/page.ts';
import { VERSIONS, pagesOf, routesThatMustNotExist } from '../support/versions.ts';

const harness = useSiteInBrowser();

const SITE_PAGES = ['/', '/markdown-page', '/search'];

async function statusOf(path: string): Promise<number> {
  const response = await fetch(harness.site().url(path), { redirect: 'manual' });
  return response.status;
}

describe('every route of the site answers', () => {
  const allPages = [...SITE_PAGES, ...VERSIONS.flatMap(pagesOf)];

  test('each page of the spec is served with status 200', async () => {
    for (const path of allPages) assert.equal(await statusOf(path), 200, path);
  });

  test('each page renders one h1 and hydrates', async () => {
    const context = await openContext(harness.browser());
    const page = await context.newPage();
    for (const path of allPages) {
      await page.goto(harness.site().url(path));
      await waitForHydration(page);
      assert.equal(await page.locator('h1').count(), 1, `one h1 on ${path}`);
      assert.notEqual(await page.locator('h1').textContent(), 'Seite nicht gefunden', path);
    }
    await context.close();
  });
});

describe('paths outside the page set get the German not-found page', () => {
  const missing = [...routesThatMustNotExist(), '/docs/99.0.0/', '/gibt-es-nicht'];
  for (const path of missing) {
    test(`${path} is not found`, async () => {
      assert.equal(await statusOf(path), 404);
      const context = await openContext(harness.browser());
      const page = await context.newPage();
      await page.goto(harness.site().url(path));
      await waitForHydration(page);
      assert.equal(await page.locator('h1').textContent(), 'Seite nicht gefunden');
      assert.match(
        await page.locator('main').innerText(),
        /Wir konnten nicht finden, wonach Sie gesucht haben\./,
      );
      await context.close();
    });
  }
});

describe('version banners and badges', () => {
  for (const version of VERSIONS) {
    test(`version ${version.label} shows the ${version.banner} banner`, async () => {
      const context = await openContext(harness.browser());
      const page = await context.newPage();
      await page.goto(harness.site().url(`${version.routeBase}/api/motor`));
      await waitForHydration(page);
      const banner = page.locator('.theme-doc-version-banner');
      if (version.banner === 'none') {
        assert.equal(await banner.count(), 0);
      } else {
        const text = await banner.innerText();
        const expected =
          version.banner === 'unreleased' ? /unveröffentlichte/ : /nicht mehr gepflegt/;
        assert.match(text, expected);
        assert.match(text, /neueste Version/);
      }
      assert.equal(
        await page.locator('.theme-doc-version-badge').innerText(),
        `Version: ${version.label}`,
      );
      await context.close();
    });
  }
});
