// From a built page with an <img onerror> payload in a heading, a paragraph and inline code,
// through the record extractor and the shard format, to the values the modal renders.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { modalRequest } from './client/engine/modalRequest.ts';
import { createSearchEngine } from './client/engine/searchEngine.ts';
import { extractRecords } from './extractRecords.ts';
import { toShardRecord } from './shared/records.ts';

const html = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'doc-page.html'),
  'utf8',
);

function engineForPage(escape?: (text: string) => string) {
  const page = extractRecords(html, '/x')!;
  const shard = {
    language: page.language,
    docusaurus_tag: page.docusaurus_tag,
    pages: [{ url: page.url, records: page.records.map(toShardRecord) }],
  };
  const manifest = {
    version: 1,
    shards: [
      { language: 'de', docusaurus_tag: shard.docusaurus_tag, file: 'shard.json', records: 0 },
    ],
  };
  return createSearchEngine({
    indexUrl: '',
    origin: 'https://example.org',
    loadJson: async (file) => (file === 'shard.json' ? shard : manifest),
    ...(escape ? { escape } : {}),
  });
}

async function renderedValues(escape?: (text: string) => string): Promise<string[]> {
  const { results } = await engineForPage(escape).search(
    modalRequest('Bild Ende Text', 'docs-default-2.0.1'),
  );
  const values: string[] = [];
  JSON.stringify(results[0]!.hits, (key, value: unknown) => {
    if (key === 'value' && typeof value === 'string') values.push(value);
    return value;
  });
  return values.filter((value) => value.includes('onerror'));
}

const injectsMarkup = (value: string) => /<(?!\/?mark>)/.test(value);

test('the payload from heading, text and inline code reaches the modal only escaped', async () => {
  const values = await renderedValues();
  assert.ok(
    values.some((value) => value.includes('Bild')),
    'heading checked',
  );
  assert.ok(
    values.some((value) => value.includes('und &lt;img')),
    'inline code checked',
  );
  for (const value of values) assert.ok(!injectsMarkup(value), value);
});

test('negative control: without escaping the same check finds the payload', async () => {
  const values = await renderedValues((text) => text);
  assert.ok(values.some(injectsMarkup));
});
