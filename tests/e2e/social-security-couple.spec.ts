import { test, expect } from '@playwright/test';
import { chooseByKeyboard, expectNoAxeViolations, gotoHydrated, typeInto } from './helpers';

/**
 * Issue H1: couple mode of the Social Security tool, by keyboard only, against the built site.
 * Known answers come from src/finance/socialSecurity/socialSecurityCouple.test.ts.
 */
test('Social Security couple mode: choose it, enter both benefits, see the best pair and what happens if one of us dies, by keyboard', async ({
  page,
}) => {
  await gotoHydrated(page, '/tools/social-security');
  await chooseByKeyboard(page, 'Plan for', 'Me and my spouse');
  // The choice stays focused: the form is not redrawn under the keyboard.
  await expect(page.getByRole('combobox', { name: /^Plan for/ })).toBeFocused();
  const results = page.getByRole('region', { name: 'Your claiming choices as a couple' });
  await expect(results.getByRole('group', { name: 'Best pair of claiming ages' })).toBeVisible();
  // Each age at death starts at SSA's period life table 2022 for that person's age and the sex chosen.
  await chooseByKeyboard(page, 'Your sex, for life expectancy', 'Female');
  await expect(page.getByRole('textbox', { name: /^Your age at death/ })).toHaveAccessibleDescription(
    /SSA period life table 2022: a woman of \d+ lives on average to \d+\.\d\./,
  );
  await typeInto(page, 'Monthly benefit at full retirement age', '2400');
  await typeInto(page, 'Your spouse’s monthly benefit at full retirement age', '900');
  await expect(results).toContainText('Deemed filing applies');
  await expect(results.getByRole('table', { name: 'What other pairs give up' })).toBeVisible();
  await expect(results.getByRole('heading', { name: 'If one of us dies' })).toBeVisible();
  await chooseByKeyboard(page, 'If one of us dies: who', 'My spouse dies first');
  await expect(results).toContainText('If your spouse dies at 78');
  await expect(results).toContainText('drops by');
  await expectNoAxeViolations(page);
});

test('Social Security couple mode: bad input is said in plain words, never NaN', async ({ page }) => {
  await gotoHydrated(page, '/tools/social-security');
  await chooseByKeyboard(page, 'Plan for', 'Me and my spouse');
  await typeInto(page, 'Year your spouse was born', '2010');
  const results = page.getByRole('region', { name: 'Your claiming choices as a couple' });
  await expect(results).toContainText('too young to plan claiming ages for');
  await expect(results).not.toContainText('NaN');
});
