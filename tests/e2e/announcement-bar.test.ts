import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { useSiteInBrowser, useTab } from '../support/harness.ts';
import { waitForHydration } from '../support/page.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);

// Keys the theme uses to remember a dismissed bar.
const ID_KEY = 'docusaurus.announcement.id';
const DISMISS_KEY = 'docusaurus.announcement.dismiss';

describe('announcement bar', () => {
  test('is shown until the reader closes it, and stays closed after a reload', async () => {
    const page = await tab().open('/');
    const bar = page.locator('.theme-announcement-bar');
    assert.ok(await bar.isVisible());
    assert.ok((await bar.innerText()).length > 10);
    await bar.locator('button[aria-label="Schließen"]').click();
    await bar.waitFor({ state: 'detached' });
    await page.reload();
    await waitForHydration(page);
    assert.equal(await page.locator('.theme-announcement-bar').isVisible(), false);
  });

  test('a bar with a new id shows again for a reader who closed an older one', async () => {
    const page = await tab().open('/', {
      storage: { [ID_KEY]: 'eine-fruehere-ankuendigung', [DISMISS_KEY]: 'true' },
    });
    assert.ok(await page.locator('.theme-announcement-bar').isVisible());
  });
});
