// One served build and one Chromium per test file, started before its first test.
import { after, before } from 'node:test';

import type { Browser } from 'playwright-core';

import { launchBrowser, type TestBrowser } from '../../tools/browser/chromium.ts';
import { serveBuild, type ServedSite } from '../../tools/serve/serve-build.ts';

export type Harness = { site: () => ServedSite; browser: () => Browser };

export function useSiteInBrowser(): Harness {
  let site: ServedSite | undefined;
  let chromium: TestBrowser | undefined;
  before(async () => {
    site = await serveBuild();
    chromium = await launchBrowser();
  });
  after(async () => {
    await chromium?.close();
    await site?.close();
  });
  return {
    site: () => {
      if (!site) throw new Error('The site is not served yet.');
      return site;
    },
    browser: () => {
      if (!chromium) throw new Error('The browser is not started yet.');
      return chromium.browser;
    },
  };
}
