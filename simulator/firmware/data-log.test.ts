// The firmware's own `log` module on the HAL's data log (../core/data-log.ts): what a program
// logs is kept as CODAL's MicroBitLog keeps it, with its columns, timestamps, heading lines,
// mirroring and its size.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { dataLogOf, LOG_CAPACITY_BYTES } from '../core/data-log.ts';
import { loadFirmwareWasm } from './node.ts';
import { createFirmwareSession } from './session.ts';

const LIBRARY = readFileSync(new URL('../../docs/lib/maqueen.py', import.meta.url), 'utf8');

/** Runs `code`; what it printed, its error and the log's CSV afterwards. */
async function logged(code: string) {
  const session = await createFirmwareSession(await loadFirmwareWasm(), {
    code,
    library: LIBRARY,
    world: 'empty',
    budgetMs: 60_000,
    presses: [],
  });
  const result = await session.run();
  const log = dataLogOf(session.board);
  return {
    output: result.output,
    error: result.error?.summary ?? null,
    contents: log.contents(),
    csv: log.csv,
    full: log.full,
  };
}

const cases: [what: string, code: string, csv: string][] = [
  [
    'labels make the heading line; rows follow with their values in the labels’ columns',
    'import log\nlog.set_labels("temp", "licht", timestamp=None)\nlog.add(licht=120, temp=21)\nlog.add(temp=22)\n',
    'temp,licht\n21,120\n22,\n',
  ],
  [
    'a key used for the first time adds a column and writes the heading line again',
    'import log\nlog.set_labels("a", timestamp=None)\nlog.add(a=1)\nlog.add(a=2, b=3.5)\n',
    'a\n1\na,b\n2,3.5\n',
  ],
  [
    'commas, newlines and tabs in keys and values become _, and so does -->',
    'import log\nlog.set_labels(timestamp=None)\nlog.add({"x,y": "1,5\\n2"})\nlog.add({"x,y": "a-->b\\tc"})\n',
    'x_y\n1_5_2\na___b_c\n',
  ],
  [
    'log.delete() empties the log; the columns start anew',
    'import log\nlog.set_labels("a", timestamp=None)\nlog.add(a=1)\nlog.delete()\nlog.add(b=2)\n',
    'b\n2\n',
  ],
  [
    'a row without values writes nothing, not even a timestamp',
    'import log\nlog.set_labels("a")\nlog.add(a="")\n',
    'Time (seconds),a\n',
  ],
];

for (const [what, code, csv] of cases) {
  test(what, async () => {
    const run = await logged(code);
    assert.equal(run.error, null);
    assert.equal(run.csv, csv);
  });
}

test('the timestamp is the board’s running time in the unit asked for: seconds with two decimals, or milliseconds', async () => {
  const seconds = await logged(
    'import log\nfrom microbit import sleep, running_time\nsleep(1234)\nt = running_time()\nlog.add(n=1)\nprint(t)\n',
  );
  const ms = Number(seconds.output[0]);
  assert.equal(seconds.csv, `Time (seconds),n\n${(Math.floor(ms / 10) / 100).toFixed(2)},1\n`);
  const millis = await logged(
    'import log\nfrom microbit import sleep, running_time\nlog.set_labels("n", timestamp=log.MILLISECONDS)\nsleep(500)\nt = running_time()\nlog.add(n=2)\nprint(t)\n',
  );
  assert.equal(millis.csv, `Time (milliseconds),n\n${millis.output[0]},2\n`);
});

test('with mirroring on, every heading line and row is also printed on the serial line', async () => {
  const run = await logged(
    'import log\nlog.set_mirroring(True)\nlog.set_labels("a", "b", timestamp=None)\nlog.add(a=1, b=2)\nprint("ende")\n',
  );
  assert.deepEqual(run.output, ['a,b', '1,2', 'ende']);
});

test('a full log refuses the row that does not fit with OSError ENOSPC; what fitted stays', async () => {
  const run = await logged(
    'import log\nlog.set_labels("x", timestamp=None)\nrow = "a" * 99\nn = 0\ntry:\n    while True:\n        log.add(x=row)\n        n += 1\nexcept OSError as e:\n    print(n, e)\n',
  );
  // The heading line "x\n" (2 bytes), then rows of 100 bytes each.
  const rows = Math.floor((LOG_CAPACITY_BYTES - 2) / 100);
  assert.deepEqual(run.output, [`${rows} [Errno 28] ENOSPC`]);
  assert.equal(run.full, true);
  assert.equal(run.csv.length, 2 + rows * 100);
});

test('the log as a table: the last heading line, every row filled up to it', async () => {
  const run = await logged(
    'import log\nlog.set_labels("a", timestamp=None)\nlog.add(a=1)\nlog.add(a=2, b=3.5)\n',
  );
  assert.deepEqual(run.contents, {
    csv: 'a\n1\na,b\n2,3.5\n',
    headings: ['a', 'b'],
    rows: [
      ['1', ''],
      ['2', '3.5'],
    ],
    full: false,
  });
  assert.equal((await logged('print(1)\n')).contents, null);
});
