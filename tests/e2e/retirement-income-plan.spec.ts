import { test, expect } from '@playwright/test';
import { chooseByKeyboard, expectNoAxeViolations, gotoHydrated, tabTo, typeInto, watchErrors } from './helpers';

/**
 * Issue I1: "Will our money last?" against the built site, by keyboard only. The plan is worked out in a
 * Web Worker (the page's thread stays free); the answer comes in words first, then the chart, the levers
 * and the year-by-year table.
 */
test('retirement income plan: a couple by keyboard, the answer in words, More details, the start-year table, no axe violations', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await gotoHydrated(page, '/tools/retirement-income-plan');
  const results = page.getByRole('region', { name: 'Will your money last?', exact: true });
  await expect(results.locator('[data-answer="history"]')).toContainText(
    /In \d+ of \d+ historical start years, your savings lasted until you were both 95\./,
    { timeout: 20_000 },
  );
  expect(workers.some((url) => /household\.worker/.test(url))).toBe(true);

  await typeInto(page, 'Your age at the end of this year', '66');
  await typeInto(page, 'Savings in traditional IRAs and 401(k)s', '900000');
  await typeInto(page, 'Spending a year, after tax', '85000');
  await expect(results.locator('[data-answer="safe"]')).toContainText(
    /Spending up to \$[\d,]+ a year lasted in every one\./,
    {
      timeout: 20_000,
    },
  );

  // More details opens from the keyboard (a native disclosure: Enter on its summary).
  await tabTo(page, 'More details');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /^Roth savings/ })).toBeVisible();
  await typeInto(page, 'Share of savings in stocks', '40');
  await expect(results.getByRole('heading', { name: 'What would change the answer' })).toBeVisible();
  await expect(results.getByRole('listitem').filter({ hasText: 'Spending 10% less' })).toBeVisible({ timeout: 20_000 });

  // The year-by-year table: pick a start year by keyboard.
  await chooseByKeyboard(page, 'Show the years of', 'Starting in 1929');
  await expect(page.getByRole('table', { name: /Starting in 1929/ })).toBeVisible({ timeout: 20_000 });

  await expect(results).not.toContainText('NaN');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('retirement income plan: a shared link carries the inputs and the seed, and opens on the same answer', async ({
  page,
  browser,
}) => {
  await gotoHydrated(page, '/tools/retirement-income-plan');
  await chooseByKeyboard(page, 'Markets to show', '1,000 random market paths').catch(async () => {
    await tabTo(page, 'More details');
    await page.keyboard.press('Enter');
    await chooseByKeyboard(page, 'Markets to show', '1,000 random market paths');
  });
  await typeInto(page, 'Random paths number (seed)', '77');
  const results = page.getByRole('region', { name: 'Will your money last?', exact: true });
  const mc = results.locator('[data-answer="monteCarlo"]');
  await expect(mc).toContainText(/In \d+ of 1,000 random market paths/, { timeout: 30_000 });
  await expect.poll(() => page.url()).toContain('seed');
  const said = await mc.textContent();
  const other = await browser.newPage();
  await gotoHydrated(other, page.url());
  await expect(
    other.getByRole('region', { name: 'Will your money last?', exact: true }).locator('[data-answer="monteCarlo"]'),
  ).toHaveText(said ?? '', { timeout: 30_000 });
  await other.close();
});
