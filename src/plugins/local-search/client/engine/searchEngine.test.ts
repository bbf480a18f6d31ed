import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { createLocalSearchClient } from '../localClient.ts';
import { createSearchEngine, type SearchHit } from './searchEngine.ts';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const ORIGIN = 'https://example.org';
const CONTEXT_201 = [
  'language:de',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.0.1'],
];
const CONTEXT_100 = [
  'language:de',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0.0'],
];

function engine(options: { escape?: (text: string) => string } = {}) {
  const loaded: string[] = [];
  const search = createSearchEngine({
    indexUrl: 'index/',
    origin: ORIGIN,
    loadJson: async (url) => {
      loaded.push(url);
      return JSON.parse(readFileSync(join(fixtures, url.replace(/^index\//, '')), 'utf8'));
    },
    ...options,
  });
  return { search, loaded };
}

/** The request DocSearch 3.9 sends (see @docsearch/react's attributesToSnippet call). */
function docSearchRequest(query: string, words = 10, facetFilters: unknown = CONTEXT_201) {
  const levels = [1, 2, 3, 4, 5, 6].map((n) => `hierarchy.lvl${n}:${words}`);
  return {
    requests: [
      {
        query,
        indexName: 'maqueen-plus-v2-mpy',
        attributesToRetrieve: ['hierarchy.lvl0', 'content', 'type', 'url'],
        attributesToSnippet: [...levels, `content:${words}`],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        facetFilters,
      },
    ],
  };
}

async function hits(query: string, facetFilters: unknown = CONTEXT_201): Promise<SearchHit[]> {
  const { results } = await engine().search.search(
    docSearchRequest(query, 10, facetFilters) as never,
  );
  return results[0]!.hits;
}

const path = (hit: SearchHit | undefined) =>
  hit?.url.replace(`${ORIGIN}/maqueen-plus-v2-mpy/docs`, '');
const textOf = (html: string) => html.replace(/<\/?mark>/g, '');

const firstHitCases: [query: string, expected: string][] = [
  ['Motoren', '/2.0.1/api/motor'],
  ['Motor', '/2.0.1/api/motor'],
  ['Liniensensor', '/2.0.1/api/line-tracking'],
  ['Linienv', '/2.0.1/api/line-tracking'],
  ['kalibrieren', '/2.0.1/api/line-tracking#kalibrierung'],
  ['motor_run', '/2.0.1/api/motor'],
  ['line_sensor_all', '/2.0.1/api/line-tracking'],
  ['Color.RED', '/2.0.1/api/led-rgb'],
  ['Ultraschall', '/2.0.1/api/ultrasonic'],
  ['Hindernis', '/2.0.1/api/ultrasonic'],
  ['Helligkeit', '/2.0.1/api/led-rgb'],
  ['Geschwindigkeiten', '/2.0.1/api/motor#geschwindigkeit'],
  ['Räder', '/2.0.1/api/motor'],
];
for (const [query, expected] of firstHitCases) {
  test(`"${query}" finds ${expected} first`, async () => {
    assert.equal(path((await hits(query))[0]), expected);
  });
}

test('a page title record comes before the text of the same page', async () => {
  const [first] = await hits('Motoren');
  assert.equal(first!.type, 'lvl1');
});

test('contextual search returns only the current version and the site pages', async () => {
  const { search, loaded } = engine();
  const { results } = await search.search(docSearchRequest('Motoren', 10, CONTEXT_100) as never);
  const urls = results[0]!.hits.map((hit) => hit.url);
  assert.ok(urls.length > 0);
  assert.ok(
    urls.every((url) => url.includes('/docs/1.0.0/') || !url.includes('/docs/')),
    urls.join(),
  );
  assert.deepEqual(loaded.sort(), [
    'index/de/default.json',
    'index/de/docs-default-1.0.0.json',
    'index/manifest.json',
  ]);
});

test('a word that exists only in another version finds nothing', async () => {
  assert.deepEqual(await hits('Kalibrierung', CONTEXT_100), []);
  assert.equal((await hits('Veraltete', CONTEXT_201)).length, 0);
});

test('the search page helper request shapes (params object and encoded string) give the same hits', async () => {
  const { search } = engine();
  const params = {
    query: 'Motoren',
    hitsPerPage: 15,
    facetFilters: CONTEXT_201,
  };
  const asObject = await search.search([{ indexName: 'i', params }] as never);
  const encoded = new URLSearchParams({
    query: 'Motoren',
    hitsPerPage: '15',
    facetFilters: JSON.stringify(CONTEXT_201),
  }).toString();
  const asString = await search.search([{ indexName: 'i', params: encoded }] as never);
  const modal = await search.search(docSearchRequest('Motoren') as never);
  const urls = (r: typeof modal) => r.results[0]!.hits.map((hit) => hit.url);
  assert.deepEqual(urls(asObject), urls(modal));
  assert.deepEqual(urls(asString), urls(modal));
  assert.equal(asObject.results[0]!.hitsPerPage, 15);
});

test('hits carry absolute URLs and, for the search page, highlight levels lvl0..lvlN only', async () => {
  const { search } = engine();
  const { results } = await search.search([
    { indexName: 'i', params: { query: 'Geschwindigkeit', facetFilters: CONTEXT_201 } },
  ] as never);
  const hit = results[0]!.hits[0]!;
  assert.equal(hit.url, `${ORIGIN}/maqueen-plus-v2-mpy/docs/2.0.1/api/motor#geschwindigkeit`);
  assert.deepEqual(Object.keys(hit._highlightResult.hierarchy as object), ['lvl0', 'lvl1', 'lvl2']);
  const lvl2 = (hit._highlightResult.hierarchy as Record<string, { value: string }>).lvl2!;
  assert.equal(
    lvl2.value,
    '<span class="algolia-docsearch-suggestion--highlight">Geschwindigkeit</span>',
  );
});

/** What the search page's helper sends: hits of one version, and counts of every version. */
function searchPageRequest(query: string, version: string) {
  const tags = ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`];
  return [
    { indexName: 'i', params: { query, hitsPerPage: 15, facetFilters: [['language:de'], tags] } },
    {
      indexName: 'i',
      params: {
        query,
        hitsPerPage: 0,
        facets: ['docusaurus_tag'],
        facetFilters: [['language:de']],
      },
    },
  ];
}

test("the search page's hits load only their version's shards; other counts follow once loaded", async () => {
  const { search, loaded } = engine();
  const first = await search.search(searchPageRequest('Motoren', '2.0.1') as never);
  assert.deepEqual(loaded.sort(), [
    'index/de/default.json',
    'index/de/docs-default-2.0.1.json',
    'index/manifest.json',
  ]);
  assert.ok(first.results[0]!.hits.length > 0);
  const counts = first.results[1]!;
  assert.equal(counts.hits.length, 0);
  assert.ok(counts.facets!.docusaurus_tag!['docs-default-2.0.1']! > 0);
  assert.equal(counts.facets!.docusaurus_tag!['docs-default-1.0.0'], undefined);
  assert.equal(counts.exhaustiveFacetsCount, false);

  const second = await search.search(searchPageRequest('Motoren', '1.0.0') as never);
  const all = second.results[1]!;
  assert.ok(all.facets!.docusaurus_tag!['docs-default-1.0.0']! > 0);
  assert.ok(all.facets!.docusaurus_tag!['docs-default-2.0.1']! > 0);
  assert.equal(all.exhaustiveFacetsCount, true);
});

test('pagination reports nbHits and nbPages over all distinct hits', async () => {
  const { search } = engine();
  const request = docSearchRequest('die', 10).requests[0]!;
  const { results } = await search.search({
    requests: [{ ...request, hitsPerPage: 2, page: 1 }],
  } as never);
  const result = results[0]!;
  assert.equal(result.page, 1);
  assert.equal(result.hits.length, 2);
  assert.equal(result.nbPages, Math.ceil(result.nbHits / 2));
  assert.equal(new Set(result.hits.map((hit) => hit.url)).size, result.hits.length);
});

function wordCount(snippetHtml: string): number {
  return textOf(snippetHtml).replace(/…/g, '').trim().split(/\s+/).length;
}

for (const words of [10, 5]) {
  test(`content snippets have ${words} words with an ellipsis where text was cut`, async () => {
    const { search } = engine();
    const { results } = await search.search(
      docSearchRequest('Linienverfolgung Liniensensoren', words) as never,
    );
    const content = results[0]!.hits.find((hit) => hit.type === 'content')!;
    const value = (content._snippetResult.content as { value: string }).value;
    assert.equal(wordCount(value), words, value);
    assert.match(value, /…$/);
    assert.match(value, /<mark>Liniensensoren<\/mark>/);
  });
}

const PAYLOAD = '<img src=x onerror=alert(1)>';

/** True when a value would inject markup other than the highlight tags. */
function injectsMarkup(value: string): boolean {
  return /<(?!\/?mark>)/.test(value);
}

async function xssValues(escape?: (text: string) => string): Promise<string[]> {
  const { search } = engine(escape ? { escape } : {});
  const { results } = await search.search(docSearchRequest('Bild Ende Text', 10) as never);
  const values: string[] = [];
  JSON.stringify(
    results[0]!.hits.map((hit) => [hit._highlightResult, hit._snippetResult]),
    (key, value) => {
      if (key === 'value') values.push(value as string);
      return value;
    },
  );
  return values.filter((value) => value.includes('img'));
}

test('the payload in a heading and in text is escaped in every highlight and snippet', async () => {
  const values = await xssValues();
  assert.ok(values.length >= 4, 'the payload must be among the values checked');
  for (const value of values) {
    assert.ok(!injectsMarkup(value), value);
    assert.ok(value.includes('&lt;img src=x onerror=alert(1)&gt;'), value);
  }
});

test('negative control: the same check catches a highlighter that does not escape', async () => {
  const values = await xssValues((text) => text);
  assert.ok(values.some((value) => injectsMarkup(value) && value.includes(PAYLOAD)));
});

test('quotes and ampersands are escaped too', async () => {
  const [hit] = (await hits('Zitat Apostroph')).filter((h) => h.type === 'content');
  const value = (hit!._snippetResult.content as { value: string }).value;
  assert.match(value, /&quot;<mark>Zitat<\/mark>&quot; &amp; &#39;<mark>Apostroph<\/mark>&#39;/);
});

test('the local client reports a failed index download as RetryError and retries on the next search', async () => {
  let fail = true;
  const client = createLocalSearchClient(async () =>
    createSearchEngine({
      indexUrl: 'index/',
      origin: ORIGIN,
      loadJson: async (url) => {
        if (fail) throw new TypeError('Failed to fetch');
        return JSON.parse(readFileSync(join(fixtures, url.replace(/^index\//, '')), 'utf8'));
      },
    }),
  );
  await assert.rejects(client.search(docSearchRequest('Motoren') as never), { name: 'RetryError' });
  fail = false;
  const { results } = await client.search(docSearchRequest('Motoren') as never);
  assert.ok(results[0]!.hits.length > 0);
});

test('the local client reports a failed engine download as RetryError and retries it', async () => {
  let attempts = 0;
  const client = createLocalSearchClient(async () => {
    attempts += 1;
    throw new TypeError('Loading chunk failed');
  });
  await assert.rejects(client.search(docSearchRequest('x') as never), { name: 'RetryError' });
  await assert.rejects(client.search(docSearchRequest('x') as never), { name: 'RetryError' });
  assert.equal(attempts, 2);
});
