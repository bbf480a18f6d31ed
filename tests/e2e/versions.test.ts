import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { useSiteInBrowser, useTab } from '../support/harness.ts';
import { waitForHydration } from '../support/page.ts';
import { BASE_URL } from '../../guide/site.ts';
import { VERSIONS } from '../support/versions.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);

// Where the theme remembers the reader's docs version.
const PREFERRED_KEY = 'docs-preferred-version-default';
const latest = VERSIONS.find((v) => v.isLatest)!;
const next = VERSIONS.find((v) => v.isNext)!;
// An older, still listed version: the one right after the latest.
const older = VERSIONS.find((v) => !v.isLatest && !v.isNext)!;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('version dropdown', () => {
  test('lists every version, each leading to the same page in that version', async () => {
    const page = await tab().open('/docs/api/motor');
    const dropdown = page.locator('.navbar__items--right .dropdown');
    await dropdown.hover();
    const links = dropdown.locator('a.dropdown__link');
    // The menu fades in (a CSS transition of `visibility`): until it is visible its links have
    // no rendered text, so wait for it, as a reader's eye does.
    await links.last().waitFor({ state: 'visible' });
    assert.deepEqual(
      await links.allInnerTexts(),
      VERSIONS.map((version) => version.label),
    );
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    assert.deepEqual(
      hrefs,
      VERSIONS.map((version) => `${BASE_URL.slice(0, -1)}${version.routeBase}/api/motor`),
    );
  });

  test('a chosen version is remembered: "Docs" then leads to that version', async () => {
    const page = await tab().open('/docs/');
    await page.locator('.navbar__items--right .dropdown').hover();
    await page.locator('a.dropdown__link', { hasText: older.label }).click();
    await page.waitForURL(new RegExp(`${escaped(older.routeBase)}/$`));
    assert.equal(
      await page.evaluate((key) => localStorage.getItem(key), PREFERRED_KEY),
      older.name,
    );

    await page.goto(harness.site().url('/'));
    await waitForHydration(page);
    const docsLink = page.locator('.navbar__items:not(.navbar__items--right) a.navbar__link');
    assert.equal(
      await docsLink.getAttribute('href'),
      `${BASE_URL.slice(0, -1)}${older.routeBase}/`,
    );
  });

  test('a stored version that no longer exists is discarded', async () => {
    const page = await tab().open('/', { storage: { [PREFERRED_KEY]: '0.9.0' } });
    const docsLink = page.locator('.navbar__items:not(.navbar__items--right) a.navbar__link');
    assert.equal(await docsLink.getAttribute('href'), `${BASE_URL}docs/`);
    await page.waitForFunction((key) => localStorage.getItem(key) === null, PREFERRED_KEY);
  });
});

describe('version menu of the search page', () => {
  const cases: [stored: string | undefined, expected: string][] = [
    [undefined, latest.name],
    [older.name, older.name],
    [next.name, next.name],
    ['0.9.0', latest.name],
  ];
  for (const [stored, expected] of cases) {
    const who = stored ? `a reader who stored "${stored}"` : 'a new reader';
    test(`starts on "${expected}" for ${who}`, async () => {
      const page = await tab().open(
        '/search?q=motor',
        stored ? { storage: { [PREFERRED_KEY]: stored } } : {},
      );
      const selector = `select:has(option[value="${next.name}"])`;
      const select = page.locator(selector);
      await page.waitForFunction(
        ([css, value]) => document.querySelector<HTMLSelectElement>(css)?.value === value,
        [selector, expected],
      );
      assert.equal(await select.inputValue(), expected);
      assert.equal(await select.getAttribute('aria-label'), 'Version der Anleitung');
    });
  }
});
