import { test, expect, type Page } from '@playwright/test';
import {
  chooseByKeyboard,
  comparisonText,
  expectNoAxeViolations,
  expectSameComparisonElsewhere,
  focusedName,
  gotoHydrated,
  tabTo,
  watchErrors,
} from './helpers';

/**
 * Saved scenarios (issue G5) in the two tools that got them last, keyboard only: a generic
 * (config-driven) calculator and the home modification planner. In each, two scenarios are
 * saved and compared; the comparison's link, opened in a fresh browser (no storage at all),
 * shows the same comparison; axe finds nothing in either state.
 */

const panel = (page: Page) => page.getByRole('region', { name: 'Scenarios' });

/** Presses Shift+Tab until the focused control's name starts with `name` (back up the page). */
async function tabBackTo(page: Page, name: string, maxTabs = 120): Promise<void> {
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press('Shift+Tab');
    if ((await focusedName(page)).startsWith(name)) return;
  }
  throw new Error(`Could not reach "${name}" with Shift+Tab`);
}

async function saveScenario(page: Page, name: string) {
  await tabTo(page, 'Scenario name', 120);
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(panel(page).getByText(`Saved as scenario “${name}”.`)).toBeVisible();
}

async function compareByKeyboard(page: Page, a: string, b: string) {
  await chooseByKeyboard(page, 'Compare', a);
  await chooseByKeyboard(page, 'With', b);
  await tabTo(page, 'Compare scenarios');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Key results compared' })).toBeVisible();
}

/** The comparison's link, reached by keyboard: its address is what a visitor would copy. */
async function linkFromKeyboard(page: Page): Promise<string> {
  await tabTo(page, 'Link to this comparison');
  return page.evaluate(() => (document.activeElement as HTMLAnchorElement).href);
}

test('generic calculator by keyboard: two scenarios saved and compared, the shared link reproduces the comparison in a fresh browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await gotoHydrated(page, '/content/retirement-savings-gap-calculator');
  await expect(page.getByRole('region', { name: 'Your results' }).getByText('$550,516')).toBeVisible();

  await saveScenario(page, 'Retire at 67');
  await tabBackTo(page, 'Age you plan to retire');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('70');
  await page.keyboard.press('Tab');
  await saveScenario(page, 'Retire at 70');
  await expect(panel(page).getByText('Saved scenarios (2 of 10):')).toBeVisible();
  await expectNoAxeViolations(page);

  await compareByKeyboard(page, 'Retire at 67', 'Retire at 70');
  const inputs = page.getByRole('table', { name: 'Inputs compared' });
  await expect(inputs.getByRole('row', { name: /^Age you plan to retire/ })).toContainText('67 years70 yearsDiffers');
  await expect(inputs.getByRole('row', { name: /^Retirement savings today/ })).toContainText('Same');
  await expect(page.getByText('1 of 8 inputs differ between “Retire at 67” and “Retire at 70”.')).toBeVisible();
  // The article's formulas: 250,000 × 1.04^n + 10,000 × (1.04^n − 1) / 0.04, n = 12 → 550,516.11, n = 15 → 650,471.75.
  const results = page.getByRole('table', { name: 'Key results compared' });
  const projected = results.getByRole('row', { name: /^Projected savings at retirement/ });
  await expect(projected).toContainText('$550,516');
  await expect(projected).toContainText('$650,472');
  await expect(projected).toContainText('+$99,956');
  // Yearly income gap: 60,000 − (4 % of projected + 30,000) = 7,979.36 and 3,981.13.
  await expect(results.getByRole('row', { name: /^Yearly income gap/ })).toContainText('−$3,998');
  await expectNoAxeViolations(page);
  const here = await comparisonText(page);

  const href = await linkFromKeyboard(page);
  expect(href).toMatch(
    /#compare=generic-calculator-retirement-savings-gap-calculator&v=1&a=Retire\+at\+67&b=Retire\+at\+70&/,
  );
  await expectSameComparisonElsewhere(browser, href, here);
  expect(errors).toEqual([]);
});

test('home modification planner by keyboard: two plans saved and compared, the shared link reproduces the comparison in a fresh browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await gotoHydrated(page, '/tools/home-modification');

  // Plan 1: grab bars (high priority) and a shower bench, on the 5,000 default budget.
  await tabTo(page, 'Priority for Grab bars');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('combobox', { name: 'Priority for Grab bars' })).toHaveValue('high');
  await tabBackTo(page, 'Grab bars');
  await page.keyboard.press('Enter');
  await tabTo(page, 'Shower bench');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /^Grab bars/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /^Shower bench/ })).toHaveAttribute('aria-pressed', 'true');
  await saveScenario(page, 'Bathroom');

  // Plan 2: the same, a stair lift added, on a 3,000 budget.
  await tabBackTo(page, 'Stair lift');
  await page.keyboard.press('Enter');
  await tabBackTo(page, 'Budget');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('3000');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Budget exceeded by $250')).toBeVisible();
  await saveScenario(page, 'Stair lift too');
  await expectNoAxeViolations(page);

  await compareByKeyboard(page, 'Bathroom', 'Stair lift too');
  const inputs = page.getByRole('table', { name: 'Inputs compared' });
  await expect(inputs.getByRole('row', { name: /^Budget/ })).toContainText('Differs');
  await expect(inputs.getByRole('row', { name: /^Stair lift/ })).toContainText('Not chosen');
  await expect(inputs.getByRole('row', { name: /^Stair lift/ })).toContainText('Differs');
  await expect(inputs.getByRole('row', { name: /^Grab bars/ })).toContainText('Chosen, high priority');
  await expect(inputs.getByRole('row', { name: /^Grab bars/ })).toContainText('Same');
  // SPEC §3 costs: grab bars 150 + shower bench 100 = 250 (4,750 left of 5,000); with the 3,000 stair lift 3,250, over a 3,000 budget by 250.
  const results = page.getByRole('table', { name: 'Key results compared' });
  const total = results.getByRole('row', { name: /^Total cost of selected items/ });
  await expect(total).toContainText('$250');
  await expect(total).toContainText('$3,250');
  await expect(total).toContainText('+$3,000');
  await expect(results.getByRole('row', { name: /^Over budget by/ })).toContainText('+$250');
  await expect(results.getByRole('row', { name: /^Budget remaining/ })).toContainText('−$4,750');
  await expectNoAxeViolations(page);
  const here = await comparisonText(page);

  const href = await linkFromKeyboard(page);
  expect(href).toMatch(/\/tools\/home-modification#compare=home-modification&v=1&a=Bathroom&b=Stair\+lift\+too&/);
  await expectSameComparisonElsewhere(browser, href, here);
  expect(errors).toEqual([]);
});
