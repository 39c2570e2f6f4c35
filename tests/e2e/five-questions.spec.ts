import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { focusedName, gotoHydrated } from './helpers';

/**
 * Issue H7 (first contact): a reader's five questions, played from the home page on a phone
 * (412 × 823) and at 200 % zoom (a 1,280 × 800 desktop window at 200 % is 640 × 400 CSS px),
 * counting activations: every tap, click or Enter on a link or button. Typing into a field is
 * not an activation. Each task must end on the answer within STEP_BUDGET activations.
 * Tasks 2 and 4 are played with the keyboard alone.
 *
 * Tasks 1, 3, 4 and 5 depended on other issues (H1 Social Security spouse, H2 Roth + Medicare,
 * H3 inherited IRA, H4 everything in one place); all four have landed and play here. Their answers
 * are the tools' own known answers (named at each task).
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

  async tap(name: string | RegExp, role: 'link' | 'button' | 'combobox' | 'option' = 'link') {
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
  // The article's own tool has arrived (a second tool further down waits, not busy, until the reader nears it).
  await expect(page.locator('[aria-busy="true"]', { hasText: 'Loading the calculator…' })).toHaveCount(0);
  const firstField = page
    .locator('section[data-frame] form')
    .locator('input, [role="combobox"], [role="slider"]')
    .first();
  await expect(firstField).toBeVisible();
  return firstField.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY, height: window.innerHeight };
  });
}

for (const { name: viewName, size } of VIEWPORTS) {
  test.describe(`five questions, ${viewName}`, () => {
    test.use({ viewport: size });

    test(`1. when to claim Social Security, and what a spouse would get (issue H1)`, async ({ page }) => {
      const steps = new Steps(page);
      await gotoHydrated(page, '/');
      await steps.tap('When should I claim Social Security?');
      await expect(page).toHaveURL(/\/content\/social-security-optimization-calculator$/);
      await expectFocusOnHeading(page, /Social Security/);
      await expectFormOnFirstScreen(page);
      // Couple mode: open "Plan for" and choose "Me and my spouse" (two taps).
      await steps.tap(/^Plan for/, 'combobox');
      await steps.tap('Me and my spouse', 'option');
      const results = page.getByRole('region', { name: 'Your claiming choices as a couple' });
      await expect(results.getByRole('group', { name: 'Best pair of claiming ages' })).toBeVisible();
      await page.getByRole('textbox', { name: /^Monthly benefit at full retirement age/ }).fill('2400');
      await page.getByRole('textbox', { name: /^Your spouse’s monthly benefit at full retirement age/ }).fill('900');
      await page.getByRole('textbox', { name: /^Your spouse’s monthly benefit at full retirement age/ }).blur();
      // The answer: when each should claim, and the spouse's benefit on top (half of 2,400 is more
      // than the spouse's own 900, socialSecurityCouple.test.ts), and the survivor's benefit.
      await expect(results.getByRole('group', { name: 'Best pair of claiming ages' })).toContainText(
        /You .+, spouse .+/,
      );
      await expect(results).toContainText(/Your spouse adds a spouse’s benefit of \$[\d,]+/);
      await expect(results).toContainText(/survivor benefit would be \$[\d,]+/);
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
      await expect(page.locator('[data-results-summary]')).toHaveText(
        /^Your \d{4} required minimum distribution is \$16,260/,
      );
      await expect(age).not.toHaveAccessibleDescription(/Example/);
      steps.withinBudget();
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

    test(`3. a Roth conversion and Medicare (issue H2)`, async ({ page }) => {
      const steps = new Steps(page);
      await gotoHydrated(page, '/');
      await steps.tap('Will a Roth conversion raise my Medicare premium?');
      await expect(page).toHaveURL(/\/content\/roth-conversion-calculator$/);
      await expectFocusOnHeading(page, /Roth Conversion/);
      await expectFormOnFirstScreen(page);
      // A 66-year-old converting the example's $100,000 with $80,000 of other income: on Medicare two
      // years on, and $180,000 of income crosses the first IRMAA threshold (roth.test.ts, rules/health/irmaa.ts).
      await page.getByRole('textbox', { name: /^Your age/ }).fill('66');
      await page.getByRole('textbox', { name: /^Your other taxable income this year/ }).fill('80000');
      await page.getByRole('textbox', { name: /^Your other taxable income this year/ }).blur();
      const results = page.getByRole('region', { name: 'Converting compared with not converting' });
      await expect(results).toContainText(
        /Your \d{4} income sets your \d{4} Medicare premiums\. The conversion takes it over a threshold, so those premiums rise by \$[\d,]+/,
      );
      steps.withinBudget();
    });

    test(`4. an inherited IRA, keyboard alone (issue H3)`, async ({ page }) => {
      const steps = new Steps(page);
      await gotoHydrated(page, '/');
      await tabTo(page, 'I inherited an IRA', 25);
      await steps.enter();
      await expect(page).toHaveURL(/\/tools\/inherited-ira$/);
      await expect(page.locator('main h1')).toBeFocused();
      await expectFormOnFirstScreen(page);
      // The reader's own case: a parent who died in 2023. An adult child (the example's relationship)
      // follows the 10-year rule: the account must be empty by the end of 2033 (inheritedIra.test.ts).
      await tabTo(page, 'The year the owner died', 20);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('2023');
      await page.keyboard.press('Tab');
      await expect(page.locator('[data-results-summary]')).toHaveText(/Empty the account by 31 December 2033\./);
      steps.withinBudget();
    });

    test(`5. everything in one place, printed (issue H4)`, async ({ page }) => {
      // The reader used the RMD calculator earlier in this tab (age 75, $400,000), as in task 2.
      await page.addInitScript(() => {
        sessionStorage.setItem('tool-inputs-rmd', JSON.stringify({ v: 1, data: { age: 75, balance: 400_000 } }));
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      const steps = new Steps(page);
      await gotoHydrated(page, '/');
      await steps.tap('My plan');
      await expect(page).toHaveURL(/\/my-plan$/);
      await expectFocusOnHeading(page, 'My plan');
      // The RMD from task 2, gathered here: 400,000 / 24.6 = $16,260.
      await expect(
        page.getByRole('region', { name: 'Required Minimum Distribution Calculator', exact: true }),
      ).toContainText('$16,260');
      await steps.tap('Print my plan', 'button');
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      steps.withinBudget();
    });
  });
}

/**
 * H7 §2: on a calculator article the tool's first field is on the first phone screen, under the
 * title and the one-sentence summary, for the page each of the home page's questions opens.
 * Phones only: at 200 % zoom (640 × 400) the title and summary alone fill a screen.
 */
const QUESTIONS = (
  JSON.parse(fs.readFileSync(path.resolve('content/home.json'), 'utf8')) as {
    questions: { question: string; to: string }[];
  }
).questions;
const PHONES = [
  { width: 390, height: 844 },
  { width: 412, height: 823 },
] as const;

for (const phone of PHONES) {
  test.describe(`the tool's form on the first screen, ${phone.width} × ${phone.height}`, () => {
    test.use({ viewport: phone });
    for (const { question, to } of QUESTIONS) {
      test(`${question} → ${to}`, async ({ page }) => {
        await gotoHydrated(page, to);
        const { top, bottom, height } = await expectFormOnFirstScreen(page);
        expect(top, 'first field of the form, px from the top of the page').toBeLessThan(height);
        expect(bottom, 'the whole first field is on the first screen').toBeLessThanOrEqual(height);
      });
    }
  });
}
