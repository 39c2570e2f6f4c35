import { test, expect, type Page } from '@playwright/test';
import {
  chooseByKeyboard,
  expectNoAxeViolations,
  focusedName,
  pageSettled,
  tabTo,
  typeInto,
  watchRequestsInFlight,
} from './helpers';

/**
 * Keyboard-only runs of the tax tools (issue F4) against the built site. Known answers come from
 * the finance modules' tests (src/finance/*.test.ts).
 */

// Each test opens its own page: they run side by side on both workers. Played in order on one worker,
// as the last file of the suite they kept the other worker idle for about 22 s (docs/ci.md, session 8).
test.describe.configure({ mode: 'parallel' });

async function open(page: Page, id: string, firstField: string): Promise<void> {
  await page.goto(`/tools/${id}`);
  await expect(page.getByLabel(firstField, { exact: false }).first()).toBeVisible();
}

test('Tax impact opens on 2026: single 66 with SS 30,000, pension 20,000, IRA 30,000 → 6,016; tax year 2023 → 8,464 (taxImpact tests)', async ({
  page,
}) => {
  await open(page, 'tax-impact', 'Your age');
  const results = page.getByRole('region', { name: 'Your 2026 federal tax estimate' });
  await expect(results).toContainText('Enter your income information to see tax calculations');
  await typeInto(page, 'Your age', '66');
  await typeInto(page, 'Social Security benefits', '30000');
  await typeInto(page, 'Pension income', '20000');
  await typeInto(page, 'Traditional IRA and 401(k) withdrawals', '30000');
  // Rev. Proc. 2025-32 and P.L. 119-21 §70103: deduction 16,100 + 2,050 + 5,970 = 24,120; taxable 51,380; tax 6,015.60.
  await expect(results).toContainText('$6,016');
  await expect(results).toContainText('$25,500');
  await expect(results).toContainText('$51,380');
  await expect(results.getByRole('table', { name: /Tax by bracket/ })).toContainText('No limit');
  // The spec's known answer, on the 2023 tables (Rev. Proc. 2022-38).
  await chooseByKeyboard(page, 'Tax year', '2023', { from: '2026' });
  const results2023 = page.getByRole('region', { name: 'Your 2023 federal tax estimate' });
  await expect(results2023).toContainText('$8,464');
  await expect(results2023).toContainText('$59,800');
});

test('Tax impact: a joint return asks for the spouse’s age; 67 and 62 with a pension of 80,000 → one 65+ amount, tax 4,322 (taxImpact tests)', async ({
  page,
}) => {
  await open(page, 'tax-impact', 'Your age');
  await expect(page.getByRole('textbox', { name: /^Your spouse’s age/ })).toHaveCount(0);
  await chooseByKeyboard(page, 'Filing status', 'Married filing jointly', { from: 'Single' });
  await typeInto(page, 'Your age', '67');
  await typeInto(page, 'Pension income', '80000');
  const results = page.getByRole('region', { name: 'Your 2026 federal tax estimate' });
  // Both 65 or over (the spouse's age starts at 65): 32,200 + 2 × 1,650 + 2 × 6,000 = 47,500.
  await expect(results).toContainText('$47,500');
  for (let i = 0; i < 40 && !(await focusedName(page)).startsWith('Your spouse’s age'); i++)
    await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('62');
  await page.keyboard.press('Tab');
  // 32,200 + 1,650 + 6,000 = 39,850; taxable 40,150 → 2,480 + 15,350 × 12 % = 4,322.
  await expect(results).toContainText('$39,850');
  await expect(results).toContainText('$4,322');
});

test('Tax impact by keyboard, the widow’s tax: joint 70 and 70, SS 48,000 (spouse 18,000), IRA 120,000, a death in 2027 → single from 2028, tax +8,102; tier 2 from 2030 (widowsTax.test.ts)', async ({
  page,
}) => {
  await open(page, 'tax-impact', 'Your age');
  await expect(page.getByRole('textbox', { name: /^If one of us dies in/ })).toHaveCount(0);
  await chooseByKeyboard(page, 'Filing status', 'Married filing jointly', { from: 'Single' });
  await typeInto(page, 'Your age', '70');
  await typeInto(page, 'Your spouse’s age', '70');
  await typeInto(page, 'Social Security benefits', '48000');
  await typeInto(page, 'Traditional IRA and 401(k) withdrawals', '120000');
  await typeInto(page, 'Your spouse’s part of the Social Security', '18000');
  await typeInto(page, 'If one of us dies in', '2027');
  const results = page.getByRole('region', { name: 'Your 2026 federal tax estimate' });
  await expect(results.getByRole('heading', { name: 'If one of you dies in 2027' })).toBeVisible();
  await expect(results).toContainText(
    'After a death in 2027, you file as single from 2028: your tax rises by $8,102 a year on $18,000 less income.',
  );
  await expect(results).toContainText(
    'from 2030 they follow your single return of 2028: income tier 2, $2,885 a year over the standard premiums.',
  );
  await expect(results).toContainText('qualifying surviving spouse for 2028 and 2029');
  await expect(results.getByRole('table', { name: /Change for you as the survivor/ })).toBeVisible();
  await expectNoAxeViolations(page);
  for (let i = 0; i < 40 && !(await focusedName(page)).startsWith('If one of us dies in'); i++)
    await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2020');
  await page.keyboard.press('Tab');
  await expect(results).toContainText(
    'The year of death, 2020, is before the tax year, 2026. Enter 2026 or a later year.',
  );
  await expect(results.getByRole('table', { name: /Change for you as the survivor/ })).toHaveCount(0);
});

test('RMD opens on 2026 at 73: due, 18,868; 72 → not due yet; 265,000 at 73 → 10,000; 65 → the start-age rule and the inherited-IRA pointer (rmd.test.ts)', async ({
  page,
}) => {
  await open(page, 'rmd', 'Your age');
  const results = page.getByRole('region', { name: 'Your required minimum distribution' });
  await expect(results).toContainText('RMD due for 2026');
  await expect(results).toContainText('$18,868');
  await typeInto(page, 'Your age', '72');
  await expect(results).toContainText('No RMD is due for 2026');
  await typeInto(page, 'Your age', '73');
  await typeInto(page, 'Account balance', '265000');
  await expect(results).toContainText('RMD due for 2026');
  await expect(results).toContainText('$10,000');
  await expect(results).toContainText('$833');
  await typeInto(page, 'Your age', '65');
  await expect(results).toContainText('No RMD is due for 2026: born in 1961, your RMDs start at age 75, in 2036.');
  await expect(results.getByRole('link', { name: 'work it out with the inherited IRA calculator' })).toBeVisible();
});

test('Inherited IRA by keyboard: adult child, owner born 1948 died 2024 → 10 years with yearly minimum, 250,000 / 35.2 = 7,102; spouse born 1952 → treat as own, 9,804; estate → 5 years, 2029 (inheritedIra.test.ts)', async ({
  page,
}) => {
  await open(page, 'inherited-ira', 'Traditional or Roth');
  const results = page.getByRole('region', { name: 'What you must take from the inherited account' });
  await expect(results).toContainText('10-year rule, with a yearly minimum');
  await expect(results).toContainText('$7,102');
  await expect(results).toContainText('31 December 2034');
  await expectNoAxeViolations(page);
  // The relationship is a group of radio buttons: Tab enters at the chosen one, the arrows choose.
  await tabTo(page, 'Someone else, such as an adult child');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: 'The owner’s husband or wife' })).toBeChecked();
  await typeInto(page, 'The owner’s birth year', '1950');
  await typeInto(page, 'Your birth year', '1952');
  await expect(results).toContainText('Treat the account as your own');
  await expect(results).toContainText('$9,804');
  await expect(results).toContainText('If you stay a beneficiary instead');
  // The estate is the last answer: from the first, the arrows wrap round to it in one key press.
  await tabTo(page, 'The owner’s husband or wife', 120);
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: 'The owner’s estate' })).toBeChecked();
  await typeInto(page, 'The owner’s birth year', '1958');
  await expect(results).toContainText('5-year rule');
  await expect(results).toContainText('31 December 2029');
  await typeInto(page, 'The year the owner died', '1940');
  await expect(results).toContainText(
    "The year of death, 1940, is before the owner's birth year, 1958. Check both years.",
  );
  await expectNoAxeViolations(page);
});

test('Elena on a phone, by keyboard: 74, her brother’s IRA; "someone else" is preselected, the birth years 8 apart bring a polite warning and the life expectancy rule; the sibling answer settles it (issue #42; inheritedIra.test.ts)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, 'inherited-ira', 'Traditional or Roth');
  await typeInto(page, 'The owner’s birth year', '1944');
  await typeInto(page, 'The year the owner died', '2023');
  await typeInto(page, 'Your birth year', '1952');
  await typeInto(page, 'Balance on 31 December of last year', '200000');
  const group = page.getByRole('group', { name: 'Who are you to the owner?' });
  const warning = group.locator('[aria-live="polite"]');
  await expect(warning).toContainText('You were born in 1952, 8 years after the owner (1944).');
  await expect(group).toHaveAccessibleDescription(/can spread the withdrawals over their own life expectancy/);
  const results = page.getByRole('region', { name: 'What you must take from the inherited account' });
  await expect(results).toContainText('Life expectancy rule');
  await expect(results).toContainText('$13,158'); // 200,000 / 15.2
  await expect(results).toContainText('Yearly minimums were due for 2024 and 2025');
  await expect(results).toContainText('Form 5329');
  await expect(results).not.toContainText('waived');
  // Every answer is whole on the phone: no option wider than the form.
  const widths = await group
    .getByRole('radio')
    .evaluateAll((radios) =>
      radios.map((r) => (r.closest('div') as HTMLElement).scrollWidth - (r.closest('div') as HTMLElement).clientWidth),
    );
  expect(widths.every((overflow) => overflow <= 0)).toBe(true);
  // Back up to the relationship and choose the sibling answer with one arrow.
  await tabTo(page, 'Someone else, such as an adult child');
  await page.keyboard.press('ArrowUp');
  await expect(
    group.getByRole('radio', { name: /^A brother, sister or other person not more than 10 years younger/ }),
  ).toBeChecked();
  await expect(warning).toBeEmpty();
  await expect(results).toContainText('$13,158');
  await expectNoAxeViolations(page);
});

test('The RMD article carries the inherited IRA calculator further down, loaded only when the reader nears it (issue H3)', async ({
  page,
}) => {
  const inheritedChunks: string[] = [];
  const inFlight = watchRequestsInFlight(page);
  page.on('request', (request) => {
    if (/InheritedIra/i.test(request.url())) inheritedChunks.push(request.url());
  });
  await page.goto('/content/rmd-calculator');
  await expect(page.getByRole('region', { name: 'Your required minimum distribution' })).toContainText(
    'RMD due for 2026',
  );
  const slot = page.locator('#tool-inherited-ira');
  await expect(slot).toContainText('Inherited IRA Calculator');
  // Everything the page loads by itself has arrived and run: none of it was the second tool.
  await pageSettled(page, inFlight);
  expect(inheritedChunks).toEqual([]);
  await slot.scrollIntoViewIfNeeded();
  const results = page.getByRole('region', { name: 'What you must take from the inherited account' });
  await expect(results).toContainText('10-year rule, with a yearly minimum');
  await expect(results).toContainText('$7,102');
  expect(inheritedChunks.length).toBeGreaterThan(0);
  await expect(
    slot.getByRole('link', { name: /Open the Inherited IRA calculator on a page of its own/i }),
  ).toHaveAttribute('href', '/tools/inherited-ira');
  await expectNoAxeViolations(page);
});

test('Roth conversion, like with like: defaults (22 % now and later) Neutral; 32 % now and 12 % later → Not Favorable, never breaks even (roth.test.ts); a readable summary, the data, and "Find a financial planner"', async ({
  page,
}) => {
  await open(page, 'roth-conversion', 'Your age');
  const results = page.getByRole('region', { name: 'Converting compared with not converting' });
  await expect(results).toContainText('Neutral');
  await chooseByKeyboard(page, 'Your tax bracket now', '32%', { from: '22%' });
  await chooseByKeyboard(page, 'Your expected tax bracket in retirement', '12%', { from: '22%' });
  await expect(results).toContainText('Not Favorable');
  await expect(results).toContainText('Never');
  const summary = page.waitForEvent('download');
  await tabTo(page, 'Download a summary');
  await page.keyboard.press('Enter');
  expect((await summary).suggestedFilename()).toBe('roth-conversion-summary.txt');
  const download = page.waitForEvent('download');
  await tabTo(page, 'Download data (JSON)');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toBe('roth-conversion-results.json');
  await tabTo(page, 'Find a financial planner');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Talk to a financial planner' });
  await expect(dialog).toContainText('fee-only fiduciary');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('Withdrawal calculator opens on 2026: nothing until Calculate; defaults → tax 3,004, saves 3,012; Enter recalculates (withdrawal.test.ts)', async ({
  page,
}) => {
  await open(page, 'withdrawal-calculator', 'Your age');
  const results = page.getByRole('region', { name: 'Your withdrawal plan' });
  await expect(results).toContainText('press Calculate');
  await tabTo(page, 'Calculate');
  await page.keyboard.press('Space');
  // Rev. Proc. 2025-32: 51,250 AGI − (16,100 + 2,050 + 6,000) = 27,100 taxable → 3,004; all-traditional 6,015.60.
  await expect(results).toContainText('Tax impact (2026, single filer)');
  await expect(results).toContainText('$3,004');
  await expect(results).toContainText('$3,012');
  await expect(results).toContainText('$1,184,500');
  // Back to the age field, the first of the form.
  for (let i = 0; i < 40 && !(await focusedName(page)).startsWith('Your age'); i++)
    await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('64');
  await page.keyboard.press('Tab');
  await expect(results).toContainText('$3,004');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(results).toContainText('$3,970'); // no 65+ amount, no senior deduction: 35,150 taxable
});

test('Withdrawal calculator: a shared link naming 2023 keeps 2023 → the spec answer, tax 4,046 (withdrawal.test.ts)', async ({
  page,
}) => {
  await page.goto('/tools/withdrawal-calculator#tool=withdrawal-calculator&v=1&taxYear=2023');
  await expect(page.getByRole('combobox', { name: /^Tax year/ })).toContainText('2023');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const results = page.getByRole('region', { name: 'Your withdrawal plan' });
  await expect(results).toContainText('$4,046');
  await expect(results).toContainText('$4,418');
});

test('Withdrawal planner opens on 2026: Calculate shows all 13 years and says the savings ran out at 77; taxes 7,500 and 99 % efficiency; a 2023 link gives 19,686 and 97.4 % (withdrawalPlanner.test.ts)', async ({
  page,
}) => {
  await open(page, 'withdrawal-planner', 'Your age');
  const results = page.getByRole('region', { name: 'Your withdrawal plan, year by year' });
  await expect(results).toContainText('press Calculate');
  await typeInto(page, 'Yearly income you need in all', '60000');
  await tabTo(page, 'Calculate');
  await page.keyboard.press('Enter');
  // The year-by-year table sits full width under the inputs and results (ToolLayout details), every year in it.
  await expect(page.getByRole('table', { name: 'Year-by-year plan. All 13 years, 2026 to 2038.' })).toBeVisible();
  // Born 1961: no RMD before 75. 750,000 at 60,000 a year: 12 years and half the 13th.
  await expect(results.getByRole('group', { name: 'How long your savings last' })).toContainText(
    'Your savings ran out in 2038, at 77 (your spouse 77): that year they paid $30,000 of the $60,000 you need from them.',
  );
  // 2026, both 65+: deduction 47,500; ages 69–74 pay 10 % × 12,500 = 1,250 each.
  await expect(results).toContainText('$7,500');
  await expect(results).toContainText('$742,500');
  // A shared link naming 2023 keeps 2023: the spec's answer on the 2023 tables.
  await page.goto('about:blank');
  await page.goto('/tools/withdrawal-planner#tool=withdrawal-planner&v=1&taxYear=2023');
  await expect(page.getByRole('combobox', { name: /^Tax year/ })).toContainText('2023');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(results).toContainText('$19,686');
  await expect(results).toContainText('97.4%');
});

test('Withdrawal planner, a couple by keyboard (issue I6): you 64, your spouse 67, 72,000 in all with 46,200 of Social Security → 25,800 from savings; lasted to 95 with 24,400 left (withdrawalPlanner.test.ts)', async ({
  page,
}) => {
  await open(page, 'withdrawal-planner', 'Your age');
  await typeInto(page, 'Your age', '64');
  await typeInto(page, 'Your spouse’s age', '67');
  // The end age is the younger one's: the least it takes follows the ages above it.
  await expect(page.getByRole('textbox', { name: /^Plan until age/ })).toHaveAccessibleDescription(
    /any age from 64 to 110\./,
  );
  await typeInto(page, 'Yearly income you need in all', '72000');
  await typeInto(page, 'Your Social Security benefit', '30000');
  await typeInto(page, 'Your spouse’s Social Security benefit', '16200');
  await typeInto(page, 'Roth IRA and Roth 401(k) balance', '250000');
  await tabTo(page, 'Calculate');
  await page.keyboard.press('Enter');
  const results = page.getByRole('region', { name: 'Your withdrawal plan, year by year' });
  await expect(results).toContainText(
    'You need $72,000 a year in all, before tax; Social Security pays $46,200 of it, so $25,800 comes from your savings.',
  );
  // 850,000 at 25,800 a year for 32 years (64 to 95 for the younger): 825,600 taken, 24,400 left.
  await expect(results.getByRole('group', { name: 'How long your savings last' })).toContainText(
    'Your savings lasted the whole plan, with $24,400 left at 95 (your spouse 98).',
  );
  await expect(results).not.toContainText(/Your savings last \d+ years/);
  const table = page.getByRole('table', { name: 'Year-by-year plan. All 32 years, 2026 to 2057.' });
  await expect(table.getByRole('rowheader').first()).toHaveText('Year 1 · you 64, spouse 67');
  // The summary announced politely says the same, once.
  await expect(page.locator('[data-results-summary]')).toContainText('so $25,800 comes from your savings');
});
