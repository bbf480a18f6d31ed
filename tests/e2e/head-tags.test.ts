import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { load } from 'cheerio';

import { useSiteInBrowser } from '../support/harness.ts';
import { LATEST, NEXT_VERSION, OLDEST } from '../support/versions.ts';
import { openContext, visit } from '../support/page.ts';

const harness = useSiteInBrowser();

const SITE_URL = process.env.SITE_URL ?? 'https://maqueen-plus-v2-mpy.github.io';
const ORIGIN = `${SITE_URL}/maqueen-plus-v2-mpy`;

const PAGES = ['/', '/docs/', '/docs/api/motor', '/docs/next/api/', '/markdown-page', '/search'];

async function headOf(path: string) {
  const html = await (await fetch(harness.site().url(path))).text();
  return { $: load(html), html };
}

describe('head data on every page', () => {
  for (const path of PAGES) {
    test(`${path} has canonical, hreflang, Open Graph, Twitter card, description and JSON-LD`, async () => {
      const { $ } = await headOf(path);
      const expectedUrl = ORIGIN + (path === '/' ? '/' : path);
      assert.equal($('link[rel=canonical]').attr('href'), expectedUrl);
      assert.equal($('link[rel=alternate][hreflang=de-DE]').attr('href'), expectedUrl);
      assert.equal($('link[rel=alternate][hreflang=x-default]').attr('href'), expectedUrl);
      assert.equal($('meta[property="og:url"]').attr('content'), expectedUrl);
      assert.ok($('meta[property="og:title"]').attr('content'));
      assert.equal($('meta[name="twitter:card"]').attr('content'), 'summary_large_image');
      assert.equal($('meta[property="og:image"]').attr('content'), `${ORIGIN}/img/social-card.png`);
      assert.equal(
        $('meta[name="twitter:image"]').attr('content'),
        `${ORIGIN}/img/social-card.png`,
      );
      assert.equal($('meta[name=description]').length, 1);
      assert.ok(($('meta[name=description]').attr('content') ?? '').length > 20);
      assert.equal($('html').attr('lang'), 'de-DE');

      const structured = $('script[type="application/ld+json"]')
        .toArray()
        .map((script) => JSON.parse($(script).text()) as Record<string, unknown>);
      const sites = structured.filter((data) => data['@type'] === 'WebSite');
      assert.equal(sites.length, 1, 'one description of the guide');
      const [data] = sites;
      assert.equal(data['@context'], 'https://schema.org');
      assert.equal(data['@type'], 'WebSite');
      assert.equal(data.url, `${ORIGIN}/`);
      assert.equal(data.inLanguage, 'de');
    });
  }

  test('doc pages carry the DocSearch meta tags of their version', async () => {
    for (const [path, version] of [LATEST, NEXT_VERSION, OLDEST].map(
      (v) => [`${v.routeBase}/api/motor`, v.name] as const,
    )) {
      const { $ } = await headOf(path);
      assert.equal($('meta[name="docsearch:language"]').attr('content'), 'de', path);
      assert.equal($('meta[name="docsearch:version"]').attr('content'), version, path);
      assert.equal(
        $('meta[name="docsearch:docusaurus_tag"]').attr('content'),
        `docs-default-${version}`,
        path,
      );
    }
  });

  test('the home page shows the base-URL issue banner only when its assets do not load', async () => {
    const { html } = await headOf('/');
    assert.match(html, /__docusaurus-base-url-issue-banner-container/);
    const context = await openContext(harness.browser());
    const healthy = await visit(context, harness.site().url('/'));
    assert.equal(await healthy.locator('#__docusaurus-base-url-issue-banner').isVisible(), false);
    // A wrong base URL makes every script and stylesheet miss.
    await context.route('**/assets/**', (route) => route.abort());
    const broken = await context.newPage();
    await broken.goto(harness.site().url('/'));
    await broken.locator('#__docusaurus-base-url-issue-banner').waitFor({ state: 'visible' });
    await context.close();
  });

  test('the social card is our PNG of 1200 × 630 pixels', async () => {
    const response = await fetch(harness.site().url('/img/social-card.png'));
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(bytes.readUInt32BE(16), 1200);
    assert.equal(bytes.readUInt32BE(20), 630);
  });
});

describe('analytics', () => {
  test('a build without a measurement id contains no analytics code', async (t) => {
    if (process.env.GTAG_ID) return t.skip('this build was made with GTAG_ID');
    const { html } = await headOf('/docs/api/motor');
    assert.doesNotMatch(html, /googletagmanager|gtag\(|ga-disable/);
    const scripts = [...html.matchAll(/<script[^>]+src="?([^" >]+)/g)].map((match) => match[1]);
    for (const src of scripts) {
      const code = await (await fetch(new URL(src, harness.site().origin))).text();
      assert.doesNotMatch(code, /googletagmanager\.com/, src);
    }
  });
});
