import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import type { Options as GtagOptions } from '@docusaurus/plugin-google-gtag';
import { BASE_URL } from './guide/site.ts';
import { docsPluginVersionOptions, latestVersion, readGuideVersions } from './guide/versions.ts';
import remarkRunnableCode from './src/plugins/playground/remark/runnable-code.ts';

import remarkHighlightCode from './src/plugins/code-highlight/remark/highlight-code.ts';
import { cssVariablesPrismTheme } from './src/plugins/code-highlight/prism-theme';
import { resolveSearchSetup } from './src/plugins/local-search/config';
import type { LocalSearchOptions } from './src/plugins/local-search';

import type { AnalyticsHostGuardOptions } from './src/plugins/analytics-host-guard';
import type { LeanCodeTranslationsOptions } from './src/plugins/lean-code-translations';
import { MESSAGE_NAMESPACES as PLAYGROUND_MESSAGE_NAMESPACES } from './src/plugins/playground';

// Public address of the deployed site (scheme + host); the deploy workflow sets it for forks.
const SITE_URL = process.env.SITE_URL ?? 'https://maqueen-plus-v2-mpy.github.io';
// Source repository shown in the navbar and used for "edit this page" links.
const REPO_URL =
  process.env.REPO_URL ?? 'https://github.com/maqueen-plus-v2-mpy/maqueen-plus-v2-mpy';
// Google Analytics measurement id; without it the site ships no analytics code at all.
const GTAG_ID = process.env.GTAG_ID ?? '';
// '1' in the checked build (`npm run build`, tools/checked-build): broken anchors, broken Markdown
// links and duplicate routes then fail the build; otherwise they only warn, as the spec says.
const CHECKED_BUILD = process.env.CHECKED_BUILD === '1';
// Builds only these docs versions (comma-separated names, `current` for Next): for tests that
// look at a few versions and need not wait for all of them.
const ONLY_VERSIONS = process.env.DOCS_ONLY_VERSIONS?.split(',').filter(Boolean);

const TITLE = 'Maqueen Plus V2 · MicroPython';
const TAGLINE = 'Programmiere den Roboter Maqueen Plus V2 mit dem micro:bit und MicroPython';
const DESCRIPTION =
  'Deutsche Anleitung zur MicroPython-Bibliothek maqueen.py: So programmierst du das Roboterauto DFRobot Maqueen Plus V2 mit dem BBC micro:bit V2.';
// Next, the released versions of versions.json and their labels, routes and banners.
const guideVersions = readGuideVersions(__dirname);
const latest = latestVersion(guideVersions);

// Search backend: 'local' (default: offline index built with the site) or 'algolia' (hosted DocSearch).
const SEARCH_PROVIDER = process.env.SEARCH_PROVIDER ?? 'local';
// Algolia application id; required when SEARCH_PROVIDER=algolia.
const ALGOLIA_APP_ID = process.env.ALGOLIA_APP_ID ?? '';
// Algolia public search-only API key; required when SEARCH_PROVIDER=algolia.
const ALGOLIA_SEARCH_API_KEY = process.env.ALGOLIA_SEARCH_API_KEY ?? '';
// Algolia index the DocSearch crawler fills (search/docsearch-crawler.config.json); required for algolia.
const ALGOLIA_INDEX_NAME = process.env.ALGOLIA_INDEX_NAME ?? '';

// Throws a configuration error naming the missing variables when Algolia lacks credentials.
const search = resolveSearchSetup({
  provider: SEARCH_PROVIDER,
  appId: ALGOLIA_APP_ID,
  apiKey: ALGOLIA_SEARCH_API_KEY,
  indexName: ALGOLIA_INDEX_NAME,
});

const docsOptions = {
  sidebarPath: './sidebars.ts',
  ...docsPluginVersionOptions(guideVersions),
  ...(ONLY_VERSIONS ? { onlyIncludeVersions: ONLY_VERSIONS } : {}),
  editUrl: `${REPO_URL}/edit/main/`,
  // Edits always go to the unreleased docs; frozen versions are copies.
  editCurrentVersion: true,
  breadcrumbs: true,
  // Removes the example runner's fence meta and shows `norun` reasons to the reader; highlights
  // code at build time.
  remarkPlugins: [[remarkRunnableCode, { siteDir: __dirname }], remarkHighlightCode],
} satisfies DocsOptions;

// Analytics only with an id; the guard (listed first) keeps every host but production silent.
const analyticsPlugins: Config['plugins'] = GTAG_ID
  ? [
      [
        './src/plugins/analytics-host-guard/index.ts',
        {
          trackingId: GTAG_ID,
          productionHost: new URL(SITE_URL).hostname,
        } satisfies AnalyticsHostGuardOptions,
      ],
      [
        '@docusaurus/plugin-google-gtag',
        { trackingID: GTAG_ID, anonymizeIP: true } satisfies GtagOptions,
      ],
    ]
  : [];

// Structured data describing the guide (schema.org), emitted into every page's head.
const structuredData = {
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: TITLE,
  description: DESCRIPTION,
  url: `${SITE_URL}${BASE_URL}`,
  inLanguage: 'de',
  audience: [
    { '@type': 'EducationalAudience', educationalRole: 'student' },
    { '@type': 'EducationalAudience', educationalRole: 'teacher' },
  ],
  about: [
    { '@type': 'Product', name: 'DFRobot Maqueen Plus V2' },
    { '@type': 'Product', name: 'BBC micro:bit V2' },
    {
      '@type': 'SoftwareSourceCode',
      name: 'maqueen.py',
      programmingLanguage: 'MicroPython',
      codeRepository: REPO_URL,
    },
  ],
};

const config = {
  title: TITLE,
  tagline: TAGLINE,
  favicon: 'img/favicon.svg',
  // The playground serves its service worker and MicroPython's files from its own folder.
  staticDirectories: ['static', 'src/plugins/playground/static'],
  url: SITE_URL,
  baseUrl: BASE_URL,
  baseUrlIssueBanner: true,
  customFields: {
    // Read by the Layout wrapper for pages without a description of their own (404, search).
    description: DESCRIPTION,
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: CHECKED_BUILD ? 'throw' : 'warn',
  onDuplicateRoutes: CHECKED_BUILD ? 'throw' : 'warn',
  markdown: {
    hooks: { onBrokenMarkdownLinks: CHECKED_BUILD ? 'throw' : 'warn' },
  },

  future: {
    v4: { removeLegacyPostBuildHeadAttribute: true },
    faster: true,
  },

  i18n: {
    defaultLocale: 'de',
    locales: ['de'],
    localeConfigs: { de: { label: 'Deutsch', htmlLang: 'de-DE' } },
  },

  headTags: [
    {
      tagName: 'script',
      attributes: { type: 'application/ld+json' },
      innerHTML: JSON.stringify(structuredData),
    },
  ],

  clientModules: ['./src/client/first-load-chunk-errors.ts'],

  plugins: [
    // Every switch above changes the bundle: each combination gets a bundler cache of its own.
    './src/plugins/bundle-cache-key/index.ts',
    './src/plugins/html-path-redirect/index.ts',
    './src/plugins/desktop-breakpoint/index.ts',
    './src/plugins/docsearch-button-split/index.ts',
    './src/plugins/tslib-helpers/index.ts',
    './src/plugins/lazy-progress-bar/index.ts',
    // What only the server uses (build-only configuration, the base URL banner's script, the
    // route registry's module names) stays out of the browser bundle.
    './src/plugins/server-only/index.ts',
    // Code translations the browser does without: the namespaces whose every call passes its
    // German message (the player's, the exercises' and the board link's), and the strings of
    // features the site lacks.
    [
      './src/plugins/lean-code-translations/index.ts',
      {
        germanDefaultNamespaces: PLAYGROUND_MESSAGE_NAMESPACES,
      } satisfies LeanCodeTranslationsOptions,
    ],
    './src/plugins/code-highlight/index.ts',
    ...analyticsPlugins,
    './src/plugins/library-files/index.ts',
    './src/plugins/playground/index.ts',
    // Print files of the exercises' worlds, at `druck/<name>.pdf`.
    './src/plugins/print-tracks/index.ts',
    // The search modal's "Sag uns Bescheid." link opens a new issue in REPO_URL.
    [
      './src/plugins/local-search/index.ts',
      { ...search.localSearch, repoUrl: REPO_URL } satisfies LocalSearchOptions,
    ],
  ],

  presets: [
    [
      'classic',
      {
        docs: docsOptions,
        blog: false,
        pages: { remarkPlugins: [remarkHighlightCode] },
        theme: {
          customCss: ['./src/css/custom.css', './src/css/diagrams.css'],
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{ property: 'og:locale', content: 'de_DE' }],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    // A new latest version gets a new id, so readers who closed the old bar see it again.
    announcementBar: {
      id: `anleitung-${latest.name.replace(/\./g, '-')}`,
      content: `Neu: Die Anleitung zur Bibliothek <strong>maqueen.py ${latest.label}</strong> ist da. <a href="${BASE_URL}docs">Jetzt loslegen</a>`,
      isCloseable: true,
    },
    navbar: {
      title: 'Maqueen Plus V2',
      hideOnScroll: false,
      logo: { alt: 'Maqueen Plus V2 Logo', src: 'img/logo.svg' },
      items: [
        { type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Docs' },
        { type: 'docsVersionDropdown', position: 'right' },
        {
          href: REPO_URL,
          position: 'right',
          'aria-label': 'Quellcode auf GitHub',
          label: 'GitHub',
        },
      ],
    },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
      versionPersistence: 'localStorage',
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    footer: {
      style: 'dark',
      links: [{ title: 'Docs', items: [{ label: 'API', to: '/docs' }] }],
      copyright: `Copyright © ${new Date().getFullYear()} Maqueen Plus V2 · MicroPython. Gebaut mit Docusaurus.`,
    },
    // DocSearch UI in both modes; in local mode the credentials are placeholders never sent anywhere.
    algolia: search.algolia,
    prism: {
      // Colours come from the code-highlight plugin's CSS, the same markup in both modes.
      theme: cssVariablesPrismTheme,
      darkTheme: cssVariablesPrismTheme,
      // Python ships with prism-react-renderer already, and the build highlights with those
      // languages only (src/plugins/code-highlight/tokenize.ts): add a language there too.
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
