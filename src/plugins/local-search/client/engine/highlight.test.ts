import assert from 'node:assert/strict';
import { test } from 'node:test';

import { escapeHtml, highlight, snippet } from './highlight.ts';
import { indexTerms } from './terms.ts';

const tags = { pre: '<mark>', post: '</mark>' };
const terms = (...words: string[]) => new Set(words.flatMap(indexTerms));

test('escapes the five HTML-special characters', () => {
  assert.equal(
    escapeHtml(`<a href="x">'&'</a>`),
    '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
  );
});

test('highlights every inflection that shares the matched stem', () => {
  const result = highlight('Ein Motor, zwei Motoren', terms('motor'), 1, tags);
  assert.equal(result.value, 'Ein <mark>Motor</mark>, zwei <mark>Motoren</mark>');
  assert.equal(result.matchLevel, 'full');
});

test('highlights an identifier whole when it matched whole, else only the matching part', () => {
  assert.equal(
    highlight('motor_run(M1)', terms('motor_run'), 1, tags).value,
    '<mark>motor_run</mark>(M1)',
  );
  assert.equal(
    highlight('rgb_led(ALL, Color.RED)', terms('red'), 1, tags).value,
    'rgb_led(ALL, Color.<mark>RED</mark>)',
  );
});

test('reports no match and leaves text escaped when nothing matched', () => {
  assert.deepEqual(highlight('a < b', new Set(), 1, tags), {
    value: 'a &lt; b',
    matchedWords: [],
    matchLevel: 'none',
  });
});

test('a snippet centres the first match in a window of the requested word count', () => {
  const text =
    'eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf Motor vierzehn fünfzehn sechzehn';
  const result = snippet(text, terms('motor'), 1, 5, tags, '…');
  assert.equal(result.value, '…elf zwölf <mark>Motor</mark> vierzehn fünfzehn…');
});

test('a snippet without a match starts at the beginning', () => {
  const result = snippet('a b c d e f g', new Set(), 1, 3, tags, '…');
  assert.equal(result.value, 'a b c…');
  assert.equal(result.matchLevel, 'none');
});

test('a short text is returned whole, without ellipsis', () => {
  assert.equal(
    snippet('Motor an', terms('motor'), 1, 10, tags, '…').value,
    '<mark>Motor</mark> an',
  );
});
