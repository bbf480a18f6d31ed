// First load of three pages of an existing build (`npm run build` first): the gzip bytes of
// the JS and CSS their HTML tags name, against the limit.   npm run bench -- first-load
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { BASE_URL } from '../../guide/site.ts';
import {
  FIRST_LOAD_PAGES,
  gzipBytes,
  LIMIT_BYTES,
  REFERENCE_BYTES,
  tagBytes,
} from './site/tag-bytes.ts';

const buildDir = resolve(process.argv[2] ?? 'build');
const fileOf = (sitePath: string) => join(buildDir, sitePath.slice(BASE_URL.length));

let failed = false;
console.log(
  `JS+CSS in the tags (gzip), ${buildDir}; limit ${LIMIT_BYTES} B = 0.75 × ${REFERENCE_BYTES} B`,
);
for (const page of FIRST_LOAD_PAGES) {
  const html = readFileSync(join(buildDir, page, 'index.html'), 'utf8');
  const { total, files } = await tagBytes(html, async (path) =>
    gzipBytes(readFileSync(fileOf(path))),
  );
  const ratio = (total / REFERENCE_BYTES).toFixed(3);
  console.log(
    `  ${page}: ${total} B (${ratio}×) ${files.map((f) => `${f.path.split('/').pop()} ${f.bytes}`).join(', ')}`,
  );
  if (total > LIMIT_BYTES) failed = true;
}
process.exit(failed ? 1 : 0);
