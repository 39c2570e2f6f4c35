import { test, expect, type Page } from '@playwright/test';

/**
 * Keyboard-only runs of the tax tools (issue F4) against the built site. Known answers come from
 * the finance modules' tests (src/finance/*.test.ts).
 */

/** The accessible label (or text) of whatever has focus. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as (HTMLElement & { labels?: NodeListOf<HTMLLabelElement> }) | null;
    if (!el) return '';
    const labelledBy = el.getAttribute('aria-labelledby');
    const byId = labelledBy ? document.getElementById(labelledBy.split(' ')[0] ?? '')?.textContent : undefined;
    const label = el.labels?.[0]?.textContent ?? byId;
    return (label ?? el.textContent ?? '').trim();
  });
}

/** Presses Tab until the focused control's name starts with `name`, as a keyboard user would. */
async function tabTo(page: Page, name: string, maxTabs = 80): Promise<void> {
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)).startsWith(name)) return;
  }
  throw new Error(`Could not reach "${name}" with Tab`);
}

/** Replaces the text of a field and leaves it with Tab. */
async function typeInto(page: Page, name: string, text: string): Promise<void> {
  await tabTo(page, name);
  await page.keyboard.press('ControlOrMeta+A');
  if (text === '') await page.keyboard.press('Backspace');
  else await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/** Opens a select with Enter and picks an option by arrowing to it. */
async function choose(page: Page, name: string, current: string, option: string): Promise<void> {
  await tabTo(page, name);
  await page.keyboard.press('Enter');
  // Radix focuses the chosen option once it has placed the list; keys pressed before are lost.
  await expect(page.getByRole('option', { name: current })).toBeFocused();
  await page.waitForTimeout(300);
  const names = (await page.getByRole('option').allTextContents()).map((t) => t.replace('✓', '').trim());
  const steps = names.indexOf(option) - names.indexOf(current);
  for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
  await expect(page.getByRole('option', { name: option })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option')).toHaveCount(0);
}

async function open(page: Page, id: string, firstField: string): Promise<void> {
  await page.goto(`/tools/${id}`);
  await expect(page.getByLabel(firstField, { exact: false }).first()).toBeVisible();
}

test('Tax impact: the empty message, then single 66 with SS 30,000, pension 20,000, IRA 30,000 → 8,464 (taxImpact.test.ts)', async ({ page }) => {
  await open(page, 'tax-impact', 'Your age');
  const results = page.getByRole('region', { name: 'Your 2023 federal tax estimate' });
  await expect(results).toContainText('Enter your income information to see tax calculations');
  await typeInto(page, 'Your age', '66');
  await typeInto(page, 'Social Security benefits', '30000');
  await typeInto(page, 'Pension income', '20000');
  await typeInto(page, 'Traditional IRA and 401(k) withdrawals', '30000');
  await expect(results).toContainText('$8,464');
  await expect(results).toContainText('$25,500');
  await expect(results).toContainText('$59,800');
  await expect(results.getByRole('table', { name: /Tax by bracket/ })).toContainText('No limit');
});

test('RMD: defaults are not due yet (first RMD 18,868); 73 with 265,000 → 10,000 due (rmd.test.ts)', async ({ page }) => {
  await open(page, 'rmd', 'Your age');
  const results = page.getByRole('region', { name: 'Your required minimum distribution' });
  await expect(results).toContainText('No RMD is due for 2024');
  await expect(results).toContainText('$18,868');
  await typeInto(page, 'Your age', '73');
  await typeInto(page, 'Account balance', '265000');
  await expect(results).toContainText('RMD due for 2024');
  await expect(results).toContainText('$10,000');
  await expect(results).toContainText('$833');
  await typeInto(page, 'Your age', '65');
  await expect(results).toContainText('Enter an age of at least 70 and an account balance above $0 to see your RMD.');
});

test('Roth conversion: defaults Favorable with net 21,277; 32 % now and 12 % later → Not Favorable, 15 years (roth.test.ts)', async ({ page }) => {
  await open(page, 'roth-conversion', 'Your age');
  const results = page.getByRole('region', { name: 'Converting compared with not converting' });
  await expect(results).toContainText('$21,277');
  await expect(results).toContainText('Favorable');
  await choose(page, 'Your tax bracket now', '22%', '32%');
  await choose(page, 'Your expected tax bracket in retirement', '22%', '12%');
  await expect(results).toContainText('Not Favorable');
  await expect(results).toContainText('15 years');
  await tabTo(page, 'Schedule Consultation');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Talk to a financial planner' });
  await expect(dialog).toContainText('fee-only fiduciary');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const download = page.waitForEvent('download');
  await tabTo(page, 'Download Results');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toBe('roth-conversion-results.json');
});

test('Withdrawal calculator: nothing until Calculate; defaults → tax 4,046, saves 4,418; Enter recalculates (withdrawal.test.ts)', async ({ page }) => {
  await open(page, 'withdrawal-calculator', 'Your age');
  const results = page.getByRole('region', { name: 'Your withdrawal plan' });
  await expect(results).toContainText('press Calculate');
  await tabTo(page, 'Calculate');
  await page.keyboard.press('Space');
  await expect(results).toContainText('$4,046');
  await expect(results).toContainText('$4,418');
  await expect(results).toContainText('$1,184,500');
  // Back to the age field, the first of the form.
  for (let i = 0; i < 40 && !(await focusedName(page)).startsWith('Your age'); i++) await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('64');
  await page.keyboard.press('Tab');
  await expect(results).toContainText('$4,046');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(results).toContainText('$4,268');
});

test('Withdrawal planner: Calculate shows 10 of 13 years, taxes 19,686 and 97.4 % efficiency (withdrawalPlanner.test.ts)', async ({ page }) => {
  await open(page, 'withdrawal-planner', 'Your age');
  const results = page.getByRole('region', { name: 'Your withdrawal plan, year by year' });
  await expect(results).toContainText('press Calculate');
  await typeInto(page, 'Yearly income you need', '60000');
  await tabTo(page, 'Calculate');
  await page.keyboard.press('Enter');
  await expect(results).toContainText('Showing the first 10 of 13 years');
  await expect(results).toContainText('$19,686');
  await expect(results).toContainText('97.4%');
});
