import assert from 'node:assert/strict';
import { test } from 'node:test';

import { BOARD_MODULES, MISSING_METHODS, MISSING_MODULE_ATTRIBUTES } from './language.ts';
import { REFUSAL_CASES } from './refuse.cases.ts';
import { boardFindings, boardRefusal, formatInstead } from './refuse.ts';
import { tokenize } from './tokenize.ts';

test('the table has at least 30 programs, each backed by a source', () => {
  assert.ok(REFUSAL_CASES.length >= 30, `${REFUSAL_CASES.length} cases`);
  for (const c of REFUSAL_CASES) assert.match(c.source, /\S/, c.name);
});

for (const c of REFUSAL_CASES) {
  test(`board: ${c.name}`, () => {
    const refusal = boardRefusal(c.code);
    if (c.expect === null) {
      assert.equal(refusal, null, `refused: ${JSON.stringify(refusal)}`);
      return;
    }
    assert.ok(refusal, 'not refused');
    assert.deepEqual(
      { type: refusal.type, message: refusal.message, line: refusal.line },
      c.expect,
    );
    assert.equal(refusal.phase, refusal.type === 'SyntaxError' ? 'compile' : 'run');
    assert.match(refusal.german, /micro:bit/);
  });
}

test('the German text says the micro:bit lacks it and what to write instead', () => {
  assert.equal(
    boardRefusal('x = 1\nprint(f"wert {x}")')?.german,
    'Der micro:bit kennt keine f-Strings. Schreib stattdessen "wert {}".format(x).',
  );
  assert.match(boardRefusal('import math\nmath.factorial(4)')?.german ?? '', /for i in range/);
  assert.match(boardRefusal("'a'.center(5)")?.german ?? '', /^Der micro:bit kennt die Methode/);
});

test('f-strings are rewritten with format()', () => {
  const rewrite = (code: string) => formatInstead(tokenize(code)[0]);
  assert.equal(rewrite('f"{a} und {b:.1f} cm"'), '"{} und {:.1f} cm".format(a, b)');
  assert.equal(rewrite("f'{{roh}} {d[1]!r}'"), "'{{roh}} {!r}'.format(d[1])");
  assert.equal(rewrite('rf"\\d{x}"'), 'r"\\d{}".format(x)');
  assert.equal(rewrite('f"""ohne"""'), '"""ohne"""');
  assert.equal(rewrite('f"{x=}"'), null);
});

test('files beside the program may be imported; the default is the guide library', () => {
  assert.equal(boardRefusal('import maqueen'), null);
  assert.equal(boardRefusal('import helfer', { files: ['helfer'] }), null);
  assert.equal(boardRefusal('import maqueen', { files: [] })?.message, "no module named 'maqueen'");
});

test('every finding, by line, for the lint', () => {
  const code = ['import json', 'print(f"{x}")', '"a".center(3)', 'import math', 'math.tau'].join(
    '\n',
  );
  assert.deepEqual(
    boardFindings(code).map((f) => `${f.line} ${f.type} ${f.what}`),
    [
      '1 ImportError module json',
      '2 SyntaxError f-strings',
      '3 AttributeError str.center()',
      '5 AttributeError math.tau',
    ],
  );
});

test('the description: modules the simulator lacks are still board modules', () => {
  for (const name of ['music', 'radio', 'speech', 'audio', 'power', 'log', 'neopixel', 'time']) {
    assert.ok(BOARD_MODULES[name], name);
  }
  for (const name of ['json', 're', 'asyncio', 'js', 'uos', 'io']) {
    assert.equal(BOARD_MODULES[name], undefined, name);
  }
  assert.ok(MISSING_MODULE_ATTRIBUTES.math.names.factorial !== undefined);
  assert.ok(MISSING_METHODS.center.inSimulator);
  assert.ok(!MISSING_METHODS.zfill.inSimulator);
});

test('the tokenizer skips strings and comments and keeps line numbers', () => {
  const tokens = tokenize('a = """x\n# y\n"""  # f"z"\nb = (1,\n  2.5)\n');
  assert.deepEqual(
    tokens.map((t) => `${t.line}:${t.kind}:${t.kind === 'newline' ? '' : t.text}`),
    [
      '1:name:a',
      '1:op:=',
      '1:string:"""x\n# y\n"""',
      '3:newline:',
      '4:name:b',
      '4:op:=',
      '4:op:(',
      '4:number:1',
      '4:op:,',
      '5:number:2.5',
      '5:op:)',
      '5:newline:',
    ],
  );
});
