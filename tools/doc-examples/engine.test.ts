import assert from 'node:assert/strict';
import { test } from 'node:test';
import { engineFromEnv, takeEngineArgument } from './engine.ts';

test('the old engine stays the default; MAQUEEN_ENGINE=firmware picks the firmware', () => {
  assert.equal(engineFromEnv({}), 'micropython');
  assert.equal(engineFromEnv({ MAQUEEN_ENGINE: 'firmware' }), 'firmware');
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
