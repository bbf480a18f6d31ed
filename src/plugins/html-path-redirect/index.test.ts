import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runInNewContext } from 'node:vm';

import { HTML_PATH_REDIRECT_SCRIPT } from './index.ts';

function targetOf(pathname: string, search = '', hash = ''): string | undefined {
  let target: string | undefined;
  const location = { pathname, search, hash, replace: (to: string) => (target = to) };
  runInNewContext(HTML_PATH_REDIRECT_SCRIPT, { location, window: { stop: () => undefined } });
  return target;
}

const cases: [from: string, to: string | undefined][] = [
  ['/maqueen-plus-v2-mpy/markdown-page.html', '/maqueen-plus-v2-mpy/markdown-page'],
  ['/maqueen-plus-v2-mpy/docs/api/motor/index.html', '/maqueen-plus-v2-mpy/docs/api/motor'],
  ['/maqueen-plus-v2-mpy/index.html', '/maqueen-plus-v2-mpy'],
  ['/maqueen-plus-v2-mpy/docs/2.0.1.html', '/maqueen-plus-v2-mpy/docs/2.0.1'],
  ['/maqueen-plus-v2-mpy/docs/api/motor', undefined],
  ['/maqueen-plus-v2-mpy/404.html', undefined],
];

for (const [from, to] of cases) {
  test(`${from} ${to ? `leads to ${to}` : 'stays where it is'}`, () => {
    assert.equal(targetOf(from), to);
  });
}

test('query and hash survive the redirect', () => {
  assert.equal(
    targetOf('/maqueen-plus-v2-mpy/markdown-page.html', '?a=1', '#teil'),
    '/maqueen-plus-v2-mpy/markdown-page?a=1#teil',
  );
});
