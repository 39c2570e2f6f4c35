import { test, expect, type Page } from '@playwright/test';
import {
  chooseByKeyboard,
  comparisonText,
  expectNoAxeViolations,
  expectSameComparisonElsewhere,
  gotoHydrated,
  tabTo,
  typeInto,
  watchErrors,
} from './helpers';

/**
 * Saved scenarios (issue G5), keyboard only: My details typed once prefills three tools; two
 * scenarios saved in the RMD tool are compared side by side; the comparison's link, opened in a
 * fresh browser (no storage at all), shows the same comparison.
 */

const box = (page: Page, label: RegExp) => page.getByRole('textbox', { name: label });
const panel = (page: Page) => page.getByRole('region', { name: 'Scenarios' });

async function saveScenario(page: Page, name: string) {
  await tabTo(page, 'Scenario name');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(panel(page).getByText(`Saved as scenario “${name}”.`)).toBeVisible();
}

test('scenarios by keyboard: prefilled from My details, two saved and compared, the shared link reproduces the comparison in a fresh browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);

  await gotoHydrated(page, '/my-details');
  await typeInto(page, 'Year you were born', '1950');
  await typeInto(page, 'Traditional IRA and 401(k) savings', '420000');
  await typeInto(page, 'Yearly Social Security benefit at full retirement age', '30000');
  await typeInto(page, 'Home value', '450000');

  // Three tools start from My details and say so.
  await gotoHydrated(page, '/tools/social-security');
  await expect(box(page, /^Year you were born/)).toHaveValue('1950');
  await expect(box(page, /^Monthly benefit at full retirement age/)).toHaveValue('2,500');
  await expect(box(page, /^Monthly benefit at full retirement age/)).toHaveAccessibleDescription(/From My details/);
  await gotoHydrated(page, '/tools/home-equity');
  await expect(box(page, /^Home value/)).toHaveValue('450,000');
  await expect(box(page, /^Home value/)).toHaveAccessibleDescription(/From My details/);
  await gotoHydrated(page, '/tools/rmd');
  // Born 1950 → 76 on 31 December of the 2026 tax year the tool opens on.
  await expect(box(page, /^Your age at the end of the tax year/)).toHaveValue('76');
  await expect(box(page, /^Account balance/)).toHaveValue('420,000');
  await expect(box(page, /^Account balance/)).toHaveAccessibleDescription(/From My details/);

  await saveScenario(page, 'From my savings');
  await typeInto(page, 'Account balance', '500000');
  await saveScenario(page, 'Bigger balance');
  await expect(panel(page).getByText('Saved scenarios (2 of 10):')).toBeVisible();
  await expectNoAxeViolations(page);

  await chooseByKeyboard(page, 'Compare', 'From my savings');
  await chooseByKeyboard(page, 'With', 'Bigger balance');
  await tabTo(page, 'Compare scenarios');
  await page.keyboard.press('Enter');

  const inputs = page.getByRole('table', { name: 'Inputs compared' });
  await expect(inputs.getByRole('row', { name: /^Account balance/ })).toContainText('Differs');
  await expect(inputs.getByRole('row', { name: /^Tax year/ })).toContainText('Same');
  // Pub. 590-B Uniform Lifetime Table, age 76: divisor 23.7. 420,000 / 23.7 = 17,721.52; 500,000 / 23.7 = 21,097.05.
  const results = page.getByRole('table', { name: 'Key results compared' });
  await expect(results.getByRole('row', { name: /^Required minimum distribution/ })).toContainText('$17,722');
  await expect(results.getByRole('row', { name: /^Required minimum distribution/ })).toContainText('$21,097');
  await expect(results.getByRole('row', { name: /^Required minimum distribution/ })).toContainText('+$3,376');
  await expectNoAxeViolations(page);
  const here = await comparisonText(page);

  // Share: the link is reached by keyboard; its address is what a visitor would copy.
  await tabTo(page, 'Link to this comparison');
  const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).href);
  expect(href).toMatch(/#compare=rmd&v=1&a=From\+my\+savings&b=Bigger\+balance&/);

  await expectSameComparisonElsewhere(browser, href, here);
  expect(errors).toEqual([]);
});

test('a corrupt comparison link opens the tool fresh, with a console warning and no error', async ({ page }) => {
  const errors = watchErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await gotoHydrated(page, '/tools/rmd#compare=rmd&v=7&a=%E0%A4%A&a.age=banana');
  await expect(page.getByRole('heading', { name: 'Scenarios' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Inputs compared' })).toHaveCount(0);
  await expect(box(page, /^Your age at the end of the tax year/)).toHaveValue('73');
  expect(warnings).toContain('[scenarios] rmd: the comparison link could not be read; starting fresh');
  expect(errors).toEqual([]);
});
