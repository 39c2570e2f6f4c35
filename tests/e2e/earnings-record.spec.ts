import { test, expect, type Page } from '@playwright/test';
import { chooseByKeyboard, expectNoAxeViolations, settledOverflow, tabTo, typeInto } from './helpers';

/**
 * Issue I3 by keyboard on the built site: a paste of the earnings record, a corrected year, the PIA;
 * the COLA letter; a paste we cannot read. Known answers: SSA OACT's maximum earner (eligible 2025):
 * AIME $13,689, PIA $4,020.90, $4,133.40 with the 2.8 % COLA (src/finance/socialSecurity/earningsPia.test.ts).
 */

/** The taxable maximum of 1985–2024 (SSA's contribution and benefit base), as SSA's Earnings Record page lists it, newest first. */
const MAXIMA = [
  39600, 42000, 43800, 45000, 48000, 51300, 53400, 55500, 57600, 60600, 61200, 62700, 65400, 68400, 72600, 76200, 80400,
  84900, 87000, 87900, 90000, 94200, 97500, 102000, 106800, 106800, 106800, 110100, 113700, 117000, 118500, 118500,
  127200, 128400, 132900, 137700, 142800, 147000, 160200, 168600,
];
const money = (n: number) => `$${n.toLocaleString('en-US')}`;
/** The maximum earner's record in the shape Chrome copies SSA's table (the chrome.txt fixture's layout). */
const MAXIMUM_EARNER_PASTE = [
  'Work Year\tTaxed Social Security Earnings\tTaxed Medicare Earnings',
  '2026\tNot yet recorded\tNot yet recorded',
  '2025\t$0\t$0',
  ...MAXIMA.map((amount, i) => `${1985 + i}\t${money(amount)}\t${money(amount)}`).reverse(),
].join('\n');

/**
 * The same record as a browser copies SSA's table in its text/html flavour (a table, as the Firefox
 * fixture's layout), its plain text only the headings: read, the benefit must come from the HTML.
 */
const MAXIMUM_EARNER_TABLE = [
  '<meta charset="utf-8"><table class="earnings-record table"><thead><tr><th scope="col">Work Year</th>',
  '<th scope="col">Taxed Social Security Earnings</th><th scope="col">Taxed Medicare Earnings</th></tr></thead><tbody>',
  '<tr><th scope="row">2026</th><td>Not yet recorded</td><td>Not yet recorded</td></tr>',
  '<tr><th scope="row">2025</th><td>$0</td><td>$0</td></tr>',
  ...MAXIMA.map(
    (amount, i) => `<tr><th scope="row">${1985 + i}</th><td>${money(amount)}</td><td>${money(amount)}</td></tr>`,
  ).reverse(),
  '</tbody></table>',
].join('');
const TABLE_HEADINGS_ONLY = 'Work Year Taxed Social Security Earnings Taxed Medicare Earnings';

async function open(page: Page) {
  await page.goto('/tools/earnings-record');
  await expect(page.getByRole('combobox', { name: /^How would you like to give your record/ })).toBeVisible();
}

/** Puts text on the clipboard and pastes it into the focused box with the keyboard. */
async function pasteByKeyboard(page: Page, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press('ControlOrMeta+V');
}

/** Puts an HTML table and its plain text on the clipboard, as a browser's copy does, and pastes by keyboard. */
async function pasteTableByKeyboard(page: Page, html: string, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(
    ([h, t]) =>
      navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([h], { type: 'text/html' }),
          'text/plain': new Blob([t], { type: 'text/plain' }),
        }),
      ]),
    [html, text] as const,
  );
  await page.keyboard.press('ControlOrMeta+V');
}

const results = (page: Page) => page.getByRole('region', { name: 'Your benefit', exact: true });

test('paste the record by keyboard, see the PIA, correct a year: the maximum earner gives AIME $13,689, PIA $4,020.90 → $4,133.40', async ({
  page,
}) => {
  await open(page);
  await tabTo(page, 'Your earnings record');
  await pasteByKeyboard(page, MAXIMUM_EARNER_PASTE);
  await expect(page.getByText(/We read 41 years/)).toBeVisible();
  await expect(results(page)).toContainText('$4,133.40');
  await expect(results(page)).toContainText('$13,689');
  await expect(results(page)).toContainText('$4,020.90');
  await expect(results(page)).toContainText('90% of the first $1,226: $1,103.40.');
  // The paste stays in the box.
  await expect(page.getByRole('textbox', { name: /^Your earnings record/ })).toHaveValue(/2024\t\$168,600/);
  // Correct 2024 to 0: AIME 13,664, PIA 4,017.10 in 2025, 4,129.50 with the COLA.
  await typeInto(page, 'Earnings in 2024', '0');
  await expect(results(page)).toContainText('$4,129.50');
  await expect(results(page)).toContainText('$13,664');
  // The link carries the benefit, never the earnings.
  await tabTo(page, 'Use this benefit');
  await page.keyboard.press('Enter');
  await expect(results(page)).toContainText(
    'Saved to My details: your benefit at full retirement age, $4,129.50 a month',
  );
  // The address follows the inputs a moment after them (toolUrl's scheduled write): wait for it to say so.
  await expect.poll(() => decodeURIComponent(page.url())).toContain('pia=4129.5');
  const url = decodeURIComponent(page.url());
  for (const amount of MAXIMA) expect(url).not.toContain(String(amount));
  await expectNoAxeViolations(page);
  // The Social Security tool starts from it, and says where it came from.
  await page.goto('/tools/social-security');
  await expect(page.getByText(/From your earnings record/).first()).toBeVisible();
});

test('paste the record as an HTML table by keyboard (the clipboard’s text/html): the maximum earner’s PIA $4,020.90 → $4,133.40', async ({
  page,
}) => {
  await open(page);
  await tabTo(page, 'Your earnings record');
  await pasteTableByKeyboard(page, MAXIMUM_EARNER_TABLE, TABLE_HEADINGS_ONLY);
  await expect(page.getByText(/We read 41 years/)).toBeVisible();
  await expect(results(page)).toContainText('$4,133.40');
  await expect(results(page)).toContainText('$4,020.90');
  await expect(page.getByRole('textbox', { name: 'Earnings in 2024', exact: false })).toHaveValue('168,600');
  // The box holds the plain text the browser pasted; the table itself is never put into the page.
  await expect(page.getByRole('textbox', { name: /^Your earnings record/ })).toHaveValue(TABLE_HEADINGS_ONLY);
  await expect(page.locator('table.earnings-record')).toHaveCount(0);
});

test('the letter path: the COLA letter’s amount is the benefit', async ({ page }) => {
  await open(page);
  await chooseByKeyboard(
    page,
    'How would you like to give your record?',
    'I already get benefits: use my COLA letter',
    {
      from: 'Paste it from the Social Security website',
    },
  );
  await typeInto(page, 'Your monthly benefit in this year’s COLA letter', '2150');
  await expect(results(page)).toContainText('$2,150.00');
  await expect(results(page)).toContainText('from your COLA letter');
  await expectNoAxeViolations(page);
  // Saved as the benefit paid now (already claimed), never as the benefit at full retirement age.
  await tabTo(page, 'Use this benefit');
  await page.keyboard.press('Enter');
  await expect(results(page)).toContainText(
    'the benefit you are paid now, $2,150.00 a month, counted as already claimed',
  );
  await page.goto('/tools/social-security');
  await expect(page.getByRole('note').filter({ hasText: 'You have claimed' })).toContainText(
    'you already get $2,150.00 a month',
  );
  await expect(page.getByRole('textbox', { name: /^Monthly benefit at full retirement age/ })).not.toHaveValue('2,150');
  await expectNoAxeViolations(page);
});

test('a paste we cannot read says so in plain words and keeps the text; the record is kept only when ticked', async ({
  page,
}) => {
  await open(page);
  await tabTo(page, 'Your earnings record');
  await pasteByKeyboard(page, 'Dear reader, my pay went up a lot');
  await expect(
    page
      .getByText('We could not read this. Paste the table from the Earnings Record page, or type the years below')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Your earnings record/ })).toHaveValue(
    'Dear reader, my pay went up a lot',
  );
  await typeInto(page, 'Earnings in 2020', '50000');
  expect(await page.evaluate(() => localStorage.getItem('earningsRecord'))).toBeNull();
  await tabTo(page, 'Keep my earnings record on this device');
  await page.keyboard.press('Space');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('earningsRecord'))).toContain('50000');
  await expectNoAxeViolations(page);
});

test('corrupt stored data never breaks the page; it fits at 320 px', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('earningsRecord', '{"v":1,"data":{"earnings":{"abc":-5}');
    localStorage.setItem('myDetails', '{"v":1,"data":{"socialSecurityPia":"lots"}}');
  });
  await page.setViewportSize({ width: 320, height: 800 });
  await open(page);
  await expect(results(page)).toContainText('Paste or type your earnings record');
  expect((await settledOverflow(page)).overflow).toBe(0);
});
