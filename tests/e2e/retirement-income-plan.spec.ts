import { test, expect } from '@playwright/test';
import { chooseByKeyboard, expectNoAxeViolations, gotoHydrated, tabTo, typeInto, watchErrors } from './helpers';

/**
 * Issue I1: "Will our money last?" against the built site, by keyboard only. The plan is worked out in a
 * Web Worker (the page's thread stays free); the answer comes in words first, then the chart, the levers
 * and the year-by-year table.
 *
 * The worker's parts take as long as the machine allows (a second or two on a quiet one, over a minute in a
 * CI run at load 36): each wait is for a state the page reaches, with ceilings far above that.
 */
test.describe.configure({ timeout: 300_000 });
const WORKED_OUT = { timeout: 120_000 };

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
    WORKED_OUT,
  );
  expect(workers.some((url) => /household\.worker/.test(url))).toBe(true);

  await typeInto(page, 'Your age at the end of this year', '66');
  await typeInto(page, 'Savings in traditional IRAs and 401(k)s', '900000');
  await typeInto(page, 'Spending a year, after tax', '85000');
  await expect(results.locator('[data-answer="safe"]')).toContainText(
    /Spending up to \$[\d,]+ a year lasted in every one\./,
    {
      ...WORKED_OUT,
    },
  );

  // More details opens from the keyboard (a native disclosure: Enter on its summary).
  await tabTo(page, 'More details');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /^Roth savings/ })).toBeVisible();
  await typeInto(page, 'Share of savings in stocks', '40');
  await expect(results.getByRole('heading', { name: 'What would change the answer' })).toBeVisible();
  await expect(results.getByRole('listitem').filter({ hasText: 'Spending 10% less' })).toBeVisible(WORKED_OUT);

  // The year-by-year table: pick a start year by keyboard.
  await chooseByKeyboard(page, 'Show the years of', 'Starting in 1929');
  await expect(page.getByRole('table', { name: /Starting in 1929/ })).toBeVisible(WORKED_OUT);

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
  await expect.poll(() => page.url()).toContain('seed=77');
  // The answer of seed 77, not the one on show while it is worked out: the region is busy until every part is in.
  await expect(results).toHaveAttribute('aria-busy', 'false', WORKED_OUT);
  await expect(mc).toContainText(/In \d+ of 1,000 random market paths/);
  const said = await mc.textContent();
  const other = await browser.newPage();
  await gotoHydrated(other, page.url());
  await expect(
    other.getByRole('region', { name: 'Will your money last?', exact: true }).locator('[data-answer="monteCarlo"]'),
  ).toHaveText(said ?? '', WORKED_OUT);
  await other.close();
});

test('retirement income plan by keyboard: future dollars, a first death, the 2008 start, the benefit from the earnings record', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // The reader worked out both benefits from their earnings records (issue I3): My details holds them.
  await page.addInitScript(() => {
    if (!localStorage.getItem('myDetails'))
      localStorage.setItem(
        'myDetails',
        JSON.stringify({
          v: 2,
          data: { socialSecurityPia: 2345, spouseSocialSecurityPia: 1210, spouseBirthYear: 1963 },
        }),
      );
  });
  await gotoHydrated(page, '/tools/retirement-income-plan');
  const results = page.getByRole('region', { name: 'Will your money last?', exact: true });
  const you = page.getByRole('textbox', { name: /^Your Social Security a month/ });
  await expect(you).toHaveValue('2,345');
  await expect(you).toHaveAccessibleDescription(/From your earnings record\./);
  await expect(
    page.getByRole('textbox', { name: /^Your spouse’s Social Security a month/ }),
  ).toHaveAccessibleDescription(/From your earnings record\./);
  await expect(results.locator('[data-answer="history"]')).toContainText(/In \d+ of \d+ historical start years/, {
    ...WORKED_OUT,
  });

  // Today's dollars, the site's one choice: unticked by keyboard, the table shows each year's own dollars.
  await expect(page.getByRole('table', { name: /in today’s dollars/ })).toBeVisible(WORKED_OUT);
  await tabTo(page, 'Show in today’s dollars');
  await page.keyboard.press('Space');
  await expect(page.getByRole('table', { name: /in each year’s own dollars/ })).toBeVisible();
  await expect(results).toContainText('(each year’s own dollars)');

  // A start year the data covers in part: 2008, replayed to 2025, the rest at the steady market.
  await chooseByKeyboard(page, 'Show the years of', 'Starting in 2008 (data to 2025)');
  await expect(page.getByRole('table', { name: /Starting in 2008/ })).toBeVisible(WORKED_OUT);
  await expect(page.locator('[data-partial-start]')).toContainText(
    /The data covers 18 years of this start, 2008 to 2025\. The other 15 years follow a steady/,
  );

  // A first death, under More details: "How this is calculated" names it.
  await tabTo(page, 'More details');
  await page.keyboard.press('Enter');
  await typeInto(page, 'If you die first, your age then', '80');
  await expect(results).toContainText('You die at 80: a joint tax return that year', WORKED_OUT);
  await expect.poll(() => page.url()).toContain('deathAge=80');

  await expect(results).not.toContainText('NaN');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('retirement income plan by keyboard: the COLA letter’s amount, saved in the earnings record tool, is the benefit already paid', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // Issue I3 item 2: "I already get benefits": the letter's monthly amount "is used as the benefit paid".
  await gotoHydrated(page, '/tools/earnings-record');
  await chooseByKeyboard(
    page,
    'How would you like to give your record?',
    'I already get benefits: use my COLA letter',
    {
      from: 'Paste it from the Social Security website',
    },
  );
  await typeInto(page, 'Your monthly benefit in this year’s COLA letter', '2150');
  await tabTo(page, 'Use this benefit');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/counted as already claimed/)).toBeVisible();

  await gotoHydrated(page, '/tools/retirement-income-plan');
  const paid = page.getByRole('textbox', { name: /^Social Security you already get a month/ });
  await expect(paid).toHaveValue('2,150');
  await expect(paid).toHaveAccessibleDescription(/From your COLA letter\./);
  // The benefit at full retirement age steps aside: the letter's amount already counts the claiming age.
  await expect(page.getByRole('textbox', { name: /^Your Social Security a month at full retirement age/ })).toHaveCount(
    0,
  );
  const results = page.getByRole('region', { name: 'Will your money last?', exact: true });
  await expect(results.locator('[data-answer="history"]')).toContainText(
    /In \d+ of \d+ historical start years/,
    WORKED_OUT,
  );
  await expect(results).not.toContainText('NaN');
  expect(errors).toEqual([]);
});

test('retirement income plan printed: the chart’s table and the table of years are drawn whole, not skipped below the fold', async ({
  page,
}) => {
  // On screen both tables are laid out only near the viewport (content-visibility: auto, the first answer's
  // long layout out of the way); a printout must never skip them.
  await gotoHydrated(page, '/tools/retirement-income-plan');
  const results = page.getByRole('region', { name: 'Will your money last?', exact: true });
  await expect(results).toHaveAttribute('aria-busy', 'false', WORKED_OUT);
  // The chart's table and the table of years (one of them sits outside the results region).
  await expect(page.getByRole('table')).toHaveCount(2, WORKED_OUT);
  const lastRowsDrawn = () =>
    page
      .getByRole('table')
      .evaluateAll((tables) =>
        tables.map((table) =>
          table.querySelector('tbody tr:last-child')?.checkVisibility({ contentVisibilityAuto: true }),
        ),
      );
  expect(await lastRowsDrawn()).toContain(false);
  await page.emulateMedia({ media: 'print' });
  await expect.poll(lastRowsDrawn).toEqual([true, true]);
});
