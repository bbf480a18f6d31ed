// Import boundaries of the project, checked by `npm run boundaries` (part of `npm test`).
// Each rule says in one line why it exists.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'site-not-tools-or-tests',
      comment:
        'The site ships to readers; build tools and tests must never end up in it (its own tests do not ship).',
      severity: 'error',
      from: {
        path: '^(src/|docusaurus\\.config\\.ts$|sidebars\\.ts$)',
        pathNot: '\\.test\\.tsx?$',
      },
      to: { path: '^(tools|tests)/' },
    },
    {
      name: 'guide-model-is-a-leaf',
      comment: 'Site, tools and tests all read the guide model; it must not depend on any of them.',
      severity: 'error',
      from: { path: '^guide/' },
      to: { path: '^(src|tools|tests)/' },
    },
    {
      name: 'simulator-core-stays-inside',
      comment: "The core runs in CI and in the reader's browser: it imports nothing but itself.",
      severity: 'error',
      from: { path: '^simulator/core/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^simulator/core/' },
    },
    {
      name: 'simulator-independent-of-the-project',
      comment:
        'The simulator is a library of its own; the guide, site, tools and tests use it, never the reverse.',
      severity: 'error',
      from: { path: '^simulator/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(src|tools|tests|guide)/' },
    },
    {
      name: 'browser-neutral-code-without-node',
      comment:
        'These modules also run in browser workers and pages, where Node built-ins do not exist.',
      severity: 'error',
      from: {
        path: '^(simulator/(core|worlds|checks|firmware)/|simulator/runtime/|guide/fence-meta\\.ts$|src/plugins/[^/]+/(client|theme|shared)/)',
        pathNot: '\\.test\\.ts$|^simulator/firmware/node\\.ts$',
      },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'tools-not-tests',
      comment:
        'Tests use the tools; a tool that needs a test helper has the helper in the wrong place.',
      severity: 'error',
      from: { path: '^tools/' },
      to: { path: '^tests/' },
    },
    {
      name: 'plugin-browser-code-not-build-code',
      comment:
        "A plugin's client and theme code is bundled for readers; its build-time code runs in Node only.",
      severity: 'error',
      from: { path: '^src/plugins/([^/]+)/(client|theme|shared)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/plugins/$1/', pathNot: '^src/plugins/$1/(client|theme|shared)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The boundary test's fixtures break every rule on purpose.
    exclude: { path: '(^|/)(node_modules|build|\\.docusaurus)/|^tools/boundaries/fixtures/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
