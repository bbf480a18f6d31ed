// A walk through every page of every version: each runnable block opens its player (editor,
// controls, stage) without an error. One page load per page, every player on it opened, no run.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { useSiteInBrowser } from '../support/harness.ts';
import { openContext, waitForHydration, watchPage } from '../support/page.ts';
import { pagesOf, VERSIONS } from '../support/versions.ts';
import { OPEN_LABEL } from './playground-support.ts';

const harness = useSiteInBrowser();

describe('playground walk: every runnable block of every version opens its player', () => {
  for (const version of VERSIONS) {
    test(`${version.label}: every "${OPEN_LABEL}" on every page shows a player ready to start, without an error`, async (t) => {
      const context = await openContext(harness.browser());
      const page = await context.newPage();
      const watch = watchPage(page);
      const opened: Record<string, number> = {};
      try {
        for (const route of pagesOf(version)) {
          await page.goto(harness.site().url(route));
          await waitForHydration(page);
          const buttons = page.getByRole('button', { name: OPEN_LABEL });
          const closed = await buttons.count();
          // Each click replaces its button by a player, so the first one left is the next.
          for (let i = 0; i < closed; i++) await buttons.first().click();
          const starts = page.getByRole('toolbar', { name: 'Steuerung' }).getByRole('button', {
            name: /Start$/,
          });
          await page.waitForFunction(
            (count) =>
              document.querySelectorAll('[role="toolbar"][aria-label="Steuerung"]').length ===
                count && document.querySelectorAll('[data-sim="stage"]').length === count,
            closed,
            // Opening ten players at once loads their editors and engines together: on a
            // busy 2-core machine that can take longer than Playwright's default 30 s.
            { timeout: 120_000 },
          );
          for (let i = 0; i < closed; i++) await starts.nth(i).waitFor({ state: 'visible' });
          assert.equal(await buttons.count(), 0, `${route}: a block stayed closed`);
          opened[route] = closed;
        }
        assert.deepEqual(watch.all(), [], JSON.stringify(opened));
        const total = Object.values(opened).reduce((sum, n) => sum + n, 0);
        t.diagnostic(`${total} players on ${Object.keys(opened).length} pages`);
        assert.ok(total > 0, `${version.label} has no runnable block at all`);
        assert.ok(
          opened[pagesOf(version).find((route) => route.endsWith('/obstacle-avoidance'))!]! > 0,
          'the obstacle-avoidance example is runnable',
        );
      } finally {
        await context.close();
      }
    });
  }
});
