// Every German text of the board link is in i18n/de/code.json with the same message, so what the
// unit tests read (the German default) is what the site shows.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { germanLink, LINK_MESSAGES } from './messages.ts';

const catalogue = Object.values(LINK_MESSAGES);
const codeJson = JSON.parse(
  readFileSync(new URL('../../../../i18n/de/code.json', import.meta.url), 'utf8'),
) as Record<string, { message: string; description?: string }>;

test('message ids are unique', () => {
  const ids = catalogue.map((message) => message.id);
  assert.deepEqual(ids, [...new Set(ids)]);
});

test('code.json has every board-link text with the same German message and description', () => {
  for (const { id, message, description } of catalogue) {
    assert.deepEqual(codeJson[id], { message, description }, id);
  }
});

test('code.json has no board-link text that no code uses', () => {
  const known = new Set<string>(catalogue.map((message) => message.id));
  const orphans = Object.keys(codeJson).filter(
    (id) => id.startsWith('site.boardLink.') && !known.has(id),
  );
  assert.deepEqual(orphans, []);
});

test('the German default fills in placeholders and leaves unknown ones visible', () => {
  assert.equal(
    germanLink(LINK_MESSAGES.copyingLibrary, { version: '2.0.2' }),
    'Kopiere maqueen.py (2.0.2) …',
  );
  assert.equal(
    germanLink(LINK_MESSAGES.tooBig, { needed: 1 }),
    germanLink(LINK_MESSAGES.tooBig, { needed: 1 }),
  );
  assert.match(germanLink(LINK_MESSAGES.tooBig, { needed: 1 }), /\{free\}/);
});
