// The first load of every page: the JS and CSS its HTML tags name, as the server sends them
// (gzip), stays within what the site has reached on its way to three quarters of the reference
// (issue 19; `npm run bench -- first-load` reports both). A byte count, not a time.
import assert from 'node:assert/strict';
import { get } from 'node:http';
import { describe, test } from 'node:test';

import { FIRST_LOAD_PAGES, REACHED_BYTES, tagBytes } from '../../tools/bench/site/tag-bytes.ts';
import { useSiteInBrowser } from '../support/harness.ts';

const harness = useSiteInBrowser();

/** The body as sent: gzip bytes when the server compresses, which a static host does. */
function sentBytes(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(Buffer.concat(chunks))
          : reject(new Error(`${url}: ${response.statusCode}`)),
      );
    }).on('error', reject);
  });
}

describe('first load', () => {
  for (const page of FIRST_LOAD_PAGES) {
    test(`${page}: JS+CSS in the tags within ${REACHED_BYTES} B gzip`, async () => {
      const html = await (await fetch(harness.site().url(page))).text();
      const origin = new URL(harness.site().origin).origin;
      const { total, files } = await tagBytes(
        html,
        async (path) => (await sentBytes(`${origin}${path}`)).length,
      );
      assert.ok(files.length >= 3, `${page} names ${files.length} files`);
      assert.ok(
        total <= REACHED_BYTES,
        `${page}: ${total} B (${files.map((f) => `${f.path} ${f.bytes}`).join(', ')})`,
      );
    });
  }
});
