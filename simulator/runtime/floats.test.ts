// The board's floats in the session the player uses: every row of board/floats.cases.ts prints
// what the micro:bit prints.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadMicroPython } from '@maqueen/micropython';
import { FLOAT_CASES } from '../board/floats.cases.ts';
import { readPythonShims } from './python-files.ts';
import { createSession } from './session.ts';

const files = readPythonShims();
const NEXT = readFileSync(new URL('../../docs/lib/maqueen.py', import.meta.url), 'utf8');

test('the data set: every row names its source and how it was checked', () => {
  assert.ok(FLOAT_CASES.length >= 15);
  for (const c of FLOAT_CASES) assert.match(c.source, /v2\.1\.2.*v1\.18|v1\.18/, c.name);
});

for (const c of FLOAT_CASES) {
  test(`board floats: ${c.name}`, async () => {
    const session = await createSession(
      { code: c.code, library: NEXT, world: 'empty', budgetMs: 2000, presses: [] },
      { files, load: loadMicroPython },
    );
    const r = session.run();
    assert.equal(r.stop, 'finished', r.error?.summary);
    assert.deepEqual(r.output, c.board);
  });
}
