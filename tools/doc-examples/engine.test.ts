import assert from 'node:assert/strict';
import { test } from 'node:test';
import { engineFromEnv, takeEngineArgument } from './engine.ts';

test('the firmware is the default; MAQUEEN_ENGINE=micropython picks the old engine', () => {
  assert.equal(engineFromEnv({}), 'firmware');
  assert.equal(engineFromEnv({ MAQUEEN_ENGINE: 'micropython' }), 'micropython');
  assert.throws(() => engineFromEnv({ MAQUEEN_ENGINE: 'cpython' }), /known engines are/);
});

test('--engine is taken out of the arguments in both spellings', () => {
  assert.deepEqual(takeEngineArgument(['2.0.2', '--engine', 'firmware', '--no-exercises']), {
    rest: ['2.0.2', '--no-exercises'],
    engine: 'firmware',
  });
  assert.deepEqual(takeEngineArgument(['--engine=micropython']), {
    rest: [],
    engine: 'micropython',
  });
  assert.deepEqual(takeEngineArgument(['next']), { rest: ['next'], engine: null });
});
