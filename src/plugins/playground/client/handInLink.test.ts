// A hand-in travels as a link and reads back the same; a cut, altered or foreign link is a
// named problem.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { HAND_IN_FORMAT, type HandIn } from './handIn.ts';
import { handInLink, readHandInLink } from './handInLink.ts';

const HAND_IN: HandIn = {
  format: HAND_IN_FORMAT,
  formatVersion: 1,
  name: 'Lea Müller',
  version: '2.0.2',
  versionLabel: '2.0.2',
  createdAt: '2026-11-28T10:00:00.000Z',
  exercises: [{ id: 'a', code: 'print("Grüße")\n', claim: 'passed' }],
};
const PAGE = { origin: 'https://schule.example', pathname: '/maqueen-plus-v2-mpy/docs/' };
const known = new Set(['a']);

test('a hand-in as a link on the start page reads back the same', async () => {
  const link = (await handInLink(HAND_IN, PAGE))!;
  assert.match(link, /^https:\/\/schule\.example\/maqueen-plus-v2-mpy\/docs\/\?abgabe=1/);
  assert.deepEqual(await readHandInLink(`  ${link}\n`, '2.0.2', known), {
    ok: true,
    handIn: HAND_IN,
  });
});

test('a hand-in too long for a link gets none', async () => {
  // Text that does not compress: a pseudo-random sequence of printable characters.
  let seed = 1;
  let noise = '';
  for (let i = 0; i < 9000; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    noise += String.fromCharCode(33 + (seed % 90));
  }
  const long = { ...HAND_IN, exercises: [{ id: 'a', code: noise, claim: 'open' as const }] };
  assert.equal(await handInLink(long, PAGE), null);
});

test('cut, altered and foreign links are named problems', async () => {
  const link = (await handInLink(HAND_IN, PAGE))!;
  const cut = link.slice(0, link.length - 20);
  assert.deepEqual(await readHandInLink(cut, '2.0.2', known), {
    ok: false,
    problem: 'damaged-link',
  });
  const altered = link.replace(/abgabe=1./, 'abgabe=1%');
  assert.equal((await readHandInLink(altered, '2.0.2', known)).ok, false);
  assert.deepEqual(await readHandInLink('https://example.org/', '2.0.2', known), {
    ok: false,
    problem: 'no-link',
  });
  assert.deepEqual(await readHandInLink('kein Link', '2.0.2', known), {
    ok: false,
    problem: 'no-link',
  });
  const other = (await readHandInLink(link, '1.0.0', known)) as { problem: string };
  assert.equal(other.problem, 'other-version');
});
