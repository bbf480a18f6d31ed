// Every German text of the player is in i18n/de/code.json with the same message, so what the
// unit tests read (the German default) is what the site shows.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { CHECK_MESSAGES } from './checkController.ts';
import { ERROR_MESSAGES } from './errors.ts';
import { EXERCISE_MESSAGES } from './exerciseMessages.ts';
import { LIVE_MESSAGES } from './liveValues.ts';
import { formatSeconds, germanDefault, type Message } from './messages.ts';
import { STATUS_MESSAGES } from './outcome.ts';
import { UI_MESSAGES } from './uiMessages.ts';

const catalogue: Message[] = [
  CHECK_MESSAGES,
  ERROR_MESSAGES,
  EXERCISE_MESSAGES,
  LIVE_MESSAGES,
  STATUS_MESSAGES,
  UI_MESSAGES,
].flatMap((messages) => Object.values(messages));
const codeJson = JSON.parse(
  readFileSync(new URL('../../../../i18n/de/code.json', import.meta.url), 'utf8'),
) as Record<string, { message: string; description?: string }>;

test('message ids are unique', () => {
  const ids = catalogue.map((message) => message.id);
  assert.deepEqual(ids, [...new Set(ids)]);
});

test('code.json has every player text with the same German message and description', () => {
  for (const { id, message, description } of catalogue) {
    assert.deepEqual(codeJson[id], { message, description }, id);
  }
});

test('code.json has no player text that no code uses', () => {
  const known = new Set<string>(catalogue.map((message) => message.id));
  const orphans = Object.keys(codeJson).filter(
    (id) => /^site\.(playground|exercises)\./.test(id) && !known.has(id),
  );
  assert.deepEqual(orphans, []);
});

test('the German default fills in placeholders and leaves unknown ones visible', () => {
  const message: Message = { id: 'site.playground.x', message: '{a} und {b}', description: '' };
  assert.equal(germanDefault(message, { a: 1 }), '1 und {b}');
});

test('seconds are German decimals with one digit', () => {
  assert.equal(formatSeconds(2_345_000), '2,3');
  assert.equal(formatSeconds(0), '0,0');
});
