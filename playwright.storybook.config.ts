import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Keyboard tests of the kit components, run against the built Storybook (storybook-static/,
// `npm run build-storybook` first) in Debian's Chromium: each presses the keys its component's
// docs page lists and checks what that page says happens. STORYBOOK_URL points them at a
// running Storybook instead (e.g. `npm run storybook`).
const port = Number(process.env.E2E_PORT ?? 4318);
const external = process.env.STORYBOOK_URL;
export default defineConfig({
  ...base,
  testDir: 'tests/storybook',
  reporter: [['list'], ['json', { outputFile: 'test-results/storybook-keyboard.json' }]],
  use: { ...base.use, baseURL: external ?? `http://127.0.0.1:${port}` },
  webServer: external
    ? undefined
    : {
        // Storybook's own pages, without the site's headers (its manager UI is not our site).
        command: `node --input-type=module -e "import('./scripts/serve.mjs').then((m) => m.startServer('storybook-static', ${port}, { sitePolicy: false }))"`,
        url: `http://127.0.0.1:${port}/iframe.html`,
        reuseExistingServer: false,
        timeout: 30_000,
      },
});
