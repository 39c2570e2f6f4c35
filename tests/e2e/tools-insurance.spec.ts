import { test, expect, type Locator, type Page } from '@playwright/test';
import { chooseByKeyboard } from './helpers';

// Keyboard-only journeys through the insurance and housing tools (issue F5), against the built site.
// Expected figures are the finance modules' known answers (src/finance/*.test.ts).

/** Presses Tab (only the keyboard) until `target` has focus. */
async function tabTo(page: Page, target: Locator, maxPresses = 120) {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Could not reach ${target.toString()} with Tab`);
}

/** Tab to a text field, replace its contents and leave it with Tab. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

test('life insurance: defaults give 712,833; adding 80,000 of education gives 792,833', async ({ page }) => {
  await page.goto('/tools/life-insurance');
  const results = page.getByRole('region', { name: 'Your life insurance need' });
  await expect(results).toContainText('$712,833');
  await typeInto(page, page.getByRole('textbox', { name: /^Education costs to fund/ }), '80000');
  await expect(results).toContainText('$792,833');
});

test('disability: prompt, Calculate with Enter, waiting period chosen with the arrow keys', async ({ page }) => {
  await page.goto('/tools/disability');
  const results = page.getByRole('region', { name: 'Your disability insurance estimate' });
  await expect(results).toContainText('Press Calculate to see your estimate.');
  const calculate = page.getByRole('button', { name: 'Calculate', exact: true });
  // SPEC §9 defaults: 3,750 a month, premium 131.25.
  await tabTo(page, calculate);
  await page.keyboard.press('Enter');
  await expect(results).toContainText('$3,750');
  await expect(results).toContainText('$131');
  // 150,000 income hits the expense cap: 4,000 (32 %), premium 140; Enter in the field calculates.
  await tabTo(page, page.getByRole('textbox', { name: /^Yearly income before tax/ }), 200);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('150000');
  await page.keyboard.press('Enter');
  await expect(results).toContainText('$4,000');
  await expect(results).toContainText('32%');
  // 90 days → 1 year (two steps down); the result echoes it and gives the waiting-period advice.
  await chooseByKeyboard(page, 'Waiting period', '1 year');
  await expect(page.getByRole('combobox', { name: /^Waiting period/ })).toContainText('1 year');
  await tabTo(page, calculate);
  await page.keyboard.press('Space');
  await expect(results).toContainText('1 year');
  await expect(results).toContainText('long waiting period');
});

test('LTC: defaults after Calculate, then a New York nursing home at 552 a day', async ({ page }) => {
  await page.goto('/tools/ltc-insurance');
  const results = page.getByRole('region', { name: 'Your long-term care estimate' });
  await expect(results).toContainText('Press Calculate to see your estimate.');
  const calculate = page.getByRole('button', { name: 'Calculate', exact: true });
  await tabTo(page, calculate);
  await page.keyboard.press('Enter');
  // ltc.test.ts defaults: 280 a day, 306,600 in total, 212.44 a month.
  await expect(results).toContainText('$306,600');
  await expect(results).toContainText('$212');
  await page.goto('/tools/ltc-insurance');
  await chooseByKeyboard(page, 'Where you live', 'New York'); // national → New York
  await expect(page.getByRole('combobox', { name: /^Where you live/ })).toContainText('New York');
  await chooseByKeyboard(page, 'Type of care', 'Nursing home'); // home → nursing home
  await expect(page.getByRole('combobox', { name: /^Type of care/ })).toContainText('Nursing home');
  await tabTo(page, calculate);
  await page.keyboard.press('Space');
  await expect(results).toContainText('$552');
  await expect(results).toContainText('$201,480');
});

test('reverse mortgage: defaults net 99,000 (HUD PLF row 70, column 6.000 % → 0.415); a 60-year-old is told plainly they are not eligible', async ({
  page,
}) => {
  await page.goto('/tools/reverse-mortgage');
  const results = page.getByRole('region', { name: 'Your reverse mortgage estimate' });
  await expect(results).toContainText('$99,000');
  await expect(results).toContainText('$626');
  await typeInto(page, page.getByRole('textbox', { name: /^Age of the youngest borrower/ }), '60');
  await expect(results).toContainText('the youngest borrower must be at least 62');
});

test('downsizing: defaults free 12,000; a 400,000 home needs 90,000 and breaks even in 63 months', async ({ page }) => {
  await page.goto('/tools/downsizing');
  const results = page.getByRole('region', { name: 'What downsizing could mean for you' });
  await expect(results).toContainText('$12,000');
  await expect(results).toContainText('$204,500');
  await typeInto(page, page.getByRole('textbox', { name: /^Price of the new home/ }), '400000');
  await expect(results).toContainText('Cash you would need to add');
  await expect(results).toContainText('$90,000');
  await expect(results).toContainText('63 months');
});
