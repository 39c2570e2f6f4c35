import { test, expect, type Page } from '@playwright/test';
import { chooseByKeyboard, expectNoAxeViolations } from './helpers';

/**
 * Keyboard-only runs of the health and Social Security tools (issue F4) against the built site.
 * Known answers come from the finance modules' tests (src/finance/*.test.ts).
 */

/** The accessible label (or text) of whatever has focus. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as (HTMLElement & { labels?: NodeListOf<HTMLLabelElement> }) | null;
    if (!el) return '';
    const label = el.labels?.[0]?.textContent;
    return (label ?? el.textContent ?? '').trim();
  });
}

/** Presses Tab until the focused control's name starts with `name` (keyboard only, like a visitor). */
async function tabTo(page: Page, name: string, key: 'Tab' | 'Shift+Tab' = 'Tab', maxTabs = 80): Promise<void> {
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press(key);
    if ((await focusedName(page)).startsWith(name)) return;
  }
  throw new Error(`Could not reach "${name}" with Tab`);
}

/** Replaces the text of the focused field and leaves it with Tab. */
async function typeInto(page: Page, name: string, text: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await tabTo(page, name, key);
  await page.keyboard.press('ControlOrMeta+A');
  if (text === '') await page.keyboard.press('Backspace');
  else await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

async function open(page: Page, id: string, firstField: string): Promise<void> {
  await page.goto(`/tools/${id}`);
  await expect(page.getByLabel(firstField, { exact: false }).first()).toBeVisible();
}

test('HSA: a prompt first; the defaults, then 0 % growth on 1,000 + 1,200 a year, analysed with the keyboard', async ({
  page,
}) => {
  await open(page, 'hsa', 'Your age');
  const results = page.getByRole('region', { name: 'Your HSA strategy' });
  await expect(results).toContainText('Press Analyze to see your HSA strategy');
  await tabTo(page, 'Analyze my HSA');
  await page.keyboard.press('Enter');
  // SPEC §9 defaults: 24,759 after 5 years; 421,907 at 65; 22 % × 4,150 = 913 this year.
  await expect(results).toContainText('$421,907');
  await expect(results).toContainText('$24,759');
  await expect(results).toContainText('$913');

  // Focus is still on the button: go back up to the fields.
  await typeInto(page, 'HSA balance today', '1000', 'Shift+Tab');
  await typeInto(page, 'Yearly contribution', '1200');
  await typeInto(page, 'Expected yearly return', '0');
  await tabTo(page, 'Analyze my HSA');
  await page.keyboard.press('Space');
  // 1,000 + 5 × 1,200 = 7,000 (src/finance/health/hsa.test.ts).
  await expect(results).toContainText('$7,000');
  await expectNoAxeViolations(page);
});

test('Healthcare cost: live defaults, a blank Part B counts as 0, the consultation dialog and the report download', async ({
  page,
}) => {
  await open(page, 'healthcare-cost', 'Your age');
  const results = page.getByRole('region', { name: 'Your estimated healthcare costs' });
  // Defaults (CMS 2026 Part B 202.90, the rest SPEC §9 defaults such as Part D 45): total 482,176.73; 9,974.80 a year today.
  await expect(results).toContainText('$482,177');
  await expect(results).toContainText('$9,975');
  await typeInto(page, 'Medicare Part B premium', '');
  // (45 + 125 + 150) × 12 + 2,500 + 1,200 = 7,540.
  await expect(results).toContainText('$7,540');

  await tabTo(page, 'Find a financial planner');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Where to get help' });
  await expect(dialog).toContainText('State Health Insurance Assistance Program (SHIP)');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Find a financial planner' })).toBeFocused();

  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Download a summary');
  const summary = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await summary).suggestedFilename()).toBe('healthcare-cost-summary.txt');
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Download data (JSON)');
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toBe('healthcare-cost-report.json');
});

test('Medicare cost: CMS 2026 defaults, then 2025 chosen with the keyboard resets the figures', async ({ page }) => {
  await open(page, 'medicare-cost', 'Part B premium');
  const results = page.getByRole('region', { name: 'Your Medicare costs' });
  // 202.90 + 38.99 + 150 = 391.89 a month; × 12 + 283 + 1,500 = 6,485.68.
  await expect(results).toContainText('$6,486');
  // Years are listed newest first (rules calendar): 2026, 2025, 2024.
  await chooseByKeyboard(page, 'Year', '2025', { from: '2026' });
  // 185.00 + 36.78 + 150 = 371.78; × 12 + 257 + 1,500 = 6,218.36.
  await expect(results).toContainText('$6,218');
  await expect(page.getByRole('textbox', { name: /^Part B premium/ })).toHaveValue('185');
  await expectNoAxeViolations(page);
});

test('Medicare cost: a couple filing jointly with 2024 MAGI 300,000, by keyboard → IRMAA tier 2 for both, room to the next threshold, SSA-44 note', async ({
  page,
}) => {
  await open(page, 'medicare-cost', 'Part B premium');
  const results = page.getByRole('region', { name: 'Your Medicare costs' });
  await expect(results).toContainText('Standard premium (no income-related adjustment)');
  await chooseByKeyboard(page, 'Who is covered', 'Two of us (a couple)', { from: 'Just me' });
  await chooseByKeyboard(page, 'Filing status on that tax return', 'Married filing jointly', {
    from: 'Single (or married filing separately, lived apart all year)',
  });
  await typeInto(page, 'Your income two years ago (MAGI)', '300000');
  // 2026 joint tier 2 (src/finance/health/medicareCost.test.ts): (202.90 + 37.50) × 12 × 2 = 5,769.60; 342,000 − 300,000 = 42,000 of room.
  await expect(results).toContainText('Tier 2 of 5');
  await expect(results).toContainText('$5,770');
  await expect(results).toContainText('$42,000');
  await expect(results).toContainText('form SSA-44');
  // A figure far too large gets a plain sentence, and the top tier.
  await typeInto(page, 'Your income two years ago (MAGI)', '99999999999', 'Shift+Tab');
  await expect(page.getByText('The most you can enter is $10,000,000. We used $10,000,000.')).toBeVisible();
  await expect(results).toContainText('None: this is the top tier');
  await expectNoAxeViolations(page);
});

test('Social Security: born 1960 with 1,000 at 67 — lifetime totals and break-even ages, by keyboard', async ({
  page,
}) => {
  await open(page, 'social-security', 'Monthly benefit at full retirement age');
  const results = page.getByRole('region', { name: 'Your claiming choices' });
  await expect(page.getByRole('textbox', { name: /^Year you were born/ })).toHaveValue('1964');
  await typeInto(page, 'Year you were born', '1960');
  // A year is never grouped ("1960", not "1,960").
  await expect(page.getByRole('textbox', { name: /^Year you were born/ })).toHaveValue('1960');
  await typeInto(page, 'Monthly benefit at full retirement age', '1000');
  // 62 → 700 × 276 = 193,200; 70 → 1,240 × 180 = 223,200; 70 catches up with 62 at month 221 (80.4).
  await expect(results).toContainText('$193,200');
  await expect(results).toContainText('claiming at 70 adds up to the most: $223,200');
  await expect(results).toContainText('Waiting from 62 to 70 pays off if you live past 80 years and 5 months.');
  await expectNoAxeViolations(page);
});
