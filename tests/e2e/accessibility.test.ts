import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';

import type { Page } from 'playwright-core';

import { useSiteInBrowser, useTab } from '../support/harness.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

const PAGES: [name: string, path: string][] = [
  ['home page', '/'],
  ['doc page', '/docs/api/motor'],
  ['not-found page', '/gibt-es-nicht'],
  ['search page', '/search?q=motor'],
];

/** Serious and critical violations on the page as it is now, one line each. */
async function severeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

describe('accessibility (axe-core): no serious or critical violation', () => {
  for (const [name, path] of PAGES) {
    test(`${name}, in light mode and after switching to dark mode`, async () => {
      const page = await tab().open(path);
      assert.equal(await page.locator('html').getAttribute('data-theme'), 'light');
      assert.deepEqual(await severeViolations(page), [], 'light mode');
      await page.locator('.navbar__items--right button[aria-label*="Ansicht umschalten"]').click();
      assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
      // Colours fade to the dark ones: judge them once every transition has ended.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      assert.deepEqual(await severeViolations(page), [], 'dark mode');
    });
  }
});
