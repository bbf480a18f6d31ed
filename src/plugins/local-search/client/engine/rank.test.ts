// The ranking rules that decide between a topic's own page and pages that only mention it,
// on a small shard: an overview whose function table mentions the "Kopfsensor" three times,
// the Kopfsensor page that names it in its lead text once, and a page using kopf_lesen().
import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { SearchRecord, Shard, ShardRecord } from '../../shared/records.ts';
import { bestSectionFirst, sectionKind, type RankedHit } from './rank.ts';
import { createSearchEngine } from './searchEngine.ts';

const API = 'API';
const record = (t: ShardRecord['t'], h: (string | null)[], extra: Partial<ShardRecord> = {}) => ({
  t,
  h: [API, ...h],
  ...extra,
});

const SHARD: Shard = {
  language: 'de',
  docusaurus_tag: 'docs-default-x',
  pages: [
    {
      url: '/docs/api/',
      records: [
        record('lvl1', ['API-Übersicht']),
        record('content', ['API-Übersicht'], { c: 'Alle Befehle auf einen Blick.' }),
        record('lvl2', ['API-Übersicht', 'Alle Befehle'], { a: 'alle' }),
        ...['kopf_lesen()', 'kopf_alle()', 'kopf_roh()'].flatMap((name) => [
          record('lvl5', ['API-Übersicht', 'Alle Befehle', null, null, name], { a: 'alle' }),
          record('content', ['API-Übersicht', 'Alle Befehle', null, null, name], {
            c: `den Wert eines Kopfsensors lesen (${name})`,
            a: 'alle',
          }),
        ]),
      ],
    },
    {
      url: '/docs/api/kopf',
      records: [
        record('lvl1', ['Kopf']),
        record('content', ['Kopf'], { c: 'Oben am Roboter sitzen drei Kopfsensoren.' }),
        record('lvl2', ['Kopf', 'kopf_lesen()'], { a: 'kopf_lesen' }),
        record('content', ['Kopf', 'kopf_lesen()'], { c: 'Liest einen Wert.', a: 'kopf_lesen' }),
      ],
    },
    {
      url: '/docs/examples/spiel',
      records: [
        record('lvl1', ['Ein Spiel']),
        record('content', ['Ein Spiel'], { c: 'Das Spiel fragt mit kopf_lesen() den Kopf ab.' }),
      ],
    },
  ],
};

const engine = createSearchEngine({
  indexUrl: '',
  origin: 'https://example.org',
  loadJson: async (file) =>
    file === 'manifest.json'
      ? {
          version: 1,
          shards: [{ language: 'de', docusaurus_tag: 'docs-default-x', file: 'x', records: 0 }],
        }
      : SHARD,
});

async function ranked(query: string): Promise<string[]> {
  const { results } = await engine.search({ requests: [{ indexName: 'i', query }] });
  return results[0]!.hits.map((hit) => hit.url.replace('https://example.org/docs/', ''));
}

const cases: [query: string, first: string, reason: string][] = [
  ['Kopfsensor', 'api/kopf', 'the page that names the topic at its top beats an overview row'],
  ['kopf_lesen', 'api/kopf#kopf_lesen', 'an identifier finds the heading that defines it'],
  ['Kopf', 'api/kopf', 'a title beats text'],
];
for (const [query, first, reason] of cases) {
  test(`"${query}" lists ${first} first: ${reason}`, async () => {
    const urls = await ranked(query);
    assert.equal(urls[0], first, urls.join('\n'));
  });
}

test('an overview row still follows the topic page for the topic', async () => {
  const urls = await ranked('Kopfsensor');
  assert.ok(
    urls.some((url) => url.startsWith('api/#')),
    urls.join('\n'),
  );
});

test("within a page the function's section comes before background and exercises; the pages keep their places", () => {
  const hit = (url: string, lvl2: string | null, lvl3: string | null = null) => {
    const record = {
      url,
      url_without_anchor: url.split('#')[0]!,
      hierarchy: { lvl0: 'API', lvl1: 'x', lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null },
    } as unknown as SearchRecord;
    return { record, section: sectionKind(record) } as RankedHit;
  };
  const ranked = [
    hit('/u#so-misst', 'So misst die Bibliothek'),
    hit('/start#lehrkraefte', 'Für Lehrkräfte'),
    hit('/u#aufgabe', 'Aufgaben', '★ Abstand ausgeben'),
    hit('/u#ultrasonic', 'ultrasonic()'),
    hit('/old#ultrasonic', 'Funktionen', 'ultrasonic()'),
  ];
  assert.deepEqual(
    bestSectionFirst(ranked).map((h) => h.record.url),
    ['/u#ultrasonic', '/start#lehrkraefte', '/u#so-misst', '/u#aufgabe', '/old#ultrasonic'],
  );
  assert.deepEqual(
    ranked.map((h) => h.section),
    [1, 1, 0, 2, 2],
  );
});
