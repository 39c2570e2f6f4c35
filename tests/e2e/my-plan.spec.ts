import fs from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import {
  chooseByKeyboard,
  expectNoAxeViolations,
  gotoHydrated,
  horizontalOverflow,
  tabTo,
  typeInto,
  watchErrors,
} from './helpers';
import { ALLOWLIST_FILE, findEnglish, judgeDrawn, type Allowlist } from '../../scripts/check-language.ts';

/**
 * My plan (issue H4), keyboard only: My details typed once, three tools used, then My plan from the
 * main navigation shows those tools' results, the dates in order, a calendar file and a print view.
 */

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** My details typed once, then three tools each left with the reader's own figures (kept in this tab). */
async function useThreeTools(page: Page) {
  await gotoHydrated(page, '/my-details');
  await typeInto(page, 'Year you were born', '1960');
  await typeInto(page, 'Traditional IRA and 401(k) savings', '500000');
  await gotoHydrated(page, '/tools/rmd');
  await typeInto(page, 'Your age at the end of the tax year', '75');
  await gotoHydrated(page, '/tools/social-security');
  await typeInto(page, 'Monthly benefit at full retirement age', '2100');
  await gotoHydrated(page, '/tools/roth-conversion');
  await typeInto(page, 'Amount to convert', '20000');
}

test('My plan by keyboard: three tools gathered with their results, dates in order, an .ics download and a print view', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);

  await useThreeTools(page);

  await tabTo(page, 'My plan');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-plan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My plan' })).toBeVisible();
  await expect(region(page, 'Required Minimum Distribution Calculator')).toBeVisible();
  await expect(region(page, 'Social Security Claiming Age Calculator')).toBeVisible();
  await expect(region(page, 'Roth Conversion Calculator')).toBeVisible();
  // RMD at 75 on $500,000 (divisor 24.6): $20,325.
  await expect(region(page, 'Required Minimum Distribution Calculator').getByText('$20,325')).toBeVisible();
  await expect(region(page, 'Not done yet').getByRole('listitem')).toHaveCount(16);

  await chooseByKeyboard(page, 'Month you were born', 'May');
  const dates = region(page, 'Dates to remember');
  // Born May 1960: the Medicare sign-up window (February to August 2025) is past, and marked so.
  const medicareWindow = dates.getByRole('listitem').filter({ hasText: 'February 1, 2025 to August 31, 2025' });
  await expect(medicareWindow).toBeVisible();
  await expect(medicareWindow).toContainText('Past');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 320, height: 800 });
  expect((await horizontalOverflow(page)).overflow).toBe(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The calendar file, made in the browser.
  await tabTo(page, 'Add to my calendar');
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('my-plan-dates.ics');
  const ics = fs.readFileSync((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR\r\n');
  // Future dates only (issue I6, item 7): full retirement age 67 in May 2027 is in, the past Medicare window is not.
  expect(ics).toContain('DTSTART;VALUE=DATE:20270501');
  expect(ics).not.toContain('DTSTART;VALUE=DATE:20250201');
  expect(ics).toContain('TRIGGER:-P30D');
  expect(ics).not.toContain('$20,325');
  await expect(page.getByRole('status').filter({ hasText: 'Calendar file' })).toContainText('without your figures');

  // Print: the buttons and the navigation go, the dates, sections and questions stay.
  await page.evaluate(() => {
    (window as unknown as { printed: boolean }).printed = false;
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await tabTo(page, 'Print my plan');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print my plan' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Questions to ask a professional' })).toBeVisible();
  // The Roth tool's example brackets are the same now and later (22 %), so like with like it comes out even.
  await expect(
    page.getByText(
      /^Ask whether a Roth conversion is worth it for you: in your figures converting \$20,000 this year comes out even/,
    ),
  ).toBeVisible();
  // The print sheet (issue H4 "Print"): the dates start on the first page and flow on; each tool's section
  // starts a page of its own; a row of figures never splits; nothing is hidden or wider than the page,
  // at the normal text size and at 200 % (a page half as wide).
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    const print = await page.evaluate(() => {
      const css = (el: Element | null) => (el ? getComputedStyle(el) : null);
      const dates = document.querySelector('[aria-labelledby="plan-dates"]');
      const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
      return {
        datesBreak: css(dates)?.breakInside,
        dates: dates?.querySelectorAll('li').length ?? 0,
        hiddenDates: [...(dates?.querySelectorAll('li') ?? [])].filter((li) => !visible(li)).length,
        toolBreaks: [...document.querySelectorAll('section[aria-labelledby^="plan-tool-"]')].map(
          (t) => css(t)?.breakBefore,
        ),
        rows: [...document.querySelectorAll('main dl > div')].map((r) => css(r)?.breakInside),
        tooWide: [...document.querySelectorAll('main *')]
          .filter((el) => visible(el) && el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .map((el) => el.tagName),
      };
    });
    expect(print.datesBreak).toBe('auto');
    expect(print.dates).toBeGreaterThan(10);
    expect(print.hiddenDates).toBe(0);
    expect(print.toolBreaks).toEqual(['auto', 'page', 'page']);
    expect(print.rows.length).toBeGreaterThan(10);
    expect(new Set(print.rows)).toEqual(new Set(['avoid']));
    expect(print.tooWide).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  expect((await page.pdf({ format: 'Letter' })).length).toBeGreaterThan(10_000);
  expect((await page.pdf({ format: 'Letter', scale: 2 })).length).toBeGreaterThan(10_000);
  await page.emulateMedia({ media: 'screen' });

  expect(errors).toEqual([]);
});

test('My plan in Spanish, with tools done: the same stored answers, every word Spanish (no English on /es/my-plan)', async ({
  page,
}) => {
  // An empty /es/my-plan (spanish-routes.spec.ts) has no tool section: the words a done tool brings
  // (its question for a professional, its "in today's dollars" line) were English until shift 11.
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await useThreeTools(page);

  await gotoHydrated(page, '/es/my-plan');
  const questions = region(page, 'Preguntas para un profesional');
  await expect(
    questions.getByRole('listitem').filter({ hasText: /distribución mínima requerida de unos \$20,325/ }),
  ).toBeVisible();
  await expect(
    questions.getByRole('listitem').filter({ hasText: /^Pregunte si solicitar el Seguro Social a los / }),
  ).toBeVisible();
  await expect(
    questions
      .getByRole('listitem')
      .filter({ hasText: /^Pregunte si una conversión a Roth vale la pena para usted: .*convertir \$20,000 este año/ }),
  ).toBeVisible();
  const allowlist = JSON.parse(fs.readFileSync(ALLOWLIST_FILE, 'utf8')) as Allowlist;
  expect(judgeDrawn('/es/my-plan', findEnglish(await page.content()), allowlist)).toEqual([]);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
