// Progress across versions and the overview of every exercise (issue 30): an exercise solved in
// 2.0.2 is named as such on Next's page (box and summary) without counting as solved there, the
// API index page of each version lists all its exercises with the reader's standing and links
// to each, and stored progress that is garbage, of an older format or stale shows everything
// open without an error.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';

import type { Page } from 'playwright-core';

import { pageRoute } from '../../guide/pages.ts';
import { BASE_URL } from '../../guide/site.ts';
import { useSiteInBrowser, useTab } from '../support/harness.ts';
import { VERSIONS } from '../support/versions.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);

const NEXT = VERSIONS.find((version) => version.name === 'current')!;
const LATEST = VERSIONS.find((version) => version.isLatest)!;
/** The progress store's localStorage key and format (`client/progress.ts`). */
const PROGRESS_KEY = 'maqueen-exercises:done';
const stored = (...keys: string[]) => ({
  [PROGRESS_KEY]: JSON.stringify({ format: 1, done: keys }),
});
/** Solved in the latest version (2.0.2): two of the motor page's three exercises. */
const SOLVED_IN_LATEST = stored(`${LATEST.name}/motor-strecke`, `${LATEST.name}/motor-quadrat`);

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Serious and critical axe violations inside `selector`, one line each. */
async function severeViolations(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (within) => {
    type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const { axe } = window as unknown as {
      axe: { run: (context: Element) => Promise<{ violations: Violation[] }> };
    };
    const { violations } = await axe.run(document.querySelector(within)!);
    return violations
      .filter(({ impact }) => impact === 'serious' || impact === 'critical')
      .map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, selector);
}

/** Collapses white space as a reader sees the text. */
const textOf = async (locator: { textContent(): Promise<string | null> }) =>
  ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** The overview on a version's API index page: its count and each row's standing and text. */
async function overviewOf(page: Page) {
  const overview = page.locator('[data-exercise-overview]');
  await overview.waitFor();
  const rows = overview.locator('tr[data-exercise-row]');
  return {
    overview,
    count: await textOf(overview.locator('p').first()),
    rows: await rows.evaluateAll((elements) =>
      elements.map((row) => ({
        id: row.getAttribute('data-exercise-row'),
        standing: row.getAttribute('data-standing'),
        state: (row.lastElementChild?.textContent ?? '').trim(),
      })),
    ),
  };
}

describe('exercise progress across versions', () => {
  test('solved in 2.0.2: Next’s motor page says so in the box and the summary, without a tick or a count', async () => {
    const page = await tab().open(pageRoute(NEXT, 'api/motor'), { storage: SOLVED_IN_LATEST });
    const box = page.locator('section[data-exercise="motor-quadrat"]');
    const note = box.locator('[data-solved-elsewhere]');
    await note.waitFor();
    assert.equal(await textOf(note), `In Version ${LATEST.label} gelöst, hier noch nicht geprüft`);
    assert.equal(await box.getAttribute('data-done'), 'false');
    assert.equal(await box.getByText('✓ Geschafft', { exact: true }).first().isVisible(), false);
    const open = page.locator('section[data-exercise="motor-kurs"]');
    assert.equal(await open.locator('[data-solved-elsewhere]').count(), 0, 'the third is open');

    const summary = page.locator('nav[data-exercise-summary]');
    assert.match(
      await textOf(summary.locator('p').first()),
      new RegExp(
        `: 0 von 3 geschafft \\(2 davon in Version ${LATEST.label.replaceAll('.', '\\.')} gelöst\\)$`,
      ),
    );
    assert.equal(
      await textOf(summary.locator('[data-exercise-link="motor-quadrat"] [data-solved-elsewhere]')),
      `in Version ${LATEST.label} gelöst`,
    );
    assert.equal(
      await summary.locator('[data-exercise-link="motor-kurs"] [data-solved-elsewhere]').count(),
      0,
    );
    assert.deepEqual(tab().watch.all(), []);
  });

  test('the overview on Next’s API index page lists every exercise; those of 2.0.2 are named, not counted; the link leads to the exercise', async () => {
    const page = await tab().open(pageRoute(NEXT, 'api/index'), { storage: SOLVED_IN_LATEST });
    const { overview, count, rows } = await overviewOf(page);
    assert.equal(count, `0 von 24 geschafft (2 davon in Version ${LATEST.label} gelöst)`);
    assert.equal(rows.length, 24);
    assert.deepEqual(rows.slice(0, 3), [
      {
        id: 'motor-strecke',
        standing: 'solvedElsewhere',
        state: `in Version ${LATEST.label} gelöst`,
      },
      {
        id: 'motor-quadrat',
        standing: 'solvedElsewhere',
        state: `in Version ${LATEST.label} gelöst`,
      },
      { id: 'motor-kurs', standing: 'open', state: 'offen' },
    ]);
    assert.ok(rows.slice(2).every((row) => row.standing === 'open'));
    // The table's headers, then a row for each page, in the sidebar's order, with its link.
    assert.deepEqual(await overview.locator('thead th').allTextContents(), ['Aufgabe', 'Stand']);
    assert.deepEqual(await overview.locator('tbody th').allTextContents(), [
      'Motoren',
      'Rote LEDs',
      'RGB-LEDs',
      'Linienverfolgung',
      'Ultraschallsensor',
      'Kompass',
      'Hindernissen ausweichen',
      'Motoren kalibrieren',
    ]);
    assert.equal(
      await overview.locator('tbody th a').first().getAttribute('href'),
      `${BASE_URL.replace(/\/$/, '')}${pageRoute(NEXT, 'api/motor')}`,
    );
    // The page's table of contents lists the section.
    assert.equal(await page.locator('.table-of-contents a[href="#alle-aufgaben"]').count(), 1);

    await overview.locator('tr[data-exercise-row="motor-quadrat"] a').first().click();
    await page.waitForURL(/\/docs\/next\/api\/motor#motor-quadrat$/);
    const heading = page.locator('h3#motor-quadrat');
    await heading.waitFor();
    assert.ok(await heading.isVisible());
    assert.deepEqual(tab().watch.all(), []);
  });

  test('on 2.0.2’s own overview the same progress counts and shows the tick', async () => {
    const page = await tab().open(pageRoute(LATEST, 'api/index'), { storage: SOLVED_IN_LATEST });
    const { count, rows } = await overviewOf(page);
    assert.equal(count, '2 von 24 geschafft');
    assert.deepEqual(
      rows.slice(0, 3).map(({ standing, state }) => [standing, state]),
      [
        ['solved', '✓ Geschafft'],
        ['solved', '✓ Geschafft'],
        ['open', 'offen'],
      ],
    );
  });

  test('1.0.0’s overview lists its own 21 exercises and names 2.0.2 for the ones solved there', async () => {
    const oldest = VERSIONS.at(-1)!;
    const page = await tab().open(pageRoute(oldest, 'api/index'), { storage: SOLVED_IN_LATEST });
    const { count, rows } = await overviewOf(page);
    assert.equal(rows.length, 21);
    assert.equal(count, `0 von 21 geschafft (2 davon in Version ${LATEST.label} gelöst)`);
  });

  const unreadable: [what: string, storage: Record<string, string>][] = [
    ['garbage', { [PROGRESS_KEY]: '{"format":1,"done":{"x":1}} garbage' }],
    [
      'an older format',
      { [PROGRESS_KEY]: JSON.stringify({ format: 0, done: [`${LATEST.name}/motor-quadrat`] }) },
    ],
    [
      'stale ids and versions',
      stored('current/gibt-es-nicht-mehr', '9.9.9/motor-quadrat', 'motor-quadrat', ''),
    ],
  ];
  for (const [what, storage] of unreadable) {
    test(`stored progress of ${what}: the overview shows every exercise open, without an error`, async () => {
      const page = await tab().open(pageRoute(NEXT, 'api/index'), { storage });
      await tab().watch.settled();
      const { count, rows } = await overviewOf(page);
      assert.equal(count, '0 von 24 geschafft');
      assert.equal(rows.length, 24);
      assert.deepEqual(
        rows.filter((row) => row.standing !== 'open' || row.state !== 'offen'),
        [],
      );
      assert.deepEqual(tab().watch.all(), []);
    });
  }

  for (const theme of ['light', 'dark']) {
    test(`every standing reads well in ${theme} mode (axe): the overview, the summary and a box`, async () => {
      const storage = {
        [PROGRESS_KEY]: JSON.stringify({
          format: 1,
          done: [`${LATEST.name}/motor-quadrat`, 'current/motor-strecke'],
        }),
        theme,
      };
      const index = await tab().open(pageRoute(NEXT, 'api/index'), { storage });
      await index.locator('tr[data-standing="solvedElsewhere"]').waitFor();
      assert.equal(await index.locator('html').getAttribute('data-theme'), theme);
      assert.deepEqual(await severeViolations(index, '[data-exercise-overview]'), []);
      const motor = await tab().open(pageRoute(NEXT, 'api/motor'), { storage });
      await motor.locator('[data-solved-elsewhere]').first().waitFor();
      assert.deepEqual(await severeViolations(motor, 'nav[data-exercise-summary]'), []);
      assert.deepEqual(
        await severeViolations(motor, 'section[data-exercise="motor-quadrat"] > div'),
        [],
      );
    });
  }
});
