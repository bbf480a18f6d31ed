// The board's memory in the session the player uses: the data set of board/memory.cases.ts,
// the figures gc reports, and programs that allocate without end.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadMicroPython } from '@maqueen/micropython';
import { BOARD_MEMORY } from '../board/memory.ts';
import { MEMORY_CASES } from '../board/memory.cases.ts';
import { readPythonShims } from './python-files.ts';
import { createSession } from './session.ts';
import type { SessionJob, SessionResult } from './types.ts';

const files = readPythonShims();
const library = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const NEXT = library('../../docs/lib/maqueen.py');

async function run(code: string, extra: Partial<SessionJob> = {}): Promise<SessionResult> {
  const session = await createSession(
    { code, library: NEXT, world: 'empty', budgetMs: 5000, presses: [], ...extra },
    { files, load: loadMicroPython },
  );
  return session.run();
}

test('the data set: every program is backed by a source and checked on MicroPython 1.18', () => {
  assert.ok(MEMORY_CASES.length >= 8);
  for (const c of MEMORY_CASES) assert.match(c.source, /v1\.18|v2\.1\.2/, c.name);
});

for (const c of MEMORY_CASES) {
  test(`board memory: ${c.name}`, async () => {
    const r = await run(c.code);
    if ('error' in c.board) {
      assert.equal(r.stop, 'error', `${r.stop}: ${r.output.join(' | ')}`);
      assert.equal(r.error?.type, 'MemoryError', r.error?.summary);
      assert.equal(r.error.line, c.board.line);
      if (c.otherRequest)
        assert.match(
          r.error.summary,
          /^MemoryError: memory allocation failed, allocating \d+ bytes$/,
        );
      else assert.equal(r.error.summary, `MemoryError: ${c.board.message}`);
      // Ended where the heap was full, long before the time budget.
      assert.ok(r.simTimeUs < 1_000_000, `${r.simTimeUs} µs`);
    } else {
      assert.equal(r.stop, 'finished', r.error?.summary);
      assert.deepEqual(r.output, c.board.output);
    }
  });
}

test('gc reports the board figures: the heap left after firmware and library, less the data', async () => {
  const r = await run(
    [
      'import gc',
      'from maqueen import *',
      'gc.collect()',
      'print(gc.mem_free() + gc.mem_alloc())',
      'vorher = gc.mem_free()',
      'liste = [0] * 2000',
      'print(vorher - gc.mem_free())',
      'print(vorher)',
    ].join('\n'),
  );
  assert.equal(r.stop, 'finished', r.error?.summary);
  const [total, used, free] = r.output.map(Number);
  assert.equal(total, BOARD_MEMORY.heapBytes);
  // 2000 slots of 4 bytes and the list object, in 16-byte blocks, and a name more.
  assert.ok(used !== undefined && used >= 8016 && used <= 8048, String(used));
  // Next's library and the program's code leave 40 to 55 KB, as on the board (53 KB there).
  assert.ok(free !== undefined && free > 40_000 && free < 55_000, String(free));
});

test('the library counts once imported, also when set-up imported it first (Prüfen does)', async () => {
  const freeAfter = async (setUp: string) => {
    const session = await createSession(
      {
        code: 'import gc\nfrom maqueen import *\nprint(gc.mem_free())',
        library: NEXT,
        world: 'empty',
        budgetMs: 1000,
        presses: [],
      },
      { files, load: loadMicroPython },
    );
    if (setUp) session.exec(setUp, { untraced: true });
    return Number(session.run().output[0]);
  };
  const plain = await freeAfter('');
  const watched = await freeAfter('import maqueen as _maqueen');
  assert.ok(Math.abs(plain - watched) < 2048, `${plain} vs ${watched}`);
  // Next's library keeps 10.6 KB on the board (simulator/README.md, "Memory").
  const without = await run('import gc\nprint(gc.mem_free())');
  const library = Number(without.output[0]) - plain;
  assert.ok(library > 8_000 && library < 13_000, `${without.output[0]} vs ${plain}`);
});

test('an older library leaves more room than Next', async () => {
  const free = async (lib: string) =>
    Number(
      (await run('import gc\nfrom maqueen import *\nprint(gc.mem_free())', { library: lib }))
        .output[0],
    );
  const older = await free(library('../../versioned_docs/version-1.0.0/lib/maqueen.py'));
  const next = await free(NEXT);
  // On the board 1.0.0's library takes 6.7 KB, Next's 10.6 KB.
  assert.ok(older - next > 3000, `${older} vs ${next}`);
});

test('a program that allocates without end ends with MemoryError, and the next run works', async () => {
  const r = await run(
    'from maqueen import *\nstapel = []\nwhile True:\n    stapel.append([1, 2, 3])',
  );
  assert.equal(r.error?.type, 'MemoryError');
  assert.equal(r.error.line, 4);
  const next = await run('from maqueen import *\nwerte = [0] * 1000\nprint(len(werte))');
  assert.equal(next.stop, 'finished');
  assert.deepEqual(next.output, ['1000']);
});

test('garbage is no data: a long loop that makes floats and texts runs to its end', async () => {
  const r = await run(
    [
      'from microbit import *',
      'x = 1.0',
      'while running_time() < 4000:',
      '    x = x * 1.0001',
      '    s = "Wert: " + str(x)',
      'print("ok")',
    ].join('\n'),
  );
  assert.equal(r.stop, 'finished', r.error?.summary);
  assert.deepEqual(r.output, ['ok']);
});

test('data only a function holds counts: a local list of 20,000 numbers (80 KB) ends with MemoryError', async () => {
  const r = await run(
    [
      'from maqueen import *',
      'def sammeln():',
      '    werte = []',
      '    for i in range(20000):',
      '        werte.append(i)',
      '    return len(werte)',
      'print(sammeln())',
    ].join('\n'),
  );
  assert.equal(r.error?.type, 'MemoryError', r.output.join(' | '));
  assert.equal(r.error.line, 5);
  assert.match(r.error.traceback, /line 7, in <module>/);
});

test('a temporary that is never kept counts while it lives, even after data came and went', async () => {
  const r = await run(
    [
      'from maqueen import *',
      'a = [0] * 5000',
      'a = None',
      'for i in range(3):',
      '    try:',
      '        print(len([1] * 20000))',
      '    except MemoryError as e:',
      '        print("voll", e)',
    ].join('\n'),
  );
  assert.equal(r.stop, 'finished', r.error?.summary);
  assert.deepEqual(r.output, [
    'voll memory allocation failed, allocating 80000 bytes',
    'voll memory allocation failed, allocating 80000 bytes',
    'voll memory allocation failed, allocating 80000 bytes',
  ]);
});

test('asking gc for its figures costs the program no simulated time', async () => {
  const r = await run(
    'import gc\nfrom microbit import *\nwerte = [0] * 5000\nt = running_time()\nfor i in range(20):\n    gc.mem_free()\nprint(running_time() - t)',
  );
  // The loop's own 20 jumps (0.2 ms); looking at 5000 values would be 50 ms and more.
  assert.ok(Number(r.output[0]) <= 1, r.output[0]);
});
