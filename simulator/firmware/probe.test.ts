// The program probe (hal/hal_trace.c): main.py's running line, its lines one by one, its
// variables; and none of it changes what the board prints.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ProgramProbe } from '../runtime/session.ts';
import { SimulatedBoard, startFirmware, type FirmwareHal } from './index.ts';
import { loadFirmwareWasm } from './node.ts';

/** A library beside main.py: its lines must never count as the program's. */
const HELPER = 'from microbit import sleep\ndef warte(ms):\n    x = ms\n    sleep(x)\n';

interface Watched {
  output: string;
  /** What the probe said at each idle (the board sleeping), in order. */
  atIdle: { line: number; names: string }[];
  traced: number[];
}

/** Runs `program` (with helper.py beside it), asking the probe at every idle. */
async function watch(
  program: string,
  options: { follow?: boolean; ask?: boolean } = {},
): Promise<Watched> {
  const board = new SimulatedBoard({ maxPolls: 100_000 });
  const base = board.hal();
  const atIdle: Watched['atIdle'] = [];
  const traced: number[] = [];
  let probe: ProgramProbe | null = null;
  const hal: FirmwareHal = {
    ...base,
    traceLine: (line) => traced.push(line),
    idle: () => {
      base.idle();
      if (probe && options.ask !== false && atIdle.length < 200) {
        const names = probe
          .variables()
          .map(({ scope, name, value }) => `${scope[0]}:${name}=${value}`)
          .join('; ');
        atIdle.push({ line: probe.line(), names });
      }
    },
  };
  const fw = await startFirmware(await loadFirmwareWasm(), hal);
  await fw.writeFile('helper.py', HELPER);
  await fw.writeFile('main.py', program);
  probe = fw.probe;
  probe.followLines(options.follow ?? false);
  await fw.runMain();
  return { output: board.output, atIdle, traced };
}

const PROGRAM = [
  'from helper import warte', // 1
  'zahl = 3', // 2
  'class Punkt:', // 3
  '    pass', // 4
  'p = Punkt()', // 5
  'def rechne(a, b=2.5):', // 6
  '    summe = a + b', // 7
  '    def innen():', // 8
  '        return summe', // 9
  '    warte(1)', // 10
  '    return innen', // 11
  'for i in range(2):', // 12
  '    rechne(i)', // 13
  '    warte(1)', // 14
  "print('fertig', zahl)", // 15
].join('\n');

test('the running line is the line of main.py that called into the library', async () => {
  const { atIdle, output } = await watch(PROGRAM);
  assert.equal(output, 'fertig 3\n');
  const lines = [...new Set(atIdle.map(({ line }) => line))];
  assert.deepEqual(lines, [10, 14]);
});

test("the variables are the current function's locals and the globals that hold data", async () => {
  const { atIdle } = await watch(PROGRAM);
  const inFunction = atIdle.find(({ line }) => line === 10)!;
  // The closure's cell shows its value; the inner function and the class are no data.
  assert.equal(
    inFunction.names
      .split('; ')
      .filter((n) => n.startsWith('l:'))
      .join('; '),
    'l:a=0; l:b=2.5; l:summe=2.5',
  );
  const globals = inFunction.names.split('; ').filter((n) => n.startsWith('g:'));
  assert.deepEqual(globals.sort(), ['g:i=0', 'g:p=<Punkt object>', 'g:zahl=3']);
  const atTop = atIdle.find(({ line }) => line === 14)!;
  assert.ok(!atTop.names.includes('l:'), atTop.names);
});

test('followed line by line, main.py reports each line where it starts and at each pass of a loop, never a line of the library', async () => {
  const { traced } = await watch(PROGRAM, { follow: true });
  // Not 3 again after the class body, nor 13 after the call returns (as CPython's tracing);
  // the loop's head again for its second pass.
  assert.deepEqual(
    traced,
    [1, 2, 3, 4, 5, 6, 12, 13, 7, 8, 10, 11, 14, 12, 13, 7, 8, 10, 11, 14, 15],
  );
});

test('a value too long is cut, one that needs memory to print shows as …', async () => {
  const { atIdle } = await watch(
    "from helper import warte\nlang = 'x' * 100\ngross = 2 ** 100\nwarte(1)",
  );
  const names = atIdle[0]!.names;
  assert.match(names, new RegExp(`g:lang='${'x'.repeat(59)};`));
  assert.match(names, /g:gross=(…|1267650600228229401496703205376)/);
});

test('following lines and reading variables change nothing the program prints', async () => {
  const program =
    'import gc\nfrom helper import warte\nwerte = [1, 2]\nfor i in range(3):\n    warte(1)\n    gc.collect()\n    print(gc.mem_free(), werte)';
  const probed = await watch(program, { follow: true });
  const untouched = await watch(program, { ask: false });
  assert.match(untouched.output, /^\d+ \[1, 2\]\n/);
  assert.equal(probed.output, untouched.output);
  assert.ok(probed.atIdle.length > 0 && probed.traced.length > 0);
});

test('deep recursion while following lines ends as without: the same RuntimeError, the line still known', async () => {
  const program =
    'from helper import warte\ndef tief(n):\n    warte(1)\n    return tief(n + 1)\ntief(0)';
  const followed = await watch(program, { follow: true });
  const plain = await watch(program, { ask: false });
  assert.match(plain.output, /RuntimeError: maximum recursion depth exceeded/);
  assert.equal(followed.output, plain.output);
  // Then the error scrolls over the display, after main.py: no line.
  assert.deepEqual([...new Set(followed.atIdle.map(({ line }) => line))], [3, 0]);
  assert.deepEqual(followed.traced.slice(0, 6), [1, 2, 5, 3, 4, 3]);
});

test('the probe costs the C stack nothing: RuntimeError comes at the depth it came at before the probe (30 calls)', async () => {
  const { output } = await watch(
    'n = 0\ndef f():\n    global n\n    n += 1\n    f()\ntry:\n    f()\nexcept RuntimeError:\n    print(n)',
    { ask: false },
  );
  assert.equal(output, '30\n');
});
