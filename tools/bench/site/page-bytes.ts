// Bytes a visitor downloads (as sent, i.e. gzip where the server compresses) for one page:
// the first load until hydration, then whatever idle-time prefetching adds.
import type { Browser, Request } from 'playwright-core';

export type PageBytes = {
  firstLoad: { html: number; js: number; css: number; total: number; requests: number };
  /** The part every page shares: runtime, main bundle and stylesheet. */
  framework: number;
  prefetch: { bytes: number; requests: number };
};

const KINDS = { document: 'html', script: 'js', stylesheet: 'css' } as const;
const FRAMEWORK = /\/assets\/(js\/(runtime~main|main)\.|css\/styles\.)/;

async function transferSize(request: Request): Promise<number> {
  const sizes = await request.sizes();
  // Negative when the body came from the memory cache.
  return Math.max(0, sizes.responseBodySize);
}

/** Loads `url` in a fresh context, waits for hydration and `idleMs` of idle-time prefetching. */
export async function measurePageBytes(
  browser: Browser,
  url: string,
  idleMs = 4000,
): Promise<PageBytes> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('requestfinished', (request) => requests.push(request));
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  await page.waitForTimeout(idleMs);

  const result: PageBytes = {
    firstLoad: { html: 0, js: 0, css: 0, total: 0, requests: 0 },
    framework: 0,
    prefetch: { bytes: 0, requests: 0 },
  };
  for (const request of requests) {
    const bytes = await transferSize(request);
    const kind = KINDS[request.resourceType() as keyof typeof KINDS];
    if (kind) {
      result.firstLoad[kind] += bytes;
      result.firstLoad.total += bytes;
      result.firstLoad.requests += 1;
      if (FRAMEWORK.test(request.url())) result.framework += bytes;
    } else if (request.resourceType() === 'other' && request.url().endsWith('.js')) {
      // <link rel="prefetch"> requests for the chunks of linked pages.
      result.prefetch.bytes += bytes;
      result.prefetch.requests += 1;
    }
  }
  await context.close();
  return result;
}
