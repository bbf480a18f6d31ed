import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gunzipSync } from 'node:zlib';

import { createStaticServer } from './server.ts';

const BASE = '/maqueen-plus-v2-mpy/';
const LONG_TEXT = 'Motor links, Motor rechts. '.repeat(200);

const FILES: Record<string, string> = {
  'index.html': 'home',
  '404.html': 'Seite nicht gefunden',
  'docs/2.0.1/index.html': 'v201',
  'docs/2.0.1/api/motor/index.html': 'motor',
  'markdown-page/index.html': 'md',
  'assets/js/main.0123abcd.js': LONG_TEXT,
  'lib/maqueen.py': '# Geschwindigkeit in Prozent\n',
  'img/logo.png': 'not really a png',
};

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

let port = 0;

/** One raw HTTP exchange: no redirects followed, nothing decompressed. */
function ask(path: string, options: { method?: string; gzip?: boolean } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.gzip ? { 'Accept-Encoding': 'gzip, deflate, br' } : {},
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the static server', () => {
  const root = mkdtempSync(join(tmpdir(), 'serve-test-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const server = createStaticServer({ root, baseUrl: BASE });
  before(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  after(() => new Promise<void>((done) => server.close(() => done())));

  test('serves version folders whose names contain dots', async () => {
    for (const path of [`${BASE}docs/2.0.1`, `${BASE}docs/2.0.1/`]) {
      const answer = await ask(path);
      assert.equal(answer.status, 200, path);
      assert.equal(answer.body.toString(), 'v201', path);
    }
  });

  test('redirects .html paths to the route without that ending, keeping the query', async () => {
    const cases: [from: string, to: string][] = [
      [`${BASE}markdown-page.html`, `${BASE}markdown-page`],
      [`${BASE}docs/2.0.1/api/motor.html?von=test`, `${BASE}docs/2.0.1/api/motor?von=test`],
    ];
    for (const [from, to] of cases) {
      const answer = await ask(from);
      assert.equal(answer.status, 301, from);
      assert.equal(answer.headers.location, to);
    }
  });

  test('redirects a route requested through its own index.html to the route', async () => {
    const cases: [from: string, to: string][] = [
      [`${BASE}docs/2.0.1/api/motor/index.html`, `${BASE}docs/2.0.1/api/motor`],
      [`${BASE}index.html`, BASE],
    ];
    for (const [from, to] of cases) {
      const answer = await ask(from);
      assert.equal(answer.status, 301, from);
      assert.equal(answer.headers.location, to);
    }
  });

  test('redirects the bare host and the base path without slash to the base path', async () => {
    for (const path of ['/', BASE.slice(0, -1)]) {
      const answer = await ask(path);
      assert.equal(answer.status, 301, path);
      assert.equal(answer.headers.location, BASE);
    }
  });

  test("answers unknown paths, paths outside the base and traversal with the site's 404 page", async () => {
    for (const path of [
      `${BASE}gibt-es-nicht`,
      '/elsewhere/index.html',
      `${BASE}..%2F..%2Fetc%2Fpasswd`,
      `${BASE}../../etc/passwd`,
    ]) {
      const answer = await ask(path);
      assert.equal(answer.status, 404, path);
      assert.equal(answer.body.toString(), 'Seite nicht gefunden', path);
      assert.match(String(answer.headers['content-type']), /^text\/html/);
    }
  });

  test('gzips text for clients that accept it, and only for them', async () => {
    const path = `${BASE}assets/js/main.0123abcd.js`;
    const compressed = await ask(path, { gzip: true });
    assert.equal(compressed.headers['content-encoding'], 'gzip');
    assert.ok(compressed.body.length < LONG_TEXT.length / 10, `${compressed.body.length} bytes`);
    assert.equal(gunzipSync(compressed.body).toString(), LONG_TEXT);

    const plain = await ask(path);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), LONG_TEXT);

    const notFound = await ask(`${BASE}gibt-es-nicht`, { gzip: true });
    assert.equal(notFound.status, 404);
    assert.equal(gunzipSync(notFound.body).toString(), 'Seite nicht gefunden');

    const image = await ask(`${BASE}img/logo.png`, { gzip: true });
    assert.equal(image.headers['content-encoding'], undefined);
    assert.equal(image.body.toString(), FILES['img/logo.png']);
  });

  test('lets browsers keep hashed assets for good and revalidate everything else', async () => {
    const asset = await ask(`${BASE}assets/js/main.0123abcd.js`);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    const page = await ask(`${BASE}docs/2.0.1/api/motor`);
    assert.equal(page.headers['cache-control'], 'public, max-age=0, must-revalidate');
  });

  test('sends text files with their type and charset, the library as Python', async () => {
    const library = await ask(`${BASE}lib/maqueen.py`);
    assert.equal(library.headers['content-type'], 'text/x-python; charset=utf-8');
    assert.equal(library.body.toString(), FILES['lib/maqueen.py']);
    const script = await ask(`${BASE}assets/js/main.0123abcd.js`);
    assert.equal(script.headers['content-type'], 'text/javascript; charset=utf-8');
    const page = await ask(`${BASE}markdown-page`);
    assert.match(String(page.headers['content-type']), /^text\/html;\s*charset=utf-8$/);
  });

  test('answers HEAD without a body and refuses other methods', async () => {
    const head = await ask(`${BASE}markdown-page`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    const post = await ask(`${BASE}markdown-page`, { method: 'POST' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.allow, 'GET, HEAD');
  });
});
