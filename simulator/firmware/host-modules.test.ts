import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dispatchMarker, hostModuleSource, parsePythonRepr } from './host-modules.ts';

test("MicroPython's repr of a tuple of scalars reads back as the values", () => {
  assert.deepEqual(parsePythonRepr(`(3, 'it\\'s', "a\\nb", -1.5e-07, None, True, inf)`), [
    3,
    "it's",
    'a\nb',
    -1.5e-7,
    null,
    true,
    Infinity,
  ]);
  assert.deepEqual(parsePythonRepr('(7,)'), [7]);
  assert.deepEqual(parsePythonRepr("('\\x1e\\\\',)"), ['\x1e\\']);
});

test('a repr with something left over is refused', () => {
  assert.throws(() => parsePythonRepr('(1, 2) x'), /cannot read Python repr/);
});

test('a host module becomes Python that prints one marker line per call', () => {
  const source = hostModuleSource('_simcheck', { calibration: () => undefined, count: 3 });
  assert.match(
    source,
    /def calibration\(\*a\):\n {4}print\('\\x1e_simcheck\.calibration', repr\(a\)\)/,
  );
  assert.doesNotMatch(source, /count/);
});

test('a marker line calls the JS function it names with the arguments', () => {
  const calls: unknown[][] = [];
  const modules = { _simclaim: { value: (...a: unknown[]) => calls.push(a) } };
  assert.equal(dispatchMarker(`_simclaim.value (4, '30', '30', 30)`, modules), true);
  assert.deepEqual(calls, [[4, '30', '30', 30]]);
  assert.equal(dispatchMarker('_simclaim.nothing ()', modules), false);
});
