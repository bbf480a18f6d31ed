import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { useSiteInBrowser } from '../support/harness.ts';
import { openContext, visit } from '../support/page.ts';

const harness = useSiteInBrowser();

// Keys the theme uses to remember a dismissed bar.
const ID_KEY = 'docusaurus.announcement.id';
const DISMISS_KEY = 'docusaurus.announcement.dismiss';

describe('announcement bar', () => {
  test('is shown until the reader closes it, and stays closed after a reload', async () => {
    const context = await openContext(harness.browser());
    const page = await visit(context, harness.site().url('/'));
    const bar = page.locator('.theme-announcement-bar');
    assert.ok(await bar.isVisible());
    assert.ok((await bar.innerText()).length > 10);
    await bar.locator('button[aria-label="Schließen"]').click();
    await bar.waitFor({ state: 'detached' });
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await page.locator('.theme-announcement-bar').isVisible(), false);
    await context.close();
  });

  test('a bar with a new id shows again for a reader who closed an older one', async () => {
    const context = await openContext(harness.browser(), {
      storage: { [ID_KEY]: 'eine-fruehere-ankuendigung', [DISMISS_KEY]: 'true' },
    });
    const page = await visit(context, harness.site().url('/'));
    assert.ok(await page.locator('.theme-announcement-bar').isVisible());
    await context.close();
  });
});
