// The fakes' flash model decides as the connection library does: a board without MicroPython
// gets a full flash of the whole hex, a board with the same MicroPython only the pages its files
// changed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { flashPlan, imageWithFiles } from './flashImage.ts';

const release = readFileSync(
  new URL('../firmware/microbit-micropython-v2.1.2.hex', import.meta.url),
  'utf8',
);
const encode = (text: string) => new TextEncoder().encode(text);
const library = encode(
  readFileSync(new URL('../../../../docs/lib/maqueen.py', import.meta.url), 'utf8'),
);
const withMain = (main: string) =>
  imageWithFiles(release, { 'maqueen.py': library, 'main.py': encode(main) });

test('a board without MicroPython gets the whole hex, 62 bytes a command', () => {
  const hex = withMain('print(1)\n');
  const plan = flashPlan(hex, null);
  assert.equal(plan.partial, false);
  assert.equal(plan.changedPages, plan.totalPages);
  assert.equal(plan.ms, Math.ceil(hex.length / 62));
});

test('the same MicroPython with another main.py: only the changed pages, partially', () => {
  const plan = flashPlan(withMain('print(2)\n'), withMain('print(1)\n'));
  assert.equal(plan.partial, true);
  assert.ok(plan.changedPages >= 1 && plan.changedPages <= 2, `${plan.changedPages} pages`);
  assert.ok(plan.totalPages > 100);
  const same = flashPlan(withMain('print(1)\n'), withMain('print(1)\n'));
  assert.equal(same.changedPages, 0);
});
