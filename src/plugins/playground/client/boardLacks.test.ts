// Every name the tables say the micro:bit lacks is run on the firmware itself: the board must
// raise its error, and the German the reader sees must name what is missing with its hint.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { runProgram } from '../../../../simulator/firmware/index.ts';
import { loadFirmwareWasm } from '../../../../simulator/firmware/node.ts';
import { parseTraceback } from '../../../../simulator/firmware/session.ts';
import { readFileSync } from 'node:fs';

import {
  BUILTIN_LACKS,
  LACKS_MESSAGES as L,
  METHOD_LACKS,
  MICROBIT_NAMES,
  MODULE_LACKS,
} from './boardLacks.ts';
import { errorSentence, explainFailure } from './errors.ts';
import { germanDefault as t, type Message } from './messages.ts';

const LIBRARY = readFileSync(new URL('../../../../docs/lib/maqueen.py', import.meta.url), 'utf8');

/** The German sentence for what the firmware prints when it runs `program` beside the library. */
async function germanOnBoard(program: string): Promise<string> {
  const { output } = await runProgram(await loadFirmwareWasm(), program);
  const lines = output.trimEnd().split('\n');
  const start = lines.findIndex((line) => line.startsWith('Traceback'));
  assert.ok(start >= 0, `the board ran ${JSON.stringify(program)} without an error: ${output}`);
  const error = explainFailure(parseTraceback(lines.slice(start)), t, program, LIBRARY);
  assert.ok(error);
  return errorSentence(error);
}

const withHint = (sentence: string, hint: Message | null) =>
  hint === null ? sentence : `${sentence} ${t(hint)}`;

const STR_OR_BYTES: Readonly<Record<string, string>> = {
  hex: 'b"ab".hex()',
  fromhex: 'bytes.fromhex("ab")',
};

const cases: [program: string, german: string][] = [
  ...Object.entries(MODULE_LACKS).flatMap(([module, names]) =>
    Object.entries(names).flatMap(([name, hint]): [string, string][] => [
      [
        `import ${module}\n${module}.${name}`,
        withHint(`Zeile 2: AttributeError – ${t(L.moduleName, { module, name })}`, hint),
      ],
      [
        `from ${module} import ${name}`,
        withHint(`Zeile 1: ImportError – ${t(L.importName, { module, name })}`, hint),
      ],
    ]),
  ),
  ...Object.entries(METHOD_LACKS).map(([name, hint]): [string, string] => [
    `x = 1\n${STR_OR_BYTES[name] ?? `"abc".${name}()`}`,
    withHint(`Zeile 2: AttributeError – ${t(L.method, { name })}`, hint),
  ]),
  ...Object.entries(BUILTIN_LACKS).map(([name, hint]): [string, string] => [
    `x = ${name}`,
    withHint(`Zeile 1: NameError – ${t(L.builtin, { name })}`, hint),
  ]),
  // The module behind an alias, a weak link and a star import.
  [
    'import time as uhr\nprint(uhr.localtime())',
    withHint(
      `Zeile 2: AttributeError – ${t(L.moduleName, { module: 'time', name: 'localtime' })}`,
      L.noClock,
    ),
  ],
  [
    'import utime\nstart = utime.time()',
    withHint(
      `Zeile 2: AttributeError – ${t(L.moduleName, { module: 'time', name: 'time' })}`,
      L.noClock,
    ),
  ],
  [
    'from math import *\nprint(factorial(5))',
    withHint(
      `Zeile 2: NameError – ${t(L.importName, { module: 'math', name: 'factorial' })}`,
      L.factorial,
    ),
  ],
  // What the tables do not know keeps the general German.
  [
    'import math\nmath.wurzel(4)',
    'Zeile 2: AttributeError – `math` hat kein `wurzel`. Tippfehler? Schau in der Anleitung nach, wie der Name genau heißt.',
  ],
  [
    'import math\nprint(math.größe)',
    'Zeile 2: AttributeError – `math` hat kein `größe`. Tippfehler? Schau in der Anleitung nach, wie der Name genau heißt.',
  ],
  ['print(fakultaet(3))', 'Zeile 1: NameError – `fakultaet` ist nicht definiert. Tippfehler?'],
  [
    '"abc".großschreiben()',
    'Zeile 1: AttributeError – `str` hat kein `großschreiben`. Tippfehler? Schau in der Anleitung nach, wie der Name genau heißt.',
  ],
  [
    'import os.path',
    `Zeile 1: ImportError – ${t(L.submodule, { name: 'os.path' })} ${t(L.hintSubmodule)}`,
  ],
  ['import js', `Zeile 1: ImportError – Es gibt kein Modul \`js\`. ${t(L.hintJs)}`],
];

// A name of microbit or the library without its import says which import is missing.
cases.push(
  [
    'display.scroll("Hallo")',
    `Zeile 1: NameError – \`display\` ist nicht definiert. ${t(L.fromMicrobit, { name: 'display' })}`,
  ],
  [
    'import microbit\nsleep(100)',
    `Zeile 2: NameError – \`sleep\` ist nicht definiert. ${t(L.fromMicrobit, { name: 'sleep' })}`,
  ],
  [
    'from microbit import *\nmotor_run(Motor.ALL, 100)',
    `Zeile 2: NameError – \`motor_run\` ist nicht definiert. ${t(L.fromMaqueen, { name: 'motor_run' })}`,
  ],
);

test('MICROBIT_NAMES are exactly what `from microbit import *` brings on the board', async () => {
  const { output } = await runProgram(
    await loadFirmwareWasm(),
    'import microbit\nprint(" ".join(n for n in dir(microbit) if not n.startswith("_")))',
  );
  assert.deepEqual(new Set(output.trim().split(' ')), MICROBIT_NAMES);
});

for (const [program, german] of cases) {
  test(`${JSON.stringify(program)} fails on the board as: ${german}`, async () => {
    assert.equal(await germanOnBoard(program), german);
  });
}
