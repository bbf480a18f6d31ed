/**
 * The record selectors of the official DocSearch crawler template for Docusaurus v2/v3,
 * in one place: the build-time indexer (extractRecords.ts) and the generated Algolia crawler
 * configuration (tools/search/crawler-config.ts) both read them, so both modes index the same
 * records.
 */

/** Hierarchy levels in DocSearch order. */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

/**
 * lvl0 is global to a page: the text of the LAST element matching any of these
 * class chains (the deepest active sidebar category, else the active navbar item).
 * Kept as plain class chains so they can be written both as CSS and as XPath.
 */
export const LVL0_CLASS_CHAINS: readonly (readonly string[])[] = [
  ['menu__link', 'menu__link--sublist', 'menu__link--active'],
  ['navbar__item', 'navbar__link--active'],
];

/** lvl0 when a page has neither an active sidebar category nor an active navbar item. */
export const LVL0_DEFAULT = 'Dokumentation';

/** Selectors for lvl1..lvl6 and content, exactly as in the crawler template. */
export const RECORD_SELECTORS = {
  lvl1: 'header h1, article h1',
  lvl2: 'article h2',
  lvl3: 'article h3',
  lvl4: 'article h4',
  lvl5: 'article h5, article td:first-child',
  lvl6: 'article h6',
  content: 'article p, article li, article td:last-child',
} as const satisfies Record<Exclude<Level, 'lvl0'> | 'content', string>;

/** Page chrome inside <article> that is not content (removed before extraction). */
export const EXCLUDED_SELECTORS = [
  '.hash-link',
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.pagination-nav',
] as const;

/** Characters trimmed from both ends of every extracted text (crawler `strip_chars`). */
export const STRIP_CHARS = ' .,;:#';

/** Pages carrying this robots directive (the /search page) are not indexed. */
export const NOINDEX_PATTERN = /noindex/i;

/** `.a.b` → `.a.b` (CSS form of a class chain). */
export function classChainToCss(chain: readonly string[]): string {
  return chain.map((name) => `.${name}`).join('');
}

/** Class chain → XPath predicate-based step matching elements that carry every class. */
export function classChainToXPath(chain: readonly string[]): string {
  const tests = chain.map(
    (name) => `contains(concat(' ', normalize-space(@class), ' '), ' ${name} ')`,
  );
  return `//*[${tests.join(' and ')}]`;
}
