// Mutation testing of the finance engine: `npm run mutation` (kept out of `npm test`; a full
// run takes many minutes). Stryker changes the engine's code one small edit at a time (a `<`
// becomes `<=`, a `+` a `-`, a constant an empty string…) and reruns the finance tests; a
// "survivor" is an edit no test noticed. See docs/mutation-testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: [
    'src/finance/**/*.ts',
    '!src/finance/**/*.test.ts',
    '!src/finance/**/*.bench.ts',
    // Test-only helpers (hostile inputs, finiteness walkers), never shipped.
    '!src/finance/testing/financeTestKit.ts',
    // Re-exports and type declarations only: nothing to mutate.
    '!src/finance/index.ts',
    '!src/finance/core/types.ts',
  ],
  // The one exclusion: plain sentences inside each result's `formulas` and `assumptions` lists
  // (explanatory text, not logic). Narrow by design; see stryker-explanatory-text.mjs.
  plugins: ['@stryker-mutator/*', './stryker-explanatory-text.mjs'],
  ignorers: ['explanatory-text'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10000,
  thresholds: { high: 90, low: 85, break: 85 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  // Each sandbox needs the sources and configs only: not build output, reports or other runs' sandboxes.
  ignorePatterns: [
    '/reports',
    '/dist',
    '/dist-ssr',
    '/storybook-static',
    '/test-results',
    '/playwright-report',
    '/coverage',
    '/.stryker-tmp*',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
