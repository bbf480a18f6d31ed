// The ranking rules that decide between a topic's own page and pages that only mention it,
// on a small shard: an overview whose function table mentions the "Kopfsensor" three times,
// the Kopfsensor page that names it in its lead text once, and a page using kopf_lesen().
// Then the rules that pick, within a page, the section a pupil's question lands on.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { SearchRecord, Shard, ShardRecord } from '../../shared/records.ts';
import { bestSectionFirst, SECTION_KIND, sectionKind, type RankedHit } from './rank.ts';
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

function engineFor(shard: Shard) {
  return createSearchEngine({
    indexUrl: '',
    origin: 'https://example.org',
    loadJson: async (file) =>
      file === 'manifest.json'
        ? {
            version: 1,
            shards: [
              { language: 'de', docusaurus_tag: shard.docusaurus_tag, file: 'x', records: 0 },
            ],
          }
        : shard,
  });
}

async function rankedIn(shard: Shard, query: string): Promise<string[]> {
  const { results } = await engineFor(shard).search({ requests: [{ indexName: 'i', query }] });
  return results[0]!.hits.map((hit) => hit.url.replace('https://example.org/docs/', ''));
}

const ranked = (query: string) => rankedIn(SHARD, query);

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
      content: null,
      hierarchy: { lvl0: 'API', lvl1: 'x', lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null },
    } as unknown as SearchRecord;
    const section = sectionKind(record);
    return { record, section, sectionWords: 1, sectionHeadingWords: 0, sectionBest: 1 };
  };
  const ranked = [
    hit('/u#so-misst', 'So misst die Bibliothek'),
    hit('/start#lehrkraefte', 'Für Lehrkräfte'),
    hit('/u#aufgabe', 'Aufgaben', '★ Abstand ausgeben'),
    hit('/u#ultrasonic', 'ultrasonic()'),
    hit('/old#ultrasonic', 'Funktionen', 'ultrasonic()'),
  ] as RankedHit[];
  assert.deepEqual(
    bestSectionFirst(ranked).map((h) => h.record.url),
    ['/u#ultrasonic', '/start#lehrkraefte', '/u#so-misst', '/u#aufgabe', '/old#ultrasonic'],
  );
  const { background, exercises, function: fn } = SECTION_KIND;
  assert.deepEqual(
    ranked.map((h) => h.section),
    [background, background, exercises, fn, fn],
  );
});

test('an entry in a list of exercises is an exercise, wherever the list stands', () => {
  const record = (content: string | null, lvl2: string | null, lvl5: string | null = null) =>
    ({
      content,
      hierarchy: { lvl0: 'API', lvl1: 'x', lvl2, lvl3: null, lvl4: null, lvl5, lvl6: null },
    }) as unknown as SearchRecord;
  assert.equal(sectionKind(record('★★☆Zehn Zentimeter vor der Wand✓ Geschafft', null)), 0);
  assert.equal(sectionKind(record('offen', 'Alle Aufgaben', '★☆☆ Abstand ausgeben')), 0);
  assert.equal(sectionKind(record('Der Sensor misst den Abstand.', null)), SECTION_KIND.pageTop);
  assert.equal(sectionKind(record('misst den Abstand', 'Alle Funktionen', 'ultrasonic()')), 1);
});

// A pupil's question and the sections of one page, as the guide writes them: the page's top
// (its lead, and its list of exercises), background, a function's own section whose text
// spreads the question's words over several paragraphs, and the exercises.
const PAGES: Shard = {
  language: 'de',
  docusaurus_tag: 'docs-default-y',
  pages: [
    {
      url: '/docs/api/schall',
      records: [
        record('lvl1', ['Ultraschallsensor']),
        record('content', ['Ultraschallsensor'], {
          c: '★★☆Zehn Zentimeter vor der Wand✓ Geschafft',
        }),
        record('content', ['Ultraschallsensor'], {
          c: 'Der Sensor schickt einen Ton los und wartet auf das Echo. So wird aus der Zeit ein Abstand.',
        }),
        record('lvl2', ['Ultraschallsensor', 'So misst die Bibliothek'], { a: 'so-misst' }),
        record('content', ['Ultraschallsensor', 'So misst die Bibliothek'], {
          c: 'Die Bibliothek misst die Zeit in Mikrosekunden und rechnet daraus den Abstand.',
          a: 'so-misst',
        }),
        record('lvl2', ['Ultraschallsensor', 'ultrasonic()'], { a: 'ultrasonic' }),
        record('content', ['Ultraschallsensor', 'ultrasonic()'], {
          c: 'Misst den Abstand zum nächsten Hindernis.',
          a: 'ultrasonic',
        }),
        record('lvl2', ['Ultraschallsensor', 'Aufgaben'], { a: 'aufgaben' }),
        record('lvl3', ['Ultraschallsensor', 'Aufgaben', '★★ Zehn Zentimeter vor der Wand'], {
          a: 'wand',
        }),
        record('content', ['Ultraschallsensor', 'Aufgaben', '★★ Zehn Zentimeter vor der Wand'], {
          c: 'Fahre los und halte vor der Wand an.',
          a: 'wand',
        }),
      ],
    },
    {
      url: '/docs/api/kompass',
      records: [
        record('lvl1', ['Kompass']),
        record('content', ['Kompass'], {
          c: 'Die Bibliothek berechnet die Fahrtrichtung des Roboters.',
        }),
        record('lvl2', ['Kompass', 'mq_heading()'], { a: 'mq_heading' }),
        record('content', ['Kompass', 'mq_heading()'], {
          c: 'Gibt an, in welche Himmelsrichtung der Roboter zeigt.',
          a: 'mq_heading',
        }),
        record('content', ['Kompass', 'mq_heading()'], {
          c: 'Rückgabe: eine ganze Zahl von 0 bis 359 (Grad, im Uhrzeigersinn).',
          a: 'mq_heading',
        }),
        record('lvl2', ['Kompass', 'heading_diff()'], { a: 'heading_diff' }),
        record('content', ['Kompass', 'heading_diff()'], {
          c: 'Vergleicht die Richtung mit einer Startrichtung und sagt, um wie viel Grad der Roboter sich gedreht hat.',
          a: 'heading_diff',
        }),
        record('content', ['Kompass', 'heading_diff()'], {
          c: 'Über Norden hinweg rechnet die Funktion richtig: von 350 Grad nach 10 Grad sind es 20 Grad.',
          a: 'heading_diff',
        }),
      ],
    },
    {
      url: '/docs/api/led',
      records: [
        record('lvl1', ['RGB-LEDs']),
        record('content', ['RGB-LEDs'], { c: 'Vier LEDs leuchten in jeder Farbe.' }),
        record('lvl2', ['RGB-LEDs', 'led_rgb()'], { a: 'led_rgb' }),
        record('content', ['RGB-LEDs', 'led_rgb()'], {
          c: 'Lässt die LEDs in einer Farbe leuchten. Zum Ausschalten nimm led_rgb_off().',
          a: 'led_rgb',
        }),
        record('lvl2', ['RGB-LEDs', 'led_rgb_off()'], { a: 'led_rgb_off' }),
        record('content', ['RGB-LEDs', 'led_rgb_off()'], {
          c: 'Schaltet die LEDs aus.',
          a: 'led_rgb_off',
        }),
      ],
    },
  ],
};

const questions: [query: string, first: string, reason: string][] = [
  [
    'Abstand messen',
    'api/schall#ultrasonic',
    "the function's section, not the page's lead nor the background that says how it measures",
  ],
  [
    'Entfernung zur Wand',
    'api/schall#ultrasonic',
    "an exercise in the list at the page's top does not make the top answer the question",
  ],
  [
    'Richtung in Grad',
    'api/kompass#mq_heading',
    'the section whose best paragraph (its summary, with a rare word) scores higher, though another has both words in one sentence',
  ],
  [
    'LEDs ausschalten',
    'api/led#led_rgb_off',
    'the section whose heading names the words, not the one that mentions them in passing',
  ],
  [
    'LED Farbe',
    'api/led#led_rgb',
    'a word the title ("RGB-LEDs") matches only as a synonym is a word of the question',
  ],
  [
    'Ultraschallsensor',
    'api/schall',
    "a query that names only the page's subject lands on the page",
  ],
  ['Kompass', 'api/kompass', "a query that names only the page's subject lands on the page"],
];
for (const [query, first, reason] of questions) {
  test(`"${query}" lands first on ${first}: ${reason}`, async () => {
    const urls = await rankedIn(PAGES, query);
    assert.equal(urls[0], first, urls.join('\n'));
  });
}

test("the page's top still follows the section that answers, and the pages keep their places", async () => {
  const urls = await rankedIn(PAGES, 'Abstand messen');
  assert.deepEqual(urls.slice(0, 2), ['api/schall#ultrasonic', 'api/schall']);
  assert.ok(
    urls.every((url) => url.startsWith('api/schall')),
    urls.join('\n'),
  );
});

// An overview whose table of all exercises names other pages' subjects ("★☆☆ Abstand
// ausgeben"), beside the page about the subject.
const OVERVIEW: Shard = {
  language: 'de',
  docusaurus_tag: 'docs-default-z',
  pages: [
    {
      url: '/docs/api/',
      records: [
        record('lvl1', ['API-Übersicht']),
        record('lvl2', ['API-Übersicht', 'Funktionen'], { a: 'funktionen' }),
        record('lvl5', ['API-Übersicht', 'Funktionen', null, null, 'ultrasonic()'], {
          a: 'funktionen',
        }),
        record('content', ['API-Übersicht', 'Funktionen', null, null, 'ultrasonic()'], {
          c: 'misst den Abstand nach vorne',
          a: 'funktionen',
        }),
        record('lvl2', ['API-Übersicht', 'Alle Aufgaben'], { a: 'alle-aufgaben' }),
        ...['★☆☆ Abstand ausgeben', '★★★ Schnell mit Messwerten'].flatMap((title) => [
          record('lvl5', ['API-Übersicht', 'Alle Aufgaben', null, null, title], {
            a: 'alle-aufgaben',
          }),
          record('content', ['API-Übersicht', 'Alle Aufgaben', null, null, title], {
            c: 'offen',
            a: 'alle-aufgaben',
          }),
        ]),
      ],
    },
    {
      url: '/docs/api/schall',
      records: [
        record('lvl1', ['Ultraschallsensor']),
        record('content', ['Ultraschallsensor'], { c: 'Aus der Zeit wird ein Abstand.' }),
        record('lvl2', ['Ultraschallsensor', 'ultrasonic()'], { a: 'ultrasonic' }),
        record('content', ['Ultraschallsensor', 'ultrasonic()'], {
          c: 'Misst den Abstand zum nächsten Hindernis.',
          a: 'ultrasonic',
        }),
      ],
    },
  ],
};

test('a table of all exercises does not make an overview the page of their subjects', async () => {
  const urls = await rankedIn(OVERVIEW, 'Abstand messen');
  assert.equal(urls[0], 'api/schall#ultrasonic', urls.join('\n'));
});
