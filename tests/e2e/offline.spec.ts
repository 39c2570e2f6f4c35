import { expect, test, type Page } from '@playwright/test';

// F8: once the service worker has installed, every prerendered page and every tool works with no
// network: the page is its own prerendered HTML from the precache, and the tool's chunks (and the
// chart chunk) come from the precache too.

// Every other test blocks the service worker (playwright.config.ts); this one needs it.
test.use({ serviceWorkers: 'allow' });

/** Text boxes are named by their visible label, followed by any unit or hint. */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) }).first();

async function replaceText(page: Page, label: string, text: string): Promise<void> {
  const input = field(page, label);
  await input.click();
  await page.keyboard.press('ControlOrMeta+A');
  if (text === '') await page.keyboard.press('Backspace');
  else await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

test('after one online visit, an article with its calculator, a tool page and My plan work offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  // `ready` resolves once the worker is active, i.e. after every precached file was stored.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');

  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  const article = await page.goto('/content/rmd-calculator');
  expect(article?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const rmd = page.getByRole('region', { name: 'Your required minimum distribution' });
  await expect(rmd).toContainText('$18,868');
  await replaceText(page, 'Your age', '73');
  await replaceText(page, 'Account balance', '265000');
  await expect(rmd).toContainText('RMD due for 2026'); // the RMD tool opens on the rules calendar's newest year
  await expect(rmd).toContainText('$10,000');

  const tool = await page.goto('/tools/healthcare-cost');
  expect(tool?.fromServiceWorker()).toBe(true);
  const costs = page.getByRole('region', { name: 'Your estimated healthcare costs' });
  await expect(costs).toContainText('$9,975'); // CMS 2026 Part B 202.90 with the SPEC §9 defaults for the other inputs
  // (45 + 125 + 150) × 12 + 2,500 + 1,200 = 7,540 with a blank Part B premium (as in tools-health).
  await replaceText(page, 'Medicare Part B premium', '');
  await expect(costs).toContainText('$7,540');
  // The lazily loaded chart chunk came from the precache as well.
  await expect(costs.locator('svg').first()).toBeVisible();

  // My plan (issue H4) gathers the RMD typed above, offline: the page, its section and its calendar link.
  const plan = await page.goto('/my-plan');
  expect(plan?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'My plan' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Required Minimum Distribution Calculator', exact: true }),
  ).toContainText('$10,000');
});
