import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import type { Page } from 'playwright-core';

import { useSiteInBrowser, useTab } from '../support/harness.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

describe('color mode', () => {
  test('starts light even when the system prefers dark', async () => {
    const { page } = tab();
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      await tab().open('/');
      assert.equal(await theme(page), 'light');
    } finally {
      await page.emulateMedia({ colorScheme: 'light' });
    }
  });

  test('the toggle switches to dark and the choice survives a reload and other pages', async () => {
    const page = await tab().open('/');
    const toggle = page.locator('.navbar__items--right button[aria-label*="Ansicht umschalten"]');
    await toggle.click();
    assert.equal(await theme(page), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    await page.reload();
    assert.equal(await theme(page), 'dark');
    await page.goto(harness.site().url('/docs/api/motor'));
    assert.equal(await theme(page), 'dark');
    await toggle.click();
    assert.equal(await theme(page), 'light');
  });
});
