import assert from 'node:assert/strict';
import { test } from 'node:test';

import { errorChain } from './error-chain.ts';

test('an error without cause gives its own message only', () => {
  assert.deepEqual(errorChain(new Error('kaputt')), ['kaputt']);
});

test('causes are listed from the outermost error inwards', () => {
  const root = new Error('Sensor antwortet nicht');
  const middle = new Error('Messung fehlgeschlagen', { cause: root });
  assert.deepEqual(errorChain(new Error('Seite kaputt', { cause: middle })), [
    'Seite kaputt',
    'Messung fehlgeschlagen',
    'Sensor antwortet nicht',
  ]);
});

test('a thrown non-error value is shown as text', () => {
  assert.deepEqual(errorChain('nur Text'), ['nur Text']);
});

test('a cause cycle stops at the limit', () => {
  const a = new Error('a');
  const b = new Error('b', { cause: a });
  a.cause = b;
  assert.equal(errorChain(a, 4).length, 4);
});
