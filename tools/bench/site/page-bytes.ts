// Bytes a visitor downloads (as sent, i.e. gzip where the server compresses) for one page:
// the first load until hydration, then whatever idle-time prefetching adds.
import type { Browser, Request } from 'playwright-core';

export type PageBytes = {
  firstLoad: { html: number; js: number; css: number; total: number; requests: number };
  prefetch: { bytes: number; requests: number };
};

const KINDS = { document: 'html', script: 'js', stylesheet: 'css' } as const;

async function transferSize(request: Request): Promise<number> {
  const sizes = await request.sizes();
  return sizes.responseBodySize;
}

export async function measurePageBytes(
  browser: Browser,
  url: string,
  idleMs = 4000,
): Promise<PageBytes> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const requests: { request: Request; afterHydration: boolean }[] = [];
  let hydrated = false;
  page.on('requestfinished', (request) => requests.push({ request, afterHydration: hydrated }));
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  hydrated = true;
  await page.waitForTimeout(idleMs);

  const firstLoad = { html: 0, js: 0, css: 0, total: 0, requests: 0 };
  const prefetch = { bytes: 0, requests: 0 };
  for (const { request, afterHydration } of requests) {
    const bytes = await transferSize(request);
    const kind = KINDS[request.resourceType() as keyof typeof KINDS];
    if (!afterHydration && kind) {
      firstLoad[kind] += bytes;
      firstLoad.total += bytes;
      firstLoad.requests += 1;
    } else if (afterHydration) {
      prefetch.bytes += bytes;
      prefetch.requests += 1;
    }
  }
  await context.close();
  return { firstLoad, prefetch };
}
