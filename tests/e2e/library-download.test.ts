// Every version's main page offers exactly that version's maqueen.py: the download link
// serves the file byte for byte, the highlighted listing shows the same text, and its copy
// button copies exactly that text.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, test } from 'node:test';

import { readGuideVersions } from '../../guide/versions.ts';
import { useSiteInBrowser, useTab } from '../support/harness.ts';

describe('library download on each main page', () => {
  const harness = useSiteInBrowser();
  const tab = useTab(harness);

  for (const version of readGuideVersions(resolve('.'))) {
    const library = readFileSync(version.libraryFile);

    test(`${version.label}: download, listing and copy button all give exactly its maqueen.py`, async () => {
      await tab()
        .page.context()
        .grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: new URL(harness.site().origin).origin,
        });
      const page = await tab().open(`${version.routeBase}/`);
      const link = page.locator('a[download="maqueen.py"]');
      assert.equal(await link.count(), 1, 'exactly one download link');
      const href = await link.getAttribute('href');
      assert.ok(href, 'the download link has an address');

      const response = await fetch(new URL(href, page.url()));
      assert.equal(response.status, 200);
      const served = Buffer.from(await response.arrayBuffer());
      assert.ok(served.equals(library), `downloaded file differs from ${version.libraryFile}`);

      const text = library.toString('utf8').replace(/\n$/, '');
      const container = link.locator('xpath=ancestor::div[1]');
      const lines = await container
        .locator('pre code .token-line')
        .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
      assert.equal(lines.join('\n'), text);
      assert.ok(
        (await container.locator('pre code .token.keyword').count()) > 0,
        'the listing is highlighted as Python',
      );

      // The start page keeps the long listing in a collapsed box; a reader opens it to copy.
      const box = page.locator('details').filter({ has: link });
      if ((await box.count()) > 0) {
        // Panels above that load after the page may still move it: click until it is open.
        await page.waitForFunction(
          (summary) => {
            const details = summary?.closest('details');
            if (!details || details.open) return true;
            if (summary instanceof HTMLElement) summary.click();
            return false;
          },
          await box.locator('summary').first().elementHandle(),
          { polling: 500 },
        );
      }
      await container.locator('pre').hover();
      await container.locator('button[aria-label*="kopieren" i]').click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.equal(copied.replace(/\n$/, ''), text);
    });
  }
});
