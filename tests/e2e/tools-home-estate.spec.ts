import { test, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';

/** Presses Tab (or Shift+Tab) until `condition`, a JS expression over the focused element `el`, is true. */
async function tabTo(page: Page, condition: string, back = false, max = 200) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const hit = await page.evaluate((expression) => {
      const el = document.activeElement;
      // eslint-disable-next-line no-new-func
      return el ? Boolean(new Function('el', `return ${expression};`)(el)) : false;
    }, condition);
    if (hit) return;
  }
  throw new Error(`focus never reached: ${condition}`);
}

const text = (source: string) => `(${source} || '').replace(/\\s+/g, ' ').trim()`;
const tabToButton = (page: Page, startsWith: string, back = false) =>
  tabTo(page, `el.tagName === 'BUTTON' && ${text('el.textContent')}.startsWith(${JSON.stringify(startsWith)})`, back);
const tabToLabel = (page: Page, startsWith: string) =>
  tabTo(
    page,
    `!!(el.labels && el.labels[0]) && ${text('el.labels[0].textContent')}.startsWith(${JSON.stringify(startsWith)})`,
  );

test.describe('home and estate tools, keyboard only', () => {
  test('Home equity: defaults show 150,000 and Excellent; a 380,000 balance is Limited', async ({ page }) => {
    await page.goto('/tools/home-equity');
    const results = page.getByRole('region', { name: 'Your home equity' });
    // SPEC §9 defaults: 400,000 − 250,000 = 150,000, 37.5 % (HomeEquityCalculator.test.tsx known answer).
    await expect(results.getByText(/You own 37\.5%/)).toBeVisible();
    await expect(results.getByText('Excellent equity position')).toBeVisible();
    await tabToLabel(page, 'Mortgage balance');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('380000');
    await page.keyboard.press('Tab');
    await expect(results.getByText(/You own 5\.0%/)).toBeVisible();
    await expect(results.getByText('Limited')).toBeVisible();
    await expect(page).toHaveURL(/#tool=home-equity&v=2&.*mortgageBalance=380000/);
  });

  test('Home Modification Planner: Space selects items; within budget, then over budget', async ({ page }) => {
    await page.goto('/tools/home-modification');
    const results = page.getByRole('region', { name: 'Your modification plan' });
    await expect(results).toBeVisible();

    // Grab bars (150) + stair lift (3,000) on 5,000 → "Within budget - $1,850 remaining" (finance known answer).
    await tabToButton(page, 'Grab bars');
    await page.keyboard.press('Space');
    await tabToButton(page, 'Stair lift');
    await page.keyboard.press('Space');
    await expect(results.getByText('Within budget - $1,850 remaining')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Grab bars/ })).toHaveAttribute('aria-pressed', 'true');

    // Budget 2,000 → over by 1,150, with the hint.
    await tabToLabel(page, 'Budget');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2000');
    await page.keyboard.press('Tab');
    await expect(results.getByText('Budget exceeded by $1,150')).toBeVisible();
    await expect(
      results.getByText('Consider prioritizing high-priority items or increasing your budget.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Selections survive a reload (session storage).
    await page.reload();
    await expect(page.getByRole('button', { name: /^Stair lift/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('Beneficiary tracker: add, edit and delete by keyboard; the list survives a reload', async ({ page }) => {
    await page.goto('/tools/beneficiary-tracker');
    await page.evaluate(() => localStorage.removeItem('beneficiaries'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add beneficiary designation' })).toBeVisible();

    await tabToButton(page, 'Add beneficiary designation');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: /^Account name/ })).toBeFocused();
    await page.keyboard.type('Family IRA');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Retirement');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Broker Co');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1234-5678');
    await expect(page.getByText(/Only the last 4 digits are kept, so we saved 5678/)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Ben Ortiz');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Add beneficiary designation' })).toBeFocused();

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Family IRA' }) });
    await expect(card).toBeVisible();
    await expect(card.getByText('Retirement account (401(k), IRA)')).toBeVisible();
    await expect(card.getByText('Ben Ortiz (100%)')).toBeVisible();
    await expect(card.getByText('5678')).toBeVisible();
    await expectNoAxeViolations(page);

    // Edit: change the primary beneficiary's share to 60.
    await tabToButton(page, 'Edit');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: /^Account name/ })).toHaveValue('Family IRA');
    await tabToLabel(page, "Primary beneficiary's share");
    await page.keyboard.press('Control+A');
    await page.keyboard.type('60');
    await page.keyboard.press('Enter');
    await expect(card.getByText('Ben Ortiz (60%)')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Family IRA' })).toBeVisible();
    await expect(page.getByText('Ben Ortiz (60%)')).toBeVisible();

    // Delete through the confirmation dialog: focus starts on "Keep it"; Shift+Tab reaches "Delete".
    await tabToButton(page, 'Delete');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Are you sure you want to delete this beneficiary designation?')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('You have not added any designations yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add beneficiary designation' })).toBeFocused();
    await page.reload();
    await expect(page.getByText('You have not added any designations yet.')).toBeVisible();
  });

  test('Beneficiary tracker: missing required fields show the message and save nothing (axe-checked)', async ({
    page,
  }) => {
    await page.goto('/tools/beneficiary-tracker');
    await page.evaluate(() => localStorage.setItem('beneficiaries', 'not json'));
    await page.reload();
    await expect(page.getByText('You have not added any designations yet.')).toBeVisible();
    await tabToButton(page, 'Add beneficiary designation');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('heading', { name: 'Please fill in all required fields' })).toBeVisible();
    await expect(summary).toBeFocused();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => localStorage.getItem('beneficiaries'))).toBeNull();
  });
});
