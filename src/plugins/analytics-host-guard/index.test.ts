import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runInNewContext } from 'node:vm';

import { hostGuardScript } from './index.ts';

const options = { trackingId: 'G-TEST123', productionHost: 'example.github.io' };

function flagAfterGuard(hostname: string): unknown {
  const window: Record<string, unknown> = {};
  runInNewContext(hostGuardScript(options), { window, location: { hostname } });
  return window['ga-disable-G-TEST123'];
}

test('analytics stays enabled on the production host', () => {
  assert.equal(flagAfterGuard('example.github.io'), undefined);
});

for (const host of ['localhost', '127.0.0.1', 'someone-else.github.io']) {
  test(`analytics is disabled when served from ${host}`, () => {
    assert.equal(flagAfterGuard(host), true);
  });
}
