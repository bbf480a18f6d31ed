// Taking one's work to another computer: "Sicherung herunterladen" on the API overview saves
// every saved edit and every solved exercise of every version as one file; "Sicherung laden"
// in an empty browser brings the same code and progress back, and keeps what is newer there.
// Files that are no backup are refused in German, naming the file, and change nothing.
import assert from 'node:assert/strict';
import { text } from 'node:stream/consumers';
import { describe, test } from 'node:test';

import { pageRoute } from '../../guide/pages.ts';
import { useSiteInBrowser, useTab } from '../support/harness.ts';
import { VERSIONS } from '../support/versions.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);
const NEXT = VERSIONS.find((version) => version.name === 'current')!;
const OVERVIEW = pageRoute(NEXT, 'api/index');

/** What a pupil saved at school: two edits (two versions) with umlauts, two solved exercises. */
const SCHOOL: Record<string, string> = {
  'maqueen-playground:code:current/api/motor/3': JSON.stringify({
    format: 1,
    base: '0badc0de',
    code: 'print("Grüße aus der Schule")\n',
    savedAt: 1_700_000_000_000,
  }),
  'maqueen-playground:code:2.0.2/api/led-rgb/1': JSON.stringify({
    format: 1,
    base: '0badc0de',
    code: 'print("ÄÖÜß")\n',
    savedAt: 1_700_000_000_000,
  }),
  'maqueen-exercises:done': JSON.stringify({
    format: 1,
    done: ['current/motor-quadrat', '2.0.2/linie-runde'],
  }),
};

const work = (storage: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(storage).filter(([key]) =>
      /^maqueen-(playground:(code|stale)|exercises)/.test(key),
    ),
  );

const storageOf = (page: import('playwright-core').Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));

describe('backup: moving one’s work to another computer', () => {
  test('backup, then an empty browser, then restore: the same code and progress', async () => {
    const page = await tab().open(OVERVIEW, { storage: SCHOOL });
    const tools = page.locator('[data-backup]');
    const download = page.waitForEvent('download');
    await tools.getByRole('button', { name: 'Sicherung herunterladen' }).click();
    const file = await download;
    const name = file.suggestedFilename();
    assert.match(name, /^maqueen-sicherung-\d{4}-\d{2}-\d{2}\.json$/);
    const content = await text(await file.createReadStream());
    await tools
      .getByText(`Gesichert in ${name}: 2 geänderte Programme und 2 gelöste Aufgaben.`)
      .waitFor();

    const home = await tab().open(OVERVIEW);
    await home
      .locator('[data-backup] input[type="file"]')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
    await home.locator('[data-backup] [role="status"]', { hasText: /^Aus / }).waitFor();
    assert.equal(
      await home.locator('[data-backup] [role="status"]').textContent(),
      `Aus ${name} übernommen: 2 Programme neu oder neuer als hier, 0 hier neuer (die Fassung aus der Sicherung wird dir beim Öffnen als ältere angeboten), 0 gleich, 2 gelöste Aufgaben dazu.`,
    );
    assert.deepEqual(work(await storageOf(home)), work(SCHOOL));
    assert.deepEqual(tab().watch.pageErrors, []);
  });

  test('a newer edit in this browser stays; the backup’s is kept as the older one', async () => {
    const newer = JSON.stringify({
      format: 1,
      base: '0badc0de',
      code: 'print("zu Hause weitergemacht")\n',
      savedAt: 1_800_000_000_000,
    });
    const key = 'maqueen-playground:code:current/api/motor/3';
    const page = await tab().open(OVERVIEW, { storage: { [key]: newer } });
    const backup = {
      kind: 'maqueen-sicherung',
      format: 1,
      createdAt: '2026-11-27T10:00:00.000Z',
      edits: [
        {
          exampleId: 'current/api/motor/3',
          base: '0badc0de',
          code: 'print("Schule")\n',
          savedAt: 1_700_000_000_000,
        },
      ],
      olderEdits: [],
      done: [],
    };
    await page.locator('[data-backup] input[type="file"]').setInputFiles({
      name: 'sicherung.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(backup)),
    });
    await page
      .locator('[data-backup] [role="status"]', {
        hasText: /0 Programme neu oder neuer als hier, 1 hier neuer/,
      })
      .waitFor();
    const stored = await storageOf(page);
    assert.equal(stored[key], newer);
    assert.match(stored['maqueen-playground:stale:current/api/motor/3'] ?? '', /Schule/);
  });

  const refused: [string, string, RegExp][] = [
    [
      'klassenliste.csv',
      'Name;Klasse\nÄnne;8b\n',
      /^„klassenliste\.csv“ ist keine Sicherung dieser Anleitung\./,
    ],
    [
      '<b>fett</b>.json',
      '{"kind":"maqueen-sicherung","format":99}',
      /^„<b>fett<\/b>\.json“ stammt aus einer neueren Fassung/,
    ],
    ['leer.json', '', /^„leer\.json“ ist keine Sicherung/],
  ];
  for (const [name, content, message] of refused) {
    test(`a file that is no backup (${name}) is refused in German and changes nothing`, async () => {
      const page = await tab().open(OVERVIEW, { storage: SCHOOL });
      const before = work(await storageOf(page));
      await page.locator('[data-backup] input[type="file"]').setInputFiles({
        name,
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(content),
      });
      const report = page.locator('[data-backup] [role="status"]');
      await report.filter({ hasText: /./ }).waitFor();
      assert.match((await report.textContent()) ?? '', message);
      assert.equal(
        await page.locator('[data-backup] b').count(),
        0,
        'a name is text, never markup',
      );
      assert.deepEqual(work(await storageOf(page)), before);
    });
  }
});
