import assert from 'node:assert/strict';
import { test } from 'node:test';
import { namesBoundBy } from './programNames.ts';

const CASES: [string, string[]][] = [
  ['abstand = ultrasonic()', ['abstand']],
  ['links, rechts = 1, 2\nzahl += 1\nx//=2', ['links', 'rechts', 'zahl', 'x']],
  ['for i in range(3):\n    pass\nfor (a, b) in paare: pass', ['i', 'a', 'b']],
  ['def f():\n    global zaehler, stand\n    zaehler = 1', ['zaehler', 'stand']],
  ['try:\n    pass\nexcept OSError as fehler:\n    pass', ['fehler']],
  ["if a == 3:\n    print(a)\nmotor_run(Motor.ALL, 'cw', 100)  # x = 1", []],
  ['from microbit import *\nfrom maqueen import *\ndisplay.show(1)', []],
];

for (const [code, names] of CASES) {
  test(`${JSON.stringify(code)} binds ${names.join(', ') || 'nothing'}`, () => {
    assert.deepEqual([...namesBoundBy(code)].sort(), [...names].sort());
  });
}
