import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { completeLockfile, platformOf } from './complete-lockfile.ts';

describe('platformOf', () => {
  test('reads os, cpu and libc from a native package name', () => {
    assert.deepEqual(platformOf('@swc/core-linux-x64-musl'), {
      os: ['linux'],
      cpu: ['x64'],
      libc: ['musl'],
    });
    assert.deepEqual(platformOf('@swc/core-win32-ia32-msvc'), { os: ['win32'], cpu: ['ia32'] });
  });

  test('returns null for names without a platform', () => {
    assert.equal(platformOf('@swc/counter'), null);
  });
});

describe('completeLockfile', () => {
  test('adds missing platform builds with constraints and keeps existing entries', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/@swc/core': {
          version: '1.0.0',
          optionalDependencies: {
            '@swc/core-darwin-arm64': '1.0.0',
            '@swc/core-linux-x64-gnu': '1.0.0',
          },
        },
        'node_modules/@swc/core-linux-x64-gnu': { version: '1.0.0', optional: true },
      },
    };
    assert.deepEqual(completeLockfile(lock), ['@swc/core-darwin-arm64@1.0.0']);
    assert.deepEqual(lock.packages['node_modules/@swc/core-darwin-arm64'], {
      version: '1.0.0',
      optional: true,
      os: ['darwin'],
      cpu: ['arm64'],
    });
    assert.deepEqual(Object.keys(lock.packages), [
      '',
      'node_modules/@swc/core',
      'node_modules/@swc/core-darwin-arm64',
      'node_modules/@swc/core-linux-x64-gnu',
    ]);
  });
});
