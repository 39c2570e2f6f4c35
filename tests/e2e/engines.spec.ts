import { test, expect, type Locator, type Page } from '@playwright/test';
import { watchErrors } from './helpers';

// The three config-driven engines (issue F6) on their real article pages, driven by keyboard
// where a visitor would use one, each starting with junk already in browser storage.

const TOOL_TITLE = 'Should I buy long-term care insurance?';

/** Junk for the given keys, written once per tab (a reload must not re-corrupt what the tool saved). */
async function seedJunk(page: Page, local: Record<string, string>, session: Record<string, string> = {}) {
  await page.addInitScript(
    ([localJunk, sessionJunk]) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      for (const [key, value] of Object.entries(localJunk)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(sessionJunk)) sessionStorage.setItem(key, value);
      sessionStorage.setItem('e2e-seeded', '1');
    },
    [local, session] as const,
  );
}

/** Presses Tab (only the keyboard) until the target has focus. */
async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

function resultRow(scope: Locator, label: string | RegExp): Locator {
  return scope
    .locator('div')
    .filter({ has: scope.page().locator('dt', { hasText: label }) })
    .last()
    .locator('dd')
    .first();
}

test('step tool: completed by keyboard alone, reloaded midway and resumed, despite junk in storage', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await seedJunk(page, {
    [`tool-progress-${TOOL_TITLE}`]: '{"v":1,"data":{"currentStep":"lots"}}',
    savedTools: 'not json at all',
  });
  await page.goto('/content/long-term-care-insurance-decision-tool');
  const tool = page.locator('#tool');
  await expect(tool.getByText('Step 1 of 5')).toBeVisible();
  await expect(tool.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await typeInto(page, tool.getByRole('textbox', { name: /Your age today/ }), '58');
  await tabTo(page, tool.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(tool.getByText('Step 2 of 5')).toBeVisible();
  await expect(tool.getByRole('heading', { name: /Your savings and income/ })).toBeFocused();

  // Tab from the focused heading into this step's fields.
  await typeInto(page, tool.getByRole('textbox', { name: /Savings and investments/ }), '600000');
  await typeInto(page, tool.getByRole('textbox', { name: /Yearly income in retirement/ }), '50000');
  await expect(resultRow(tool, /Years of nursing home care/)).toHaveText('4.7');

  await page.reload();
  await expect(tool.getByText('Step 2 of 5')).toBeVisible();
  await expect(tool.getByRole('textbox', { name: /Savings and investments/ })).toHaveValue('600,000');

  await tabTo(page, tool.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(tool.getByText('Step 3 of 5')).toBeVisible();
  await tabTo(page, tool.getByRole('checkbox', { name: /premium went up by half/ }));
  await page.keyboard.press('Space');
  // 3,000 / 50,000 = 6 %
  await expect(resultRow(tool, 'Premium as a share of your income')).toHaveText('6%');
  await tabTo(page, tool.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(tool.getByText('Step 4 of 5')).toBeVisible();
  await tabTo(page, tool.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(tool.getByText('Step 5 of 5')).toBeVisible();
  await expect(resultRow(tool, /Signs pointing toward buying/)).toHaveText('6');
  await expect(resultRow(tool, 'Worth getting quotes')).toHaveText('Yes');

  await tabTo(page, tool.getByRole('button', { name: 'Complete' }));
  await page.keyboard.press('Enter');
  await expect(tool.getByRole('heading', { name: 'Tool Complete!' })).toBeFocused();
  await expect(resultRow(tool, 'Steps completed')).toHaveText('5 of 5');

  await tabTo(page, tool.getByRole('button', { name: 'Save Results' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Tool progress saved successfully!' })).toBeVisible();
  await page.keyboard.press('Enter');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('savedTools') ?? 'null'));
  expect(saved.data).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('checklist: taken to 100 %, summarised, then started over; junk progress is ignored', async ({ page }) => {
  const errors = watchErrors(page);
  const key = 'checklist-progress-retirement-readiness-checklist';
  await seedJunk(page, { [key]: '{"v":1,"data":{"items":[1,2,3]}}', savedChecklists: '{{{{' });
  await page.goto('/content/retirement-readiness-checklist');
  const tool = page.locator('#tool');
  const progress = tool.getByRole('progressbar', { name: 'Checklist progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  const boxes = tool.getByRole('list', { name: 'Checklist items' }).getByRole('checkbox');
  const count = await boxes.count();
  expect(count).toBeGreaterThanOrEqual(15);
  for (let i = 0; i < count; i += 1) {
    await tabTo(page, boxes.nth(i));
    await page.keyboard.press('Space');
  }
  await expect(tool.getByRole('heading', { name: 'Checklist Complete!' })).toBeFocused();
  await expect(resultRow(tool, 'Total items')).toHaveText(String(count));
  await expect(resultRow(tool, 'Completed')).toHaveText(String(count));
  await expect(resultRow(tool, 'Complete')).toHaveText('100%');
  expect(await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null')?.data?.isComplete, key)).toBe(true);

  await tabTo(page, tool.getByRole('button', { name: 'Start Over' }));
  await page.keyboard.press('Enter');
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();

  // Reset (with its confirmation) clears a part-done list too.
  await boxes.first().check();
  await expect(progress).not.toHaveAttribute('aria-valuenow', '0');
  await tool.getByRole('button', { name: 'Reset' }).click();
  await page
    .getByRole('alertdialog', { name: 'Reset this checklist?' })
    .getByRole('button', { name: 'Yes, reset' })
    .click();
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await page.reload();
  await expect(tool.getByRole('progressbar', { name: 'Checklist progress' })).toHaveAttribute('aria-valuenow', '0');
  expect(errors).toEqual([]);
});

test('calculator: debounced results, Reset, and junk inputs in storage', async ({ page }) => {
  const errors = watchErrors(page);
  await seedJunk(
    page,
    { savedCalculations: '[{"title":1}]' },
    { 'tool-inputs-generic-calculator-retirement-savings-gap-calculator': '}{' },
  );
  await page.goto('/content/retirement-savings-gap-calculator');
  const results = page.getByRole('region', { name: 'Your results' });
  // Known answer for the article's defaults (see src/tools/formula/articleConfigs.node.test.ts).
  await expect(resultRow(results, 'Projected savings at retirement')).toHaveText('$550,516');
  await expect(resultRow(results, 'Yearly income gap')).toHaveText('$7,979');
  await expect(resultRow(results, 'Extra savings needed')).toHaveText('$199,484');

  const savings = page.getByRole('textbox', { name: /Retirement savings today/ });
  await typeInto(page, savings, '400000');
  // Timed from the last key, not from when the test saw "Calculating...": on a busy machine that
  // check can itself take most of the 500 ms pause.
  const typedAt = Date.now();
  await expect(results.getByText('Calculating...')).toBeVisible();
  // 400,000 × 1.04^12 + 150,258 = 790,671
  await expect(resultRow(results, 'Projected savings at retirement')).toHaveText('$790,671');
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(300);
  await expect(results.getByText('Calculating...')).toHaveCount(0);

  await tabTo(page, page.getByRole('button', { name: 'Reset' }));
  await page.keyboard.press('Enter');
  await expect(savings).toHaveValue('250,000');
  await expect(resultRow(results, 'Projected savings at retirement')).toHaveText('$550,516');

  await tabTo(page, page.getByRole('button', { name: 'Save calculation' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Calculation saved successfully!' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('calculator: forged and hostile formula trees show 0 and run nothing', async ({ page }) => {
  const errors = watchErrors(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // The page evaluates each formula's tree, shipped in the article's chunk by the content compiler
  // (a formula whose text cannot be read stops the build). Forge four trees in the delivered
  // JavaScript as an attacker with the chunk would: a call of a function not on the list, a
  // forbidden variable name, an operator not on the list and a node kind the walker does not know.
  const tick = '`';
  const swaps: [string, string][] = [
    [
      `name:${tick}max${tick},args:[{kind:${tick}binary${tick},operator:${tick}-${tick},left:{kind:${tick}variable${tick},name:${tick}retirement_age${tick}}`,
      `name:${tick}constructor${tick},args:[{kind:${tick}binary${tick},operator:${tick}-${tick},left:{kind:${tick}variable${tick},name:${tick}retirement_age${tick}}`,
    ],
    [
      `name:${tick}savings_income${tick}},right:{kind:${tick}variable${tick},name:${tick}other_income${tick}}`,
      `name:${tick}__proto__${tick}},right:{kind:${tick}variable${tick},name:${tick}other_income${tick}}`,
    ],
    [
      `operator:${tick}-${tick},left:{kind:${tick}variable${tick},name:${tick}savings_needed${tick}}`,
      `operator:${tick}**${tick},left:{kind:${tick}variable${tick},name:${tick}savings_needed${tick}}`,
    ],
    [
      `kind:${tick}conditional${tick},test:{kind:${tick}binary${tick},operator:${tick}>${tick},left:{kind:${tick}variable${tick},name:${tick}income_need${tick}}`,
      `kind:${tick}member${tick},test:{kind:${tick}binary${tick},operator:${tick}>${tick},left:{kind:${tick}variable${tick},name:${tick}income_need${tick}}`,
    ],
  ];
  const swapped = new Set<string>();
  await page.route('**/*', async (route) => {
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type)) return route.fulfill({ response });
    let body = await response.text();
    for (const [from, to] of swaps) {
      if (!body.includes(from)) continue;
      swapped.add(from);
      body = body.split(from).join(to);
    }
    return route.fulfill({ response, body });
  });
  await page.goto('/content/retirement-savings-gap-calculator');
  const results = page.getByRole('region', { name: 'Your results' });
  await expect(resultRow(results, 'Years until you retire')).toHaveText('0');
  await expect(resultRow(results, 'Total yearly income in retirement')).toHaveText('$0');
  await expect(resultRow(results, 'Extra savings needed')).toHaveText('$0');
  await expect(resultRow(results, 'Share of your income need covered')).toHaveText('0%');
  // With 0 years to go, savings stay at 250,000.
  await expect(resultRow(results, 'Projected savings at retirement')).toHaveText('$250,000');
  // Each forgery reached the page (a change in the chunk's format must fail here, not pass quietly).
  expect(swapped.size).toBe(swaps.length);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => typeof (Object.prototype as Record<string, unknown>).polluted)).toBe('undefined');
  expect(errors).toEqual([]);
});

test('saved items page lists what the engines saved and survives junk', async ({ page }) => {
  const errors = watchErrors(page);
  await seedJunk(page, {
    savedTools: 'junk',
    savedChecklists: '[null]',
    savedCalculations:
      '{"v":1,"data":[{"title":"Retirement Savings Gap Calculator","inputs":{},"outputs":{"a":1},"timestamp":1}]}',
  });
  const response = await page.goto('/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'My saved items' })).toBeVisible();
  const calculations = page.getByRole('region', { name: 'Calculations' });
  await expect(calculations.getByRole('link', { name: /Open Retirement Savings Gap Calculator/ })).toHaveAttribute(
    'href',
    '/content/retirement-savings-gap-calculator',
  );
  await calculations.getByRole('button', { name: /Delete/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this saved item?' })
    .getByRole('button', { name: 'Yes, delete' })
    .click();
  await expect(page.getByText(/You have not saved anything yet/)).toBeVisible();
  expect(response?.status()).toBe(200);
  expect(errors).toEqual([]);
});
