// On a phone (390 px) no page scrolls sideways: every page of the latest version, the start page
// of every version (each with its library's download button), the landing page, the search
// page and the not-found page. Wide content scrolls inside its own box, never the page, and
// code wraps rather than being cut off at the box's edge.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { pageRoute } from '../../guide/pages.ts';
import { useSiteInBrowser, useTab } from '../support/harness.ts';
import { LATEST, pagesOf, VERSIONS } from '../support/versions.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);
const PHONE = { width: 390, height: 844 };

const PATHS = [
  '/',
  ...pagesOf(LATEST),
  ...VERSIONS.filter((version) => version !== LATEST).map((version) => pageRoute(version, 'index')),
  '/search?q=Abstand%20messen',
  '/gibt-es-nicht',
];

test('no page is wider than a 390 px phone, and no line of code is cut off', async () => {
  const wide: string[] = [];
  for (const path of PATHS) {
    const page = await tab().open(path, PHONE);
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return null;
      // Elements that stick out past the edge, not inside a box that scrolls or clips them.
      // (No named functions here: the test's compiler would wrap them in a helper the page lacks.)
      const culprits = [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .filter((element) => {
          for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
            if (getComputedStyle(up).overflowX !== 'visible') return false;
          }
          return true;
        })
        .slice(-2)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${String(element.className)} „${element.textContent?.trim().slice(0, 50)}“`,
        );
      return `${document.documentElement.scrollWidth} px: ${culprits.join('; ')}`;
    });
    if (overflow) wide.push(`${path}: ${overflow}`);
    // Code wraps instead of running out of its box, where a phone shows no scrollbar.
    const cut = await page.$$eval('.theme-code-block pre', (blocks) =>
      blocks
        .filter((pre) => pre.scrollWidth > pre.clientWidth + 1)
        .map((pre) => (pre.textContent ?? '').trim().split('\n')[0]!.slice(0, 50)),
    );
    for (const code of cut) wide.push(`${path}: code cut off „${code}“`);
  }
  assert.deepEqual(wide, []);
  assert.deepEqual(tab().watch.pageErrors, []);
});
