import { test, expect, type Page } from '@playwright/test';
import { chooseByKeyboard, expectNoAxeViolations, gotoHydrated, tabTo, typeInto, watchErrors } from './helpers';

/**
 * My details (issue G5), keyboard only: type the details once, see three tools start from them
 * with the hint "From My details", then forget them after a confirmation.
 */

const box = (page: Page, label: RegExp) => page.getByRole('textbox', { name: label });

test('My details by keyboard: reached from the main navigation, saved as typed, used by three tools, forgotten after asking', async ({
  page,
}) => {
  // Five pages and three axe runs: about 40 s on a quiet machine, so the default minute is too tight under load.
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await gotoHydrated(page, '/');
  await tabTo(page, 'My details');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
  await expect(page).toHaveURL(/\/my-details$/);
  await expectNoAxeViolations(page);

  await typeInto(page, 'Year you were born', '1950');
  await chooseByKeyboard(page, 'Tax filing status', 'Married filing jointly', { from: 'I would rather not say' });
  await typeInto(page, 'Year your spouse was born', '1959');
  await typeInto(page, 'Traditional IRA and 401(k) savings', '420000');
  await typeInto(page, 'Yearly Social Security benefit at full retirement age', '28800');
  await typeInto(page, 'Home value', '520000');
  await typeInto(page, 'Mortgage balance', '0');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('myDetails'))) ?? 'null')).toEqual({
    v: 2,
    data: {
      birthYear: 1950,
      filingStatus: 'marriedJoint',
      spouseBirthYear: 1959,
      traditionalSavings: 420000,
      socialSecurityYearly: 28800,
      homeValue: 520000,
      mortgageBalance: 0,
    },
  });
  await expectNoAxeViolations(page);

  // The tools use the year of the visitor's clock; the browser and this test share it.
  const year = await page.evaluate(() => new Date().getFullYear());

  await gotoHydrated(page, '/tools/rmd');
  const rmdAge = box(page, /^Your age at the end of the tax year/);
  // The RMD tool opens on the newest tax year, 2026: born 1950 → 76 on 31 December 2026.
  await expect(rmdAge).toHaveValue('76');
  await expect(rmdAge).toHaveAccessibleDescription(/(^|In dollars\. )From My details/);
  await expect(box(page, /^Account balance/)).toHaveValue('420,000');
  await expect(page.getByText('From My details', { exact: false })).toHaveCount(2);
  await expectNoAxeViolations(page);
  await typeInto(page, 'Account balance', '400000');
  await expect(box(page, /^Account balance/)).not.toHaveAccessibleDescription(/From My details/);
  await expect(rmdAge).toHaveAccessibleDescription(/(^|In dollars\. )From My details/);

  await gotoHydrated(page, '/tools/social-security');
  await expect(box(page, /^Year you were born/)).toHaveValue('1950');
  await expect(box(page, /^Monthly benefit at full retirement age/)).toHaveValue('2,400');
  await expect(box(page, /^Monthly benefit at full retirement age/)).toHaveAccessibleDescription(
    /(^|In dollars\. )From My details/,
  );

  await gotoHydrated(page, '/tools/reverse-mortgage');
  await expect(box(page, /^Home value/)).toHaveValue('520,000');
  await expect(box(page, /^Mortgage still owed/)).toHaveValue('0');
  await expect(box(page, /^Age of the youngest borrower/)).toHaveValue(String(year - 1959));
  await expect(box(page, /^Age of the youngest borrower/)).toHaveAccessibleDescription(
    /(^|In dollars\. )From My details/,
  );

  // A tool never writes back to My details.
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('myDetails'))) ?? 'null').data.traditionalSavings,
  ).toBe(420000);

  await gotoHydrated(page, '/my-details');
  await expect(box(page, /^Year you were born/)).toHaveValue('1950');
  await tabTo(page, 'Forget my details');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Forget your details?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes, forget them' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Your details have been forgotten.' })).toBeVisible();
  await expect(box(page, /^Year you were born/)).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('myDetails'))).toBeNull();

  // The RMD tool keeps its own inputs on this device (the balance was changed there); the reverse
  // mortgage, only looked at, is back to its defaults.
  await gotoHydrated(page, '/tools/reverse-mortgage');
  await expect(box(page, /^Home value/)).toHaveValue('400,000');
  await expect(page.getByText('From My details', { exact: false })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('corrupt My details: the page and a tool start fresh without an error', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('myDetails', '{"v":1,"data":{"birthYear":"soon"}}');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await gotoHydrated(page, '/tools/rmd');
  await expect(box(page, /^Your age at the end of the tax year/)).toHaveValue('73');
  await gotoHydrated(page, '/my-details');
  await expect(box(page, /^Year you were born/)).toHaveValue('');
  expect(errors).toEqual([]);
});
