// "JS+CSS in the tags": what a page's HTML itself makes the browser load before it can run:
// its `<script src>` and `<link rel="stylesheet">` files, gzip as a static host sends them.
// Chunks the runtime loads later (the route's, the search's, the player's) are not counted.
import { gzipSync } from 'node:zlib';

import { load } from 'cheerio';

/** The reference issue 19 measures against; every page must get to three quarters of it. */
export const REFERENCE_BYTES = 181_933;
export const LIMIT_BYTES = 136_450;
/**
 * What every page has reached so far (135,786 B = 0.746×, from 159,844 B): the browser test holds
 * the first load at most here so it cannot grow back; the bench reports it against LIMIT_BYTES.
 * Raised from 136,000 once: the start pages' folded parts (`<details>`) give five routes one
 * more chunk each in the route registry of main.js (about 100 B; 136,104 B = 0.748×).
 */
export const REACHED_BYTES = 136_200;

/** The pages the figure is given for: landing page, a docs page, a docs page with exercises. */
export const FIRST_LOAD_PAGES = ['/', '/docs/api/', '/docs/api/motor'] as const;

/** The site paths of the scripts and stylesheets a page's HTML names. */
export function taggedAssets(html: string): string[] {
  const $ = load(html);
  const scripts = $('script[src]').map((_, element) => $(element).attr('src')!);
  const styles = $('link[rel="stylesheet"][href]').map((_, element) => $(element).attr('href')!);
  return [...scripts, ...styles];
}

export type TagBytes = { total: number; files: { path: string; bytes: number }[] };

/** A page's tagged files with their sizes; `size` gives a site path's gzip bytes. */
export async function tagBytes(
  html: string,
  size: (path: string) => Promise<number>,
): Promise<TagBytes> {
  const files = await Promise.all(
    taggedAssets(html).map(async (path) => ({ path, bytes: await size(path) })),
  );
  return { total: files.reduce((sum, file) => sum + file.bytes, 0), files };
}

/** Gzip bytes of a file as a static host compresses it (zlib's default level, like tools/serve). */
export const gzipBytes = (contents: Buffer): number => gzipSync(contents).length;
