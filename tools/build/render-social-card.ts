// Renders tools/build/social-card.svg to static/img/social-card.png (1200×630, the size
// Open Graph and Twitter cards expect). Run after changing the SVG and commit the PNG:
//   npx tsx tools/build/render-social-card.ts
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { launchBrowser } from '../browser/chromium.ts';

const here = dirname(fileURLToPath(import.meta.url));
const svg = readFileSync(join(here, 'social-card.svg'), 'utf8');
const target = resolve(here, '../../static/img/social-card.png');

const { browser, close } = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(`<body style="margin:0">${svg}</body>`);
  await page.screenshot({ path: target, clip: { x: 0, y: 0, width: 1200, height: 630 } });
  console.log(`Wrote ${target}`);
} finally {
  await close();
}
