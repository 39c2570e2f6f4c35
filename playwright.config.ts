import { defineConfig } from '@playwright/test';

// End-to-end tests run against the production build (dist/) served on 127.0.0.1 by
// scripts/test-all.mjs (or by `webServer` below when run alone), in Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 4317);
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  // One more worker than the CI machine's two cores: a worker waiting on a page (a load, the product's own
  // settles and debounces) leaves its core idle, as the jsdom project's did (docs/ci.md, session 12).
  // routes.spec + resilience.spec, quiet, 290 tests: 284 s on two workers, 241 s on three.
  workers: 3,
  // One retry, only to tell a flaky test from a hard failure in the report: `npm test`
  // (scripts/test-all.mjs) fails the gate on a flaky test as on a failed one, naming it.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // An assertion waits for a state the page reaches; its ceiling is for a page that never gets
  // there, not a pace: Playwright's default 5 s was outlasted by the plan's worker at load 30+ on
  // two cores (routes.spec, /tools/retirement-income-plan, session 7). Committed accessibility-tree
  // snapshots, one readable file per route (tests/e2e/routes.spec.ts).
  expect: { timeout: 30_000, toMatchAriaSnapshot: { pathTemplate: '{testDir}/aria-snapshots/{arg}{ext}' } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The service worker precaches 2.3 MB; only the offline test needs it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: process.env.E2E_EXTERNAL_SERVER
    ? undefined
    : {
        command: `node scripts/serve.mjs dist ${port}`,
        url: `http://127.0.0.1:${port}/`,
        reuseExistingServer: true,
        timeout: 30_000,
      },
});
