import fs from 'node:fs';
import ICAL from 'ical.js';
import { test, expect, type Page } from '@playwright/test';
import { chooseByKeyboard, gotoHydrated, tabTo, typeInto, watchErrors } from './helpers';

/**
 * Issue I6 (#42), item 1 and "Done when": the readers' couple, by keyboard only, gets the same
 * claiming pair and figures in the Social Security tool, in My plan, in its print view and in its
 * calendar file. Carlos, a man born March 1959 with a PIA of $2,600; Ruth, a woman born 1 January
 * 1962 with $1,250; ages at death from the tool's life table. The known answer (69 y 7 m and 65 y 2 m,
 * $3,172 and $1,097 a month, worth $736,998) is the one src/plan/myPlanCouple.test.ts works out.
 */

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Tabs to a link or button by its text and presses Enter, as a keyboard reader does. */
async function activate(page: Page, name: string) {
  await tabTo(page, name);
  await page.keyboard.press('Enter');
}

test('the readers’ couple by keyboard: the tool’s best pair, and the same pair and amounts in My plan, its print view and its calendar file', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);

  // Their birth dates, typed once in My details (the tool asks no day; Ruth's 1st is kept there).
  await gotoHydrated(page, '/my-details');
  await typeInto(page, 'Year you were born', '1959');
  await chooseByKeyboard(page, 'Month you were born', 'March');
  await chooseByKeyboard(page, 'Tax filing status', 'Married filing jointly');
  await typeInto(page, 'Year your spouse was born', '1962');
  await chooseByKeyboard(page, 'Month your spouse was born', 'January');
  await typeInto(page, 'Day of the month your spouse was born', '1');

  // The tool, its couple view: the birth dates come from My details; the benefits and sexes are typed here.
  await gotoHydrated(page, '/tools/social-security');
  await expect(page.locator('[data-tool-loading]')).toHaveCount(0);
  await chooseByKeyboard(page, 'Plan for', 'Me and my spouse');
  await expect(page.getByRole('textbox', { name: /^Year you were born/ })).toHaveValue('1959');
  await expect(page.getByRole('textbox', { name: /^Year your spouse was born/ })).toHaveValue('1962');
  await typeInto(page, 'Monthly benefit at full retirement age', '2600');
  await typeInto(page, 'Your spouse’s monthly benefit at full retirement age', '1250');
  await chooseByKeyboard(page, 'Your sex, for life expectancy', 'Male');
  await chooseByKeyboard(page, 'Your spouse’s sex, for life expectancy', 'Female');

  const results = region(page, 'Your claiming choices as a couple');
  const best = results.getByRole('group', { name: 'Best pair of claiming ages' });
  await expect(best).toContainText('You 69 and 7 months, spouse 65 and 2 months');
  await expect(best).toContainText('Household benefits worth $736,998 in today’s dollars');
  await expect(results).toContainText('$3,172');
  await expect(results).toContainText('$1,097');

  // My plan, from the header's link: the same pair and amounts.
  await activate(page, 'My plan');
  await expect(page).toHaveURL(/\/my-plan$/);
  const section = region(page, 'Social Security Claiming Age Calculator');
  const row = (label: string) =>
    section.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) });
  await expect(row('Best pair of claiming ages')).toContainText('You 69 and 7 months, your spouse 65 and 2 months');
  await expect(row('Your monthly benefit from that age')).toContainText('$3,172');
  await expect(row('Your spouse’s monthly benefit from that age')).toContainText('$1,097');
  await expect(row('Household benefits, worth today')).toContainText('$736,998');

  // The calendar file: parsed, its claim dates are the months each reaches the pair's age.
  await tabTo(page, 'Add to my calendar');
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const calendar = new ICAL.Component(ICAL.parse(fs.readFileSync((await download.path())!, 'utf8')));
  const startOf = (uid: string) => {
    const event = calendar.getAllSubcomponents('vevent').find((e) => e.getFirstPropertyValue('uid') === uid);
    return event ? String(event.getFirstPropertyValue('dtstart')) : undefined;
  };
  // Carlos, born March 1959 (not on the 1st), is 69 y 7 m from October 2028.
  expect(startOf('ss-couple-claim-you@my-plan.evergreen')).toBe('2028-10-01');
  // Ruth, born 1 January 1962: SSA counts an age as reached the day before the birthday (20 CFR
  // 404.2(c)(4): a person attains an age on the day before its anniversary), so she is 65 on 31
  // December 2026 and 65 for all of December; 65 y 2 m in February 2027, not March.
  expect(startOf('ss-couple-claim-spouse@my-plan.evergreen')).toBe('2027-02-01');

  // The print view shows the same pair and amounts.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
  await expect(row('Best pair of claiming ages')).toBeVisible();
  await expect(row('Best pair of claiming ages')).toContainText('You 69 and 7 months, your spouse 65 and 2 months');
  await expect(row('Your monthly benefit from that age')).toContainText('$3,172');
  await expect(row('Your spouse’s monthly benefit from that age')).toContainText('$1,097');
  await expect(row('Household benefits, worth today')).toContainText('$736,998');
  await page.emulateMedia({ media: 'screen' });

  expect(errors).toEqual([]);
});
