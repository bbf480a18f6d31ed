import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { cleanText, extractRecords } from './extractRecords.ts';
import { expandShard, toShardRecord } from './shared/records.ts';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const pages = readdirSync(fixtures).filter((name) => name.endsWith('.html'));

for (const page of pages) {
  test(`extracts the records the crawler would store from ${page}`, () => {
    const html = readFileSync(join(fixtures, page), 'utf8');
    const expected: unknown = JSON.parse(
      readFileSync(join(fixtures, page.replace(/\.html$/, '.expected.json')), 'utf8'),
    );
    assert.deepEqual(extractRecords(html, `/fallback/${page}`), expected);
  });
}

test('the compact shard format round-trips every record', () => {
  const html = readFileSync(join(fixtures, 'doc-page.html'), 'utf8');
  const page = extractRecords(html, '/x')!;
  const shard = {
    language: page.language,
    docusaurus_tag: page.docusaurus_tag,
    pages: [{ url: page.url, records: page.records.map(toShardRecord) }],
  };
  assert.deepEqual(expandShard(JSON.parse(JSON.stringify(shard))), page.records);
});

test('text is collapsed and trimmed of the crawler strip characters', () => {
  assert.equal(cleanText('  ## Motoren:\n  vorwärts. '), 'Motoren: vorwärts');
  assert.equal(cleanText('Geschwindigkeit\u200b'), 'Geschwindigkeit');
});
