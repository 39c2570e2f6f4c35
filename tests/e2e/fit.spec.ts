import { test, expect, type Page } from '@playwright/test';
import { gotoSettled, pageAndToolsSettled, watchRequestsInFlight } from './helpers';
import { readToolPages } from '../../scripts/tool-index.mjs';

/**
 * Issue G7: every tool's results fit the screen. At 320, 375 and 1,280 px, with the default
 * inputs and again after the tool's action button, no table, list or result figure is wider
 * than its box, nothing inside the tool scrolls sideways, the page itself does not scroll
 * sideways, and money is never set below 18 px. Issue H7: no table heading or cell wraps inside
 * a word or between a figure and its unit.
 */

test.describe.configure({ mode: 'parallel' });

const toolIds = readToolPages().map((tool) => tool.id);

/** Tools that live only inside an article (config-driven), reached through that article. */
const EMBEDDED_ONLY = [
  { name: 'generic-calculator', route: '/content/retirement-savings-gap-calculator' },
  { name: 'checklist', route: '/content/retirement-readiness-checklist' },
  { name: 'step-tool', route: '/content/long-term-care-insurance-decision-tool' },
  { name: 'downsizing (article)', route: '/content/downsizing-calculator' },
] as const;

const PAGES = [...toolIds.map((id) => ({ name: id, route: `/tools/${id}` })), ...EMBEDDED_ONLY];
const WIDTHS = [320, 375, 1280] as const;

/** Smallest money size the house style allows (design-tokens/typography.ts). */
const MIN_MONEY_PX = 18;

interface FitProblem {
  kind: string;
  where: string;
  detail: string;
}

/** Measures the tool frame(s) on the page and returns every way they fail to fit. */
function findFitProblems(page: Page, minMoneyPx: number): Promise<FitProblem[]> {
  return page.evaluate((minMoney) => {
    const problems: { kind: string; where: string; detail: string }[] = [];
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const label = el.getAttribute('aria-label') ?? el.querySelector('caption')?.textContent ?? '';
      return `${el.tagName.toLowerCase()}${id}${label ? ` "${label.slice(0, 50)}"` : ''}`;
    };
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      problems.push({
        kind: 'page scrolls sideways',
        where: 'html',
        detail: `${root.scrollWidth} px > ${window.innerWidth} px`,
      });
    }
    const frames = Array.from(document.querySelectorAll('section[data-frame]'));
    if (frames.length === 0) problems.push({ kind: 'no tool frame', where: location.pathname, detail: '' });
    for (const frame of frames) {
      // Nothing inside the tool may scroll sideways: a box that must be scrolled is what we remove.
      for (const el of Array.from(frame.querySelectorAll<HTMLElement>('*'))) {
        const style = getComputedStyle(el);
        if (el.getClientRects().length === 0 || el.closest('[aria-hidden="true"]')) continue;
        const scrolls = ['auto', 'scroll'].includes(style.overflowX);
        if (scrolls && el.scrollWidth > el.clientWidth + 1) {
          problems.push({
            kind: 'box scrolls sideways',
            where: describe(el),
            detail: `content ${el.scrollWidth} px in a ${el.clientWidth} px box`,
          });
        }
      }
      // Tables, lists and result figures: no wider than the box that holds them.
      const blocks = frame.querySelectorAll<HTMLElement>('table, ul, ol, dl, [role="group"], [data-emphasis]');
      for (const el of Array.from(blocks)) {
        // Not rendered (inside a closed disclosure, say): nothing to measure.
        if (el.getClientRects().length === 0 || el.closest('[aria-hidden="true"]')) continue;
        const parent = el.parentElement;
        if (!parent) continue;
        const box = parent.getBoundingClientRect();
        const parentStyle = getComputedStyle(parent);
        const contentRight =
          box.right - parseFloat(parentStyle.borderRightWidth) - parseFloat(parentStyle.paddingRight);
        const rect = el.getBoundingClientRect();
        if (rect.right > contentRight + 1 || el.scrollWidth > el.clientWidth + 1) {
          problems.push({
            kind: 'wider than its box',
            where: describe(el),
            detail: `${Math.round(Math.max(rect.width, el.scrollWidth))} px wide, box ends ${Math.round(contentRight - rect.left)} px from its left edge`,
          });
        }
      }
      // Issue H7: a table heading or cell never wraps inside a word, nor between a figure and its
      // unit ("A / ge", "50 / %"). Each word (and each figure with its unit) must sit on one line.
      for (const cell of Array.from(frame.querySelectorAll<HTMLElement>('th, td'))) {
        if (cell.getClientRects().length === 0 || cell.closest('[aria-hidden="true"]')) continue;
        const cellWalker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let text = cellWalker.nextNode(); text; text = cellWalker.nextNode()) {
          const holder = text.parentElement;
          if (!holder || holder.closest('[aria-hidden="true"]') || holder.getClientRects().length === 0) continue;
          const value = text.textContent ?? '';
          const pieces = /\d[\d,.]* (?:%|years?|months?)\b|\d[\d,.]* %|[^\s]+/g;
          for (let match = pieces.exec(value); match; match = pieces.exec(value)) {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            const tops = new Set(
              Array.from(range.getClientRects())
                .filter((r) => r.width > 0)
                .map((r) => Math.round(r.top)),
            );
            if (tops.size > 1) {
              problems.push({
                kind: 'table text wraps inside a word',
                where: describe(cell.closest('table') ?? cell),
                detail: `"${match[0]}" in ${cell.tagName.toLowerCase()} "${cell.textContent?.trim().slice(0, 40)}"`,
              });
            }
          }
        }
      }
      // Money on screen: never below the 18 px minimum.
      const walker = document.createTreeWalker(frame, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!/\$\d/.test(node.textContent ?? '')) continue;
        const holder = node.parentElement;
        if (!holder || holder.closest('[aria-hidden="true"]') || holder.closest('svg')) continue;
        const style = getComputedStyle(holder);
        if (style.display === 'none' || holder.getClientRects().length === 0) continue;
        const size = parseFloat(style.fontSize);
        if (size < minMoney - 0.01) {
          problems.push({
            kind: 'money below 18 px',
            where: describe(holder),
            detail: `"${node.textContent?.trim().slice(0, 30)}" at ${size} px`,
          });
        }
      }
    }
    return problems;
  }, minMoneyPx);
}

/** The tool's own action button (Calculate, Analyze…), if it has one (not the scenario panel's Save). */
async function pressActionButton(page: Page): Promise<boolean> {
  const button = page
    .locator('section[data-frame] form button[type="submit"]:visible')
    .filter({ hasNotText: 'Save as scenario' })
    .first();
  if ((await button.count()) === 0) return false;
  await button.click();
  return true;
}

async function openTool(page: Page, route: string, width: number, inFlight = watchRequestsInFlight(page)) {
  await page.setViewportSize({ width, height: 900 });
  const response = await gotoSettled(page, route, inFlight);
  expect(response?.status(), route).toBe(200);
  await expect(page.locator('[aria-busy="true"]', { hasText: 'Loading the calculator…' })).toHaveCount(0);
  await expect(page.locator('section[data-frame]').first()).toBeVisible();
}

for (const { name, route } of PAGES) {
  test(`${name} (${route}): results fit at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    const inFlight = watchRequestsInFlight(page);
    for (const width of WIDTHS) {
      await openTool(page, route, width, inFlight);
      const atDefaults = await findFitProblems(page, MIN_MONEY_PX);
      expect.soft(atDefaults, `${route} at ${width} px, default inputs`).toEqual([]);
      if (await pressActionButton(page)) {
        // The press's results are in: anything they fetched has arrived and run, nothing recalculating.
        await pageAndToolsSettled(page, inFlight);
        const afterAction = await findFitProblems(page, MIN_MONEY_PX);
        expect.soft(afterAction, `${route} at ${width} px, after the action button`).toEqual([]);
      }
    }
  });
}

test("the planner's year-by-year table reads row by row on a phone and stays a table for screen readers", async ({
  page,
}) => {
  await openTool(page, '/tools/withdrawal-planner', 375);
  await pressActionButton(page);
  const table = page.getByRole('table', { name: /Year-by-year plan/ });
  await expect(table).toBeVisible();
  // Stacked: each row is a group, its values on their own lines, each with its visible label.
  const firstRow = table.locator('tbody > tr').first();
  expect(await firstRow.evaluate((tr) => getComputedStyle(tr).display)).toBe('grid');
  await expect(firstRow.locator('th')).toHaveText('Year 1 · you 65, spouse 65');
  await expect(firstRow.locator('td').first()).toHaveText(/^From traditional\s*\$/);
  expect(await table.locator('thead').evaluate((head) => head.getBoundingClientRect().width)).toBeLessThanOrEqual(1);

  // Chromium's own accessibility tree (what screen readers get), not a re-computation: still a
  // table with column and row headers, and cells named by their value alone.
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value: string }; name?: { value: string }; ignored?: boolean }[];
  };
  const named = (role: string) =>
    nodes.filter((n) => !n.ignored && n.role?.value === role).map((n) => (n.name?.value ?? '').replace(/\u00a0/g, ' '));
  expect(named('table')).toContain('Year-by-year plan. All 13 years, 2026 to 2038.');
  expect(named('table')).toContain('Left in each account at the end of the year. All 13 years, 2026 to 2038.');
  expect(named('columnheader')).toEqual(
    expect.arrayContaining(['Year and ages', 'From traditional', 'After tax', 'Taxable left']),
  );
  expect(named('rowheader')).toEqual(
    expect.arrayContaining(['Year 1 · you 65, spouse 65', 'Year 3 · you 67, spouse 67']),
  );
  const cellNames = named('cell');
  expect(cellNames.length).toBeGreaterThan(0);
  expect(cellNames.filter((name) => /From|left|Tax/.test(name))).toEqual([]);
});

// Twelve columns needed about 1,180 px, more than the details slot's 1,036 px at 1,280: the
// balances left are their own four-column table, so each is a real table there, with no
// sideways scroll and no figure or heading word wrapping (the fit checks above cover that).
test("the planner's year-by-year tables are tables again on a wide screen, full width under the inputs and results", async ({
  page,
}) => {
  await openTool(page, '/tools/withdrawal-planner', 1280);
  await pressActionButton(page);
  for (const name of [/^Year-by-year plan/, /^Left in each account/]) {
    const table = page.getByRole('table', { name });
    await expect(table).toBeVisible();
    expect(
      await table
        .locator('tbody > tr')
        .first()
        .evaluate((tr) => getComputedStyle(tr).display),
      String(name),
    ).toBe('table-row');
    const fits = await table.evaluate(
      (t) =>
        t.getBoundingClientRect().right <= t.parentElement!.getBoundingClientRect().right + 1 &&
        t.parentElement!.scrollWidth <= t.parentElement!.clientWidth + 1,
    );
    expect(fits, `${String(name)} fits its box`).toBe(true);
  }
  expect(await findFitProblems(page, MIN_MONEY_PX)).toEqual([]);
  const widths = await page.evaluate(() => {
    const region = document.querySelector('section[data-state]')!.getBoundingClientRect();
    const details = document.querySelector('section[aria-labelledby$="-details-heading"]')!.getBoundingClientRect();
    return { region: region.width, details: details.width };
  });
  expect(widths.details).toBeGreaterThan(widths.region * 1.8);
});

test('results take at least 85 % of the screen width on phones (one gutter)', async ({ page }) => {
  for (const width of [320, 375, 414]) {
    await openTool(page, '/tools/social-security', width);
    const share = await page.evaluate(() => {
      const region = document.querySelector('section[data-state]')!;
      const style = getComputedStyle(region);
      const content =
        region.getBoundingClientRect().width -
        parseFloat(style.paddingLeft) -
        parseFloat(style.paddingRight) -
        parseFloat(style.borderLeftWidth) -
        parseFloat(style.borderRightWidth);
      return content / window.innerWidth;
    });
    expect(share, `results content share of a ${width} px screen`).toBeGreaterThanOrEqual(0.85);
  }
});

for (const route of ['/tools/withdrawal-planner', '/content/downsizing-calculator', '/tools/social-security']) {
  test(`${route}: tables print whole, without sideways clipping`, async ({ page }) => {
    // A4 portrait with the browser's default margins leaves about 720 CSS px of line.
    await openTool(page, route, 720);
    await pressActionButton(page);
    await page.emulateMedia({ media: 'print' });
    const problems = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-layout]')).flatMap((root) => {
        const table = root.querySelector('table')!;
        const style = getComputedStyle(root);
        const out: string[] = [];
        if (table.getBoundingClientRect().right > root.getBoundingClientRect().right + 1)
          out.push(`${table.caption?.textContent}: sticks out`);
        if (['auto', 'scroll', 'hidden'].includes(style.overflowX) && root.scrollWidth > root.clientWidth + 1)
          out.push(`${table.caption?.textContent}: clipped`);
        if (getComputedStyle(table).display === 'none') out.push(`${table.caption?.textContent}: hidden in print`);
        return out;
      }),
    );
    expect(problems).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
