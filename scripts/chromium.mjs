// The one Debian Chromium every script that measures or photographs the built site launches: the
// same flags everywhere (no sandbox inside containers, no GPU, nothing that calls home), so that a
// screenshot, an axe report and a timing all run the same browser.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright's Chromium on those flags; Playwright is loaded only here, so Lighthouse's flags come without it. */
export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
