// Module boundaries, checked by `npm run lint` (STYLE.md §1: lib never reaches into components or app).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  // no-circular, no-orphans, not-to-unresolvable, no-non-package-json and friends, all as errors.
  extends: 'dependency-cruiser/configs/recommended-strict',
  forbidden: [
    {
      // Site code only: tests, scripts and config files are entry points, which knip checks against their runners.
      name: 'no-orphans',
      severity: 'error',
      from: {
        orphan: true,
        path: '^(app|components|lib)/',
        pathNot: [
          // Next.js loads these by their file names (a catch-all page may import nothing of ours).
          '^app/(|.*/)(page|layout|template|default|loading|error|global-error|not-found|route|sitemap|robots|manifest|icon|apple-icon|opengraph-image|twitter-image)\\.tsx?$',
        ],
      },
      to: {},
    },
    {
      name: 'lib-not-to-ui',
      comment: 'lib/ holds plain code shared by routes and components: it never imports components/ or app/.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(components|app)/' },
    },
    {
      name: 'no-lib-folder-cycles',
      comment:
        "lib/'s folders form a map with one way through it: a folder that reaches another never comes back to itself.",
      severity: 'error',
      scope: 'folder',
      from: { path: '^lib/' },
      to: { path: '^lib/', circular: true },
    },
    {
      name: 'app-not-to-stores',
      comment:
        "app/ reaches a feature's data through its door (lib/waitlist/waitlist.ts, lib/alerts/alerts.ts …), never " +
        'through the connection or a store.',
      severity: 'error',
      from: { path: '^app/' },
      to: { path: ['^lib/db/', '-store\\.(ts|mjs)$'] },
    },
    {
      name: 'components-not-to-app',
      comment: 'app/ is for routing; what a component needs from a route moves to components/ or lib/.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // What git ignores: installed packages, builds, benchmark and test output.
    exclude: {
      path: '^(node_modules|\\.next|\\.next-[^/]+|\\.swc|out|coverage|test-results|playwright-report|blob-report|\\.data|\\.bench|cache)/|^next-env\\.d\\.ts$',
    },
    // Type-only imports count: a cycle through types still ties the modules together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
