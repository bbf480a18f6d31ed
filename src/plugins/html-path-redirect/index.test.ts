import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runInNewContext } from 'node:vm';

import { HTML_PATH_REDIRECT_SCRIPT } from './index.ts';

function targetOf(
  pathname: string,
  { search = '', hash = '', notFoundPage = true } = {},
): string | undefined {
  let target: string | undefined;
  const location = { pathname, search, hash, replace: (to: string) => (target = to) };
  const classes = notFoundPage ? ['plugin-native', 'plugin-id-default'] : ['plugin-docs'];
  const document = {
    documentElement: { classList: { contains: (c: string) => classes.includes(c) } },
  };
  runInNewContext(HTML_PATH_REDIRECT_SCRIPT, {
    location,
    document,
    window: { stop: () => undefined },
  });
  return target;
}

const cases: [from: string, to: string | undefined][] = [
  ['/maqueen-plus-v2-mpy/markdown-page.html', '/maqueen-plus-v2-mpy/markdown-page'],
  ['/maqueen-plus-v2-mpy/docs/api/motor/index.html', '/maqueen-plus-v2-mpy/docs/api/motor'],
  ['/maqueen-plus-v2-mpy/index.html', '/maqueen-plus-v2-mpy'],
  ['/maqueen-plus-v2-mpy/docs/2.0.1.html', '/maqueen-plus-v2-mpy/docs/2.0.1'],
  ['/maqueen-plus-v2-mpy/docs/api/motor', undefined],
];

for (const [from, to] of cases) {
  test(`the 404 page at ${from} ${to ? `leads to ${to}` : 'stays where it is'}`, () => {
    assert.equal(targetOf(from), to);
  });
}

test('a real page asked for through its index.html goes to its route', () => {
  assert.equal(
    targetOf('/maqueen-plus-v2-mpy/docs/api/motor/index.html', { notFoundPage: false }),
    '/maqueen-plus-v2-mpy/docs/api/motor',
  );
});

test('a real page at a .html path that is not index.html stays where it is', () => {
  assert.equal(targetOf('/maqueen-plus-v2-mpy/seite.html', { notFoundPage: false }), undefined);
});

test('query and hash survive the redirect', () => {
  assert.equal(
    targetOf('/maqueen-plus-v2-mpy/markdown-page.html', { search: '?a=1', hash: '#teil' }),
    '/maqueen-plus-v2-mpy/markdown-page?a=1#teil',
  );
});
