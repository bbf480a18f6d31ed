import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';

import { useSiteInBrowser } from '../support/harness.ts';
import { openContext, waitForHydration } from '../support/page.ts';

const harness = useSiteInBrowser();
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

describe('accessibility (axe-core): no serious or critical violation', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const [name, path] of PAGES) {
      test(`${name} in ${theme} mode`, async () => {
        const context = await openContext(harness.browser(), { storage: { theme } });
        const page = await context.newPage();
        await page.goto(harness.site().url(path));
        await waitForHydration(page);
        assert.equal(await page.locator('html').getAttribute('data-theme'), theme);
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: { run: (context: Document) => Promise<{ violations: Violation[] }> };
            }
          ).axe;
          const result = await axe.run(document);
          return result.violations;
        });
        const severe = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
        assert.deepEqual(severe, []);
        await context.close();
      });
    }
  }
});
