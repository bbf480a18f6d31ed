import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { useSiteInBrowser } from '../support/harness.ts';
import { OLDEST } from '../support/versions.ts';
import { openContext, visit } from '../support/page.ts';

const harness = useSiteInBrowser();

// English defaults of the theme that would show if a translation were missing.
const ENGLISH = [
  'Skip to main content',
  'Edit this page',
  'On this page',
  'Previous',
  'Toggle navigation bar',
  'Close navigation bar',
  'Back to main menu',
  'Copy code to clipboard',
  'Scroll back to top',
  'Breadcrumbs',
  'Home page',
  'Docs sidebar',
  'Main',
  'Versions',
  'Search',
  'Search docs',
  'This page crashed.',
  'Try again',
  'Page Not Found',
  'Switch between dark and light mode',
  'Expand sidebar category',
  'Collapse sidebar category',
  'Close',
];

async function visibleStrings(path: string, width: number): Promise<string[]> {
  const context = await openContext(harness.browser(), { width, height: 900 });
  const page = await visit(context, harness.site().url(path));
  if (width < 996) await page.locator('button.navbar__toggle').click();
  const strings = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      for (const attribute of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(attribute);
        if (value) found.push(value.trim());
      }
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent?.trim() ?? '')
        .join(' ')
        .trim();
      if (own) found.push(own);
    }
    return found;
  });
  await context.close();
  return strings;
}

describe('theme strings are German', () => {
  for (const [path, width] of [
    ['/docs/api/motor', 1280],
    ['/docs/next/api/motor', 390],
    [`${OLDEST.routeBase}/`, 1280],
    ['/gibt-es-nicht', 1280],
    ['/search?q=motor', 1280],
  ] as const) {
    test(`${path} at ${width} px shows none of the English defaults`, async () => {
      const strings = await visibleStrings(path, width);
      const english = strings.filter((text) =>
        ENGLISH.some((phrase) => text === phrase || text.startsWith(`${phrase} `)),
      );
      assert.deepEqual(english, []);
      // The scan does see the theme's strings: their German versions are there.
      assert.ok(strings.includes('Zum Hauptinhalt springen'));
    });
  }
});
