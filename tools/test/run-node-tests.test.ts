import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

test('refuses to run without any test folder', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/test/run-node-tests.ts'], {
    encoding: 'utf8',
  });
  assert.equal(run.status, 2);
  assert.match(run.stderr, /Usage/);
});
