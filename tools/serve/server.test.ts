import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';

import { resolveRequest } from './server.ts';

const BASE = '/maqueen-plus-v2-mpy/';
const root = mkdtempSync(join(tmpdir(), 'serve-test-'));
mkdirSync(join(root, 'docs/2.0.1/api/motor'), { recursive: true });
mkdirSync(join(root, 'markdown-page'), { recursive: true });
writeFileSync(join(root, 'index.html'), 'home');
writeFileSync(join(root, 'docs/2.0.1/index.html'), 'v201');
writeFileSync(join(root, 'docs/2.0.1/api/motor/index.html'), 'motor');
writeFileSync(join(root, 'markdown-page/index.html'), 'md');

describe('resolveRequest', () => {
  test('serves version folders whose names contain dots', () => {
    assert.deepEqual(resolveRequest(root, BASE, `${BASE}docs/2.0.1`), {
      kind: 'file',
      path: join(root, 'docs/2.0.1/index.html'),
    });
  });

  test('redirects .html and /index.html paths to the route without that ending', () => {
    assert.deepEqual(resolveRequest(root, BASE, `${BASE}markdown-page.html`), {
      kind: 'redirect',
      location: `${BASE}markdown-page`,
    });
    assert.deepEqual(resolveRequest(root, BASE, `${BASE}docs/2.0.1/api/motor.html`), {
      kind: 'redirect',
      location: `${BASE}docs/2.0.1/api/motor`,
    });
  });

  test('redirects a route requested through its own index.html to the route', () => {
    assert.deepEqual(resolveRequest(root, BASE, `${BASE}docs/2.0.1/api/motor/index.html`), {
      kind: 'redirect',
      location: `${BASE}docs/2.0.1/api/motor`,
    });
    assert.deepEqual(resolveRequest(root, BASE, `${BASE}index.html`), {
      kind: 'redirect',
      location: BASE,
    });
  });

  test('redirects the bare host and the base path without slash to the base path', () => {
    assert.deepEqual(resolveRequest(root, BASE, '/'), { kind: 'redirect', location: BASE });
    assert.deepEqual(resolveRequest(root, BASE, BASE.slice(0, -1)), {
      kind: 'redirect',
      location: BASE,
    });
  });

  test('answers unknown paths, paths outside the base and traversal with not found', () => {
    assert.deepEqual(resolveRequest(root, BASE, `${BASE}gibt-es-nicht`), { kind: 'notFound' });
    assert.deepEqual(resolveRequest(root, BASE, '/elsewhere/index.html'), { kind: 'notFound' });
    assert.deepEqual(resolveRequest(root, BASE, `${BASE}..%2F..%2Fetc%2Fpasswd`), {
      kind: 'notFound',
    });
  });
});
