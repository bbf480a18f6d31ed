// On a phone (390 px) no page scrolls sideways: every page of the latest version, the start page
// of every version (each with its library's download button), the landing page, the search
// page and the not-found page. Wide content scrolls inside its own box, never the page, and
// code wraps rather than being cut off at the box's edge. The player's tools keep their words,
// there and on larger screens.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { pageRoute } from '../../guide/pages.ts';
import { useSiteInBrowser, useTab } from '../support/harness.ts';
import { LATEST, pagesOf, VERSIONS } from '../support/versions.ts';
import { OPEN_LABEL, openPlayerOf } from './playground-support.ts';

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

// The player's toolbar at a phone, a 1024 px laptop and the classroom's 1280 px: at most two
// rows, and words a pupil reads from the back of the room (Infima's small buttons are 11.2 px).
const TOOLBAR_SIZES = [
  { name: 'a 390 px phone', viewport: PHONE, menu: true },
  { name: 'a 1024 px laptop', viewport: { width: 1024, height: 768 }, menu: true },
  { name: 'a 1280 px screen', viewport: { width: 1280, height: 800 }, menu: false },
];

for (const size of TOOLBAR_SIZES) {
  test(`on ${size.name} the player's tools have words, the toolbar keeps to two rows, its text is 14 px or more`, async () => {
    const page = await tab().open(pageRoute(LATEST, 'api/motor'), size.viewport);
    const player = await openPlayerOf(page.getByRole('button', { name: OPEN_LABEL }).first());
    const toolbar = player.block.getByRole('toolbar', { name: 'Steuerung' });
    const controls = await toolbar.evaluate((bar) =>
      [...bar.querySelectorAll('button, select, summary')]
        .filter((element) => element.checkVisibility())
        .map((element) => ({
          name: element.textContent?.trim().slice(0, 20),
          top: Math.round(element.getBoundingClientRect().top),
          px: parseFloat(getComputedStyle(element).fontSize),
        })),
    );
    // Controls of one row differ by a few pixels (a select is shorter than a button).
    const tops = controls.map((control) => control.top).sort((a, b) => a - b);
    const rows = tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 20).length;
    assert.ok(rows <= 2, `${rows} rows: ${JSON.stringify(controls)}`);
    const small = controls.filter((control) => control.px < 14);
    assert.deepEqual(small, [], 'text smaller than 14 px');
    if (size.menu) await toolbar.getByText('⋯ Mehr').click();
    for (const name of ['Zurücksetzen', 'main.py herunterladen', 'Code kopieren']) {
      const tool = toolbar.getByRole('button', { name });
      assert.equal(await tool.innerText(), name, 'its words show, not only an icon');
    }
    if (size.menu) {
      await page.keyboard.press('Escape');
      await toolbar.getByRole('button', { name: 'Zurücksetzen' }).waitFor({ state: 'hidden' });
    }
    assert.equal(
      await page.evaluate(() => document.documentElement.scrollWidth),
      size.viewport.width,
    );
  });
}
