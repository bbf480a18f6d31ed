// The firmware (MicroPython 1.18 + micro:bit 2.1.2, our WebAssembly build) runs programs as the
// board does: rows "program → what the board prints", each with the source that says so.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { runProgram, type RunOptions, type RunResult } from './index.ts';
import { loadFirmwareWasm } from './node.ts';

const MAQUEEN = readFileSync(new URL('../../docs/lib/maqueen.py', import.meta.url), 'utf8');

async function run(code: string, options: RunOptions = {}): Promise<RunResult> {
  return runProgram(await loadFirmwareWasm(), code, { maxPolls: 200_000, ...options });
}

interface Row {
  name: string;
  code: string;
  /** The serial output, exactly (a string), or what it must match. */
  prints: string | RegExp;
  /** Where the board's behaviour is written down: firmware or MicroPython 1.18, file and line. */
  source: string;
  options?: RunOptions;
}

const ROWS: Row[] = [
  {
    name: '32-bit floats printed with 7 digits',
    code: 'print(1/3)\nprint(99.0)',
    prints: '0.3333333\n99.00001\n',
    source:
      'codal_port/mpconfigport.h:59 MICROPY_FLOAT_IMPL_FLOAT; MicroPython v1.18 py/formatfloat.c:51-65 (the float formatter)',
  },
  {
    name: "int('abc') in 1.18's words",
    code: 'int("abc")',
    prints:
      'Traceback (most recent call last):\n  File "main.py", line 1, in <module>\n' +
      'ValueError: invalid syntax for integer with base 10\n',
    source: 'MicroPython v1.18 py/parsenum.c:154 ("invalid syntax for integer with base %d")',
  },
  {
    name: 'os.uname() names the firmware',
    code: 'import os\nu = os.uname()\nprint(u.sysname, u.release, u.machine)',
    prints: 'microbit 2.1.2 micro:bit with nRF52833\n',
    source: 'codal_port/modos.c:43-58 (uname), mpconfigport.h:121-124 (2.1.2, nRF52833)',
  },
  {
    name: 'os.size() of a written file',
    code: 'import os\nwith open("f.txt", "w") as f:\n    f.write("hello")\nprint(os.size("f.txt"), os.listdir())',
    prints: "5 ['main.py', 'f.txt']\n",
    source: 'codal_port/modos.c:70-89 (size, listdir); codal_port/microbitfs.c',
  },
  {
    name: 'no append mode on the board',
    code: 'open("f.txt", "a")',
    prints: /ValueError: illegal mode\n$/,
    source: 'codal_port/microbitfs.c:688 (only r, w, b, t: "illegal mode")',
  },
  {
    name: 'files are not iterable',
    code: 'with open("f.txt", "w") as f:\n    f.write("a\\nb\\n")\nfor line in open("f.txt"):\n    print(line)',
    prints: /TypeError: 'TextIO' object isn't iterable\n$/,
    source: 'codal_port/microbitfs.c:636-641 (the TextIO type has no getiter)',
  },
  {
    name: 'a full file system (24 KB of flash) raises ENOSPC',
    code: 'with open("big", "w") as f:\n    for i in range(400):\n        f.write("x" * 100)',
    prints: /\nOSError: \[Errno 28\] ENOSPC\n$/,
    source: 'codal_port/microbitfs.c:406 (write: no free chunk); codal_port/filesystem.ld (24 KB)',
  },
  {
    name: 'I2C on the bare board (no robot, see board-hal.ts): ENODEV',
    code: 'from microbit import *\ni2c.read(0x10, 1)',
    prints: /\nOSError: \[Errno 19\] ENODEV\n$/,
    source: 'codal_port/microbit_i2c.c:99-102 (any error is ENODEV)',
  },
  {
    name: 'from microbit import * and display.scroll',
    code: 'from microbit import *\ndisplay.scroll("Hi")\nprint("done")',
    prints: 'done\n',
    source: 'codal_port/microbit_display.c:101-120 (scroll waits for the animation by default)',
  },
  {
    name: 'sleep(1000) moves the simulated clock by 1000 ms',
    code: 'from microbit import *\nt = running_time()\nsleep(1000)\nprint(running_time() - t)',
    prints: '1000\n',
    source: 'codal_port/modmicrobit.c:42-54 (sleep → mp_hal_delay_ms), codal_port/mphalport.c:39',
  },
  {
    name: 'an endless loop ends with KeyboardInterrupt from the host',
    code: 'while True:\n    pass',
    prints:
      'Traceback (most recent call last):\n  File "main.py", line 2, in <module>\nKeyboardInterrupt: \n',
    source:
      'codal_port/mpconfigport.h:54 MICROPY_KBD_EXCEPTION; codal_port/main.c:180-181 (printed, not shown)',
    options: { maxPolls: 1000 },
  },
  {
    name: 'import maqueen (the guide’s library) compiles and runs its top level',
    code: 'import maqueen\nprint("ok")',
    prints: 'ok\n',
    source: 'docs/lib/maqueen.py; codal_port/microbitfs.c (24 KB file system holds its 17 KB)',
    options: { files: { 'maqueen.py': MAQUEEN } },
  },
  {
    name: 'button presses counted on the simulated clock',
    code: 'from microbit import *\nsleep(500)\nprint(button_a.was_pressed(), button_a.get_presses(), button_b.was_pressed())',
    prints: 'True 2 False\n',
    source: 'codal_port/microbit_button.c:43-55 (get_presses, was_pressed)',
    options: {
      presses: [
        { button: 0, atUs: 100_000, holdUs: 50_000 },
        { button: 0, atUs: 300_000, holdUs: 50_000 },
      ],
    },
  },
];

test('every row names its source', () => {
  for (const row of ROWS) assert.match(row.source, /\.(c|h|py)\b/, row.name);
});

for (const row of ROWS) {
  test(`firmware: ${row.name}`, async () => {
    const r = await run(row.code, row.options);
    if (typeof row.prints === 'string') assert.equal(r.output, row.prints);
    else assert.match(r.output, row.prints);
  });
}

test('sleep returns after simulated time only', async () => {
  const r = await run('from microbit import *\nsleep(1000)\nprint(running_time())');
  assert.equal(r.stop, 'finished');
  assert.ok(r.timeUs >= 1_000_000 && r.timeUs < 1_010_000, `${r.timeUs}`);
});

test('the host interrupt is reported', async () => {
  const r = await run('while True:\n    pass', { maxPolls: 1000 });
  assert.equal(r.stop, 'interrupted');
});

test('display pixels reach the host', async () => {
  const r = await run('from microbit import *\ndisplay.show(Image.HEART)\nsleep(10)');
  // Image.HEART's top row is 0 9 0 9 0 (codal_port/microbit_constimage.c).
  assert.deepEqual([...r.display.subarray(0, 5)], [0, 9, 0, 9, 0]);
});

test('a radio packet sent by the program reaches the host', async () => {
  const r = await run('import radio\nradio.on()\nradio.send("hi")');
  // codal_port/modradio.c:201: send(str) prefixes 01 00 01.
  assert.deepEqual(
    r.radioSent.map((p) => [...p]),
    [[1, 0, 1, 104, 105]],
  );
});
