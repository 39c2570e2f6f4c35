import { test, expect, type Page } from '@playwright/test';
import { focusedName, gotoHydrated } from './helpers';

/**
 * Issue H7 (first contact): a reader's five questions, played from the home page on a phone
 * (412 × 823) and at 200 % zoom (a 1,280 × 800 desktop window at 200 % is 640 × 400 CSS px),
 * counting activations: every tap, click or Enter on a link or button. Typing into a field is
 * not an activation. Each task must end on the answer within STEP_BUDGET activations.
 * Tasks 2 and 4 are played with the keyboard alone.
 *
 * Tasks 1, 3, 4 and 5 depend on other issues (H1 Social Security spouse, H2 Roth + Medicare,
 * H3 inherited IRA, H4 everything in one place): each is `test.fixme` with its issue until it
 * lands; then remove the fixme.
 */

const STEP_BUDGET = 4;

const VIEWPORTS = [
  { name: 'phone', size: { width: 412, height: 823 } },
  { name: '200 % zoom', size: { width: 640, height: 400 } },
] as const;

/** Counts the reader's activations and checks the budget at the end. */
class Steps {
  count = 0;
  constructor(private readonly page: Page) {}

  async tap(name: string | RegExp, role: 'link' | 'button' = 'link') {
    this.count += 1;
    await this.page.getByRole(role, { name }).first().click();
  }

  /** Enter on whatever has focus (a keyboard activation). */
  async enter() {
    this.count += 1;
    await this.page.keyboard.press('Enter');
  }

  withinBudget() {
    expect(this.count, `activations from the home page (budget ${STEP_BUDGET})`).toBeLessThanOrEqual(STEP_BUDGET);
  }
}

/** Tab until focus is on a control whose name starts with `name` (Tab presses are not activations). */
async function tabTo(page: Page, name: string, maxTabs = 40) {
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)).startsWith(name)) return;
  }
  throw new Error(`Could not reach "${name}" with Tab within ${maxTabs} presses`);
}

/** After a client-side navigation, focus is on the new page's heading (issue H7 §4). */
async function expectFocusOnHeading(page: Page, heading: string | RegExp) {
  await expect(page.locator('main h1')).toHaveText(heading);
  await expect(page.locator('main h1')).toBeFocused();
}

/** The calculator's form is on the page; returns where its first field starts and the screen's height. */
async function expectFormOnFirstScreen(page: Page) {
  await expect(page.getByText('Loading the calculator…')).toHaveCount(0);
  const firstField = page.locator('section[data-frame] form').locator('input, [role="combobox"], [role="slider"]').first();
  await expect(firstField).toBeVisible();
  const { top, height } = await firstField.evaluate((el) => ({ top: el.getBoundingClientRect().top + window.scrollY, height: window.innerHeight }));
  return { top, height };
}

for (const { name: viewName, size } of VIEWPORTS) {
  test.describe(`five questions, ${viewName}`, () => {
    test.use({ viewport: size });

    test.fixme(`1. when to claim Social Security, and what a spouse would get (issue H1)`, async ({ page }) => {
      const steps = new Steps(page);
      await gotoHydrated(page, '/');
      await steps.tap('When should I claim Social Security?');
      await expectFocusOnHeading(page, /Social Security/);
      await expectFormOnFirstScreen(page);
      await page.getByRole('textbox', { name: /^Year you were born/ }).fill('1960');
      await page.getByRole('textbox', { name: /^Monthly benefit at full retirement age/ }).fill('2400');
      await steps.tap(/spouse/i, 'button');
      await expect(page.locator('[data-results-summary]')).toHaveText(/spouse/i);
      steps.withinBudget();
    });

    test(`2. this year's RMD, keyboard alone`, async ({ page }) => {
      const steps = new Steps(page);
      await gotoHydrated(page, '/');
      // The question is among the first things on the page, before any list of topics.
      await tabTo(page, 'How much must I take out of my IRA this year?', 25);
      await steps.enter();
      await expect(page).toHaveURL(/\/content\/rmd-calculator$/);
      await expectFocusOnHeading(page, /Required Minimum Distribution/);
      await expectFormOnFirstScreen(page);

      // Before the reader types anything, the figures are marked as examples.
      const age = page.getByRole('textbox', { name: /^Your age/ });
      await expect(age).toHaveAccessibleDescription(/^Example figure: change it to your own\./);
      await expect(page.locator('[data-example-results]')).toHaveText(/^With the example figures: /);

      // From the heading, Tab reaches the age field first among the form's fields.
      await tabTo(page, 'Your age', 15);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('75');
      await tabTo(page, 'Account balance', 5);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('400000');
      await page.keyboard.press('Tab');

      // The answer, from the reader's own figures: 400,000 / 24.6 (Uniform Lifetime Table, age 75).
      await expect(page.locator('[data-results-summary]')).toHaveText(/^Your \d{4} required minimum distribution is \$16,260/);
      await expect(age).not.toHaveAccessibleDescription(/Example/);
      steps.withinBudget();
    });

    // H7 §2 is not met yet: on a 412 × 823 phone the first field starts at about 1,013 px (breadcrumb,
    // a three-line h1 and the frame's own title above it). Turn this on once the kit's Frame and
    // Breadcrumb make room.
    test.fixme(`the calculator's form starts on the first screen (issue H7 §2)`, async ({ page }) => {
      await gotoHydrated(page, '/content/rmd-calculator');
      const { top, height } = await expectFormOnFirstScreen(page);
      expect(top, 'first field of the form, px from the top of the page').toBeLessThan(height);
    });

    test(`2. this year's RMD, by tapping`, async ({ page }) => {
      const steps = new Steps(page);
      await gotoHydrated(page, '/');
      await steps.tap('How much must I take out of my IRA this year?');
      await expectFocusOnHeading(page, /Required Minimum Distribution/);
      await expectFormOnFirstScreen(page);
      await page.getByRole('textbox', { name: /^Your age/ }).fill('75');
      await page.getByRole('textbox', { name: /^Account balance/ }).fill('400000');
      await page.getByRole('textbox', { name: /^Account balance/ }).blur();
      await expect(page.locator('[data-results-summary]')).toHaveText(/required minimum distribution is \$16,260/);
      steps.withinBudget();
    });

    test.fixme(`3. a Roth conversion and Medicare (issue H2)`, async ({ page }) => {
      const steps = new Steps(page);
      await gotoHydrated(page, '/');
      await steps.tap('Will a Roth conversion raise my Medicare premium?');
      await expectFormOnFirstScreen(page);
      await expect(page.getByText(/IRMAA|Medicare premium/).first()).toBeVisible();
      steps.withinBudget();
    });

    test.fixme(`4. an inherited IRA, keyboard alone (issue H3)`, async ({ page }) => {
      const steps = new Steps(page);
      await gotoHydrated(page, '/');
      await tabTo(page, 'I inherited an IRA', 25);
      await steps.enter();
      await expect(page).toHaveURL(/\/tools\/inherited-ira$/);
      await expect(page.locator('main h1')).toBeFocused();
      await expect(page.locator('[data-results-summary]')).toHaveText(/10 years|each year/);
      steps.withinBudget();
    });

    test.fixme(`5. everything in one place, printed (issue H4)`, async ({ page }) => {
      const steps = new Steps(page);
      await gotoHydrated(page, '/');
      await steps.tap('My plan');
      await expect(page.locator('main h1')).toBeFocused();
      await steps.tap(/^Print/, 'button');
      steps.withinBudget();
    });
  });
}
