// Paths outside the page set and the version banners (every page of the set is walked in
// walk-*.test.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { useSiteInBrowser, useTab } from '../support/harness.ts';
import { VERSIONS, routesThatMustNotExist } from '../support/versions.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);

describe('paths outside the page set get the German not-found page', () => {
  const missing = [...routesThatMustNotExist(), '/docs/99.0.0/', '/gibt-es-nicht'];
  for (const path of missing) {
    test(`${path} is not found`, async () => {
      const response = await fetch(harness.site().url(path), { redirect: 'manual' });
      assert.equal(response.status, 404);
      const page = await tab().open(path);
      assert.equal(await page.locator('h1').textContent(), 'Seite nicht gefunden');
      assert.match(
        await page.locator('main').innerText(),
        /Wir konnten nicht finden, wonach Sie gesucht haben\./,
      );
    });
  }
});

describe('version banners and badges', () => {
  for (const version of VERSIONS) {
    test(`version ${version.label} shows the ${version.banner} banner`, async () => {
      const page = await tab().open(`${version.routeBase}/api/motor`);
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
    });
  }
});
