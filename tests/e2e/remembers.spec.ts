import { test, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, gotoHydrated, tabTo, typeInto, watchErrors } from './helpers';

/**
 * The site remembers on this device (issue I6, item 5). A new browser context started from the
 * first one's storage state (Playwright's storageState: cookies and local storage, never session
 * storage) is the reader's next visit: it finds their figures, unless they pressed "Forget" or chose
 * in My details "Don't keep my figures on this device". Keyboard only.
 */

const balance = (page: Page) => page.getByRole('textbox', { name: /^Account balance on 31 December/ });

/**
 * A new visit: the last context closes (its tabs, and so their session storage, are gone) and a fresh
 * one starts holding only what it left in this browser's storage.
 */
async function nextVisit(browser: Browser, last: BrowserContext): Promise<{ context: BrowserContext; page: Page }> {
  const storageState = await last.storageState();
  await last.close();
  const context = await browser.newContext({ storageState });
  return { context, page: await context.newPage() };
}

async function typeBalance(page: Page, amount: string) {
  await gotoHydrated(page, '/tools/rmd');
  await typeInto(page, 'Account balance on 31 December', amount);
  await expect
    .poll(() =>
      page.evaluate(() => localStorage.getItem('tool-inputs-rmd') ?? sessionStorage.getItem('tool-inputs-rmd')),
    )
    .toContain(`"balance":${amount}`);
}

test('a tool’s figures are there next visit, and "Forget" (by keyboard, after asking) deletes them', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const first = await browser.newContext();
  const page = await first.newPage();
  const errors = watchErrors(page);
  await typeBalance(page, '250000');
  await expect(page.getByText('Kept on this device only')).toBeVisible();
  await expectNoAxeViolations(page);

  const visit = await nextVisit(browser, first);
  await gotoHydrated(visit.page, '/tools/rmd');
  await expect(balance(visit.page)).toHaveValue('250,000');

  // Forget, by keyboard: the dialog opens on Cancel, so a stray Enter deletes nothing.
  await tabTo(visit.page, 'Forget');
  await visit.page.keyboard.press('Enter');
  const dialog = visit.page.getByRole('alertdialog', { name: 'Forget this tool’s figures?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(visit.page);
  await visit.page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes, forget' })).toBeFocused();
  await visit.page.keyboard.press('Enter');
  await expect(visit.page.getByRole('status').filter({ hasText: 'Done: the figures this tool kept' })).toHaveText(
    'Done: the figures this tool kept are deleted from this device.',
  );
  // The tool starts again from its example, and the address holds no figures.
  await expect(balance(visit.page)).not.toHaveValue('250,000');
  expect(await visit.page.evaluate(() => localStorage.getItem('tool-inputs-rmd'))).toBeNull();
  expect(new URL(visit.page.url()).hash).toBe('');

  const after = await nextVisit(browser, visit.context);
  await gotoHydrated(after.page, '/tools/rmd');
  await expect(balance(after.page)).not.toHaveValue('250,000');
  await after.context.close();
  expect(errors).toEqual([]);
});

test('what an older visit kept in this tab (session storage) moves to the device on first load', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const page = await first.newPage();
  await page.goto('/');
  await page.evaluate(() =>
    sessionStorage.setItem('tool-inputs-rmd', JSON.stringify({ v: 1, data: { age: 80, balance: 123456 } })),
  );
  await gotoHydrated(page, '/tools/rmd');
  await expect(balance(page)).toHaveValue('123,456');
  expect(await page.evaluate(() => sessionStorage.getItem('tool-inputs-rmd'))).toBeNull();
  const visit = await nextVisit(browser, first);
  await gotoHydrated(visit.page, '/tools/rmd');
  await expect(balance(visit.page)).toHaveValue('123,456');
  await visit.context.close();
});

test('"Don’t keep my figures on this device", chosen once by keyboard: the tab keeps them, the next visit finds nothing', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const first = await browser.newContext();
  const page = await first.newPage();
  const errors = watchErrors(page);
  await gotoHydrated(page, '/my-details');
  await typeInto(page, 'Year you were born', '1955');
  await tabTo(page, 'Don’t keep my figures on this device');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Don’t keep my figures on this device' })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'Your figures' })).toHaveText(
    'Your figures now stay only in this tab, until you close it.',
  );
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => localStorage.getItem('myDetails'))).toBeNull();

  await typeBalance(page, '310000');
  await expect(page.getByText(/^Kept in this tab only, as you chose in/)).toBeVisible();
  await expectNoAxeViolations(page);
  // The same tab still has them after a reload.
  await gotoHydrated(page, '/tools/rmd');
  await expect(balance(page)).toHaveValue('310,000');

  const visit = await nextVisit(browser, first);
  await gotoHydrated(visit.page, '/tools/rmd');
  await expect(balance(visit.page)).not.toHaveValue('310,000');
  await expect(visit.page.getByText(/^Kept in this tab only/)).toBeVisible();
  await gotoHydrated(visit.page, '/my-details');
  await expect(visit.page.getByRole('textbox', { name: /^Year you were born/ })).toHaveValue('');
  await expect(visit.page.getByRole('checkbox', { name: 'Don’t keep my figures on this device' })).toBeChecked();
  await visit.context.close();
  expect(errors).toEqual([]);
});

test('My plan: the line, and "Forget" deletes what the plan is built from', async ({ browser }) => {
  const first = await browser.newContext();
  const page = await first.newPage();
  await typeBalance(page, '200000');
  await gotoHydrated(page, '/my-plan');
  await expect(page.getByRole('region', { name: /Required Minimum Distribution/ })).toBeVisible();
  await tabTo(page, 'Forget');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Forget everything on My plan?' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Done:' })).toHaveText(
    'Done: everything My plan was built from is deleted from this device.',
  );
  expect(await page.evaluate(() => localStorage.getItem('tool-inputs-rmd'))).toBeNull();
  await first.close();
});

test('a tool page with the line at 390 px: it fits, nothing sticks out', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/tools/rmd');
  const line = page.getByText('Kept on this device only');
  await line.scrollIntoViewIfNeeded();
  await expect(line).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // A look at it (the report's screenshot): I6_SCREENSHOT=/path.png.
  if (process.env.I6_SCREENSHOT) {
    await line.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: process.env.I6_SCREENSHOT });
  }
});
