import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import type { Page } from 'playwright-core';

import { useSiteInBrowser } from '../support/harness.ts';
import { openContext, visit } from '../support/page.ts';

const harness = useSiteInBrowser();

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

describe('color mode', () => {
  test('starts light even when the system prefers dark', async () => {
    const context = await openContext(harness.browser(), { colorScheme: 'dark' });
    const page = await visit(context, harness.site().url('/'));
    assert.equal(await theme(page), 'light');
    await context.close();
  });

  test('the toggle switches to dark and the choice survives a reload and other pages', async () => {
    const context = await openContext(harness.browser());
    const page = await visit(context, harness.site().url('/'));
    const toggle = page.locator('.navbar__items--right button[aria-label*="Ansicht umschalten"]');
    await toggle.click();
    assert.equal(await theme(page), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    await page.reload();
    assert.equal(await theme(page), 'dark');
    const other = await visit(context, harness.site().url('/docs/api/motor'));
    assert.equal(await theme(other), 'dark');
    await other.locator('.navbar__items--right button[aria-label*="Ansicht umschalten"]').click();
    assert.equal(await theme(other), 'light');
    await context.close();
  });
});
