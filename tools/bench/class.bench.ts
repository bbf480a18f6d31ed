// The teachers' re-check (theme/ClassCheck) of a class: 25 hand-ins of the latest version's
// first six exercises (150 programs; each pupil's four solutions pass, two starters fail),
// dropped at once into "Abgaben prüfen" on its start page. The time from the drop until the
// table is complete (target < 120 s), and that it fills while the check runs.
//      npm run bench -- class
import { resolve } from 'node:path';

import { pageRoute } from '../../guide/pages.ts';
import { readGuideVersions } from '../../guide/versions.ts';
import { HAND_IN_FORMAT } from '../../src/plugins/playground/client/handIn.ts';
import { launchBrowser } from '../browser/chromium.ts';
import { exercisesWithCode } from '../doc-examples/exercise-code.ts';
import { serveBuild } from '../serve/serve-build.ts';

const PUPILS = 25;
const EXERCISES = 6;
const LIMIT_MS = 120_000;

const latest = readGuideVersions(resolve('.')).find((version) => version.isLatest)!;
const exercises = (await exercisesWithCode(resolve('.'), latest.name)).slice(0, EXERCISES);
const files = Array.from({ length: PUPILS }, (_, pupil) => ({
  name: `schueler-${pupil + 1}.json`,
  mimeType: 'application/json',
  buffer: Buffer.from(
    JSON.stringify({
      format: HAND_IN_FORMAT,
      formatVersion: 1,
      name: `Schüler ${pupil + 1}`,
      version: latest.name,
      versionLabel: latest.label,
      createdAt: new Date().toISOString(),
      exercises: exercises.map((exercise, index) => ({
        id: exercise.id,
        // Two of six fail: a different pair for each pupil.
        code: (index + pupil) % 3 === 0 ? exercise.starter : exercise.solution,
        claim: 'passed',
      })),
    }),
  ),
}));

const site = await serveBuild(resolve('build'));
const { browser } = await launchBrowser();
let failed = false;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(site.url(pageRoute(latest, 'index')));
  const check = page.locator('[data-class-check]');
  await check.waitFor();
  const started = performance.now();
  await check.locator('input[type="file"]').setInputFiles(files);
  const total = PUPILS * EXERCISES;
  // Halfway, some cells must already show a result: the table fills as the checks end.
  await page.waitForFunction(
    (half) => {
      const bar = document.querySelector<HTMLProgressElement>('[data-class-check] progress');
      return bar !== null && bar.value >= half;
    },
    total / 2,
    { timeout: LIMIT_MS },
  );
  const halfway = await check.locator('td[data-cell="passed"], td[data-cell="failed"]').count();
  await check
    .getByText(`Fertig: ${total} von ${total} Programmen geprüft.`)
    .waitFor({ timeout: LIMIT_MS * 2 });
  const ms = performance.now() - started;
  const passed = await check.locator('td[data-cell="passed"]').count();
  const failedCells = await check.locator('td[data-cell="failed"]').count();
  const expectedPassed = PUPILS * EXERCISES - files.length * 2;
  const ok =
    ms < LIMIT_MS && halfway > 0 && passed === expectedPassed && failedCells === PUPILS * 2;
  if (!ok) failed = true;
  console.log(
    `${ok ? ' ' : '✗'} ${PUPILS} pupils × ${EXERCISES} exercises re-checked in ${(ms / 1000).toFixed(1)} s ` +
      `(target < ${LIMIT_MS / 1000} s; ${(ms / total).toFixed(0)} ms a program, two at a time); ` +
      `${passed} passed, ${failedCells} failed (expected ${expectedPassed} and ${PUPILS * 2}); ` +
      `${halfway} results in the table when half were checked`,
  );
} finally {
  await browser.close();
  await site.close();
}
process.exit(failed ? 1 : 0);
