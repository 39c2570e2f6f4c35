import { getJestConfig } from '@storybook/test-runner';

// The test-runner drives Debian's Chromium: `npm test` passes its headless shell in CHROMIUM_PATH
// (scripts/test-all.mjs), run alone it takes /usr/bin/chromium. It never downloads a browser.
const testRunnerConfig = getJestConfig();
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // Jest's 15 s default is too tight for a tool story (render, play, axe) on a shared 2-core
  // machine under load. Each test shows its story once per language (.storybook/test-runner.ts,
  // STORYBOOK_LOCALES: render, play and axe in English, then again in Spanish), so a slow story
  // fails at 120 s (60 s a language), and a violation fails at once.
  testTimeout: 120_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    },
  },
};
