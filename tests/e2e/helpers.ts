import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page, type Request } from '@playwright/test';

/** Every prerendered page in every language, read from the built sitemap. */
export function sitemapPages(): string[] {
  const sitemap = fs.readFileSync(path.resolve('dist/sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1] as string);
}

/**
 * Every prerendered route in English, read from the built sitemap (so new pages are covered
 * automatically). The other languages' twins (`/es/…`) are checked by tests/e2e/i18n.spec.ts while
 * their words are being written; their routes join these suites as each is translated (issue I2).
 */
export function allRoutes(): string[] {
  return sitemapPages().filter((route) => !/^\/[a-z]{2}(\/|$)/.test(route));
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'wcag2aaa'];

/**
 * axe on the page as it is, with every rule of AXE_TAGS; fails listing each violation.
 *
 * Two settings make it about three times faster (1.2 s instead of 4 s a page on the 2-core CI
 * machine; axe was 90 % of routes.spec.ts's time) and change nothing it finds:
 * - `resultTypes: ['violations']`: axe still runs every rule on every node and lists every
 *   violating node; only its reports of passes and incomplete checks, which nothing here reads, keep
 *   one example node each instead of all. (`options()` replaces the options object, so it comes
 *   before `withTags`, which sets `runOnly` on it.)
 * - legacy mode: one `axe.run` in the page instead of `axe.runPartial` in each frame plus
 *   `axe.finishRun` in a second, blank page (a new page and a second copy of axe each time). The
 *   partial mode exists for cross-origin frames; the site has no frames at all.
 * On eight routes with violations planted in them (image without alt, AA and AAA contrast, an empty
 * button, an unlabelled input and slider, an empty link, a bad list, a duplicate id) both ways found
 * the same violations on the same nodes; a11y.spec.ts keeps checking that on one page.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true);
}

export async function expectNoAxeViolations(page: Page) {
  const results = await axeBuilder(page).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** How far the page scrolls sideways (0 when it fits), naming the outermost elements that stick out. */
export function horizontalOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const overflow = Math.max(root.scrollWidth, document.body.scrollWidth) - width;
    const culprits: string[] = [];
    if (overflow > 0) {
      // Name the outermost elements that stick out, so a failure says where to look.
      for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
        const rect = el.getBoundingClientRect();
        if (
          rect.right > width + 1 &&
          !(el.parentElement && el.parentElement.getBoundingClientRect().right > width + 1)
        ) {
          culprits.push(
            `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${el.className.toString().split(' ')[0]} right=${Math.round(rect.right)}`,
          );
        }
        if (culprits.length >= 5) break;
      }
    }
    return { overflow, culprits };
  });
}

/** Resolves after the page has drawn `count` more frames (layout, resize observers and paint in each). */
export function nextFrames(page: Page, count = 2): Promise<void> {
  return page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(frames);
      }),
    count,
  );
}

/**
 * The page's sideways overflow once its layout has settled after a change of width or text size:
 * measured after two frames and, while the page still overflows (a chart or table re-laying itself
 * out from a resize observer), measured again until it fits. The 10 s are a ceiling for a layout
 * that never settles, not a pace; an overflow that stays is returned as it is, with its culprits.
 */
export async function settledOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  await nextFrames(page);
  let measured = await horizontalOverflow(page);
  if (measured.overflow > 0) {
    await expect
      .poll(async () => (measured = await horizontalOverflow(page)).overflow)
      .toBeLessThanOrEqual(0)
      .catch(() => undefined);
  }
  return measured;
}

/** Records any request that leaves 127.0.0.1 (the site makes none). */
export function watchForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') foreign.push(request.url());
  });
  return foreign;
}

/** Page errors and console errors, which a finished page should not produce. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}

/**
 * Counts the page's requests still on their way from now on (started, neither finished nor
 * failed). Call it before the navigation whose requests should count; pageSettled reads it.
 */
export function watchRequestsInFlight(page: Page): () => number {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return () => inFlight.size;
}

/**
 * Waits until the page has nothing left to do: no request on its way, then two frames drawn and
 * an idle moment on its main thread (so whatever the last responses started has run), and still
 * no request on its way after that. This is the state `waitUntil: 'networkidle'` approximates
 * with a clock (no request for 500 ms, which a busy machine can outlast between a chunk arriving
 * and the request its code makes next). The minute is a ceiling for a page that never settles.
 */
export async function pageSettled(page: Page, inFlight: () => number): Promise<void> {
  for (;;) {
    await expect.poll(inFlight, { message: 'requests still on their way', timeout: 60_000 }).toBe(0);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
        ),
    );
    if (inFlight() === 0) return;
  }
}

/**
 * The page has settled (pageSettled) and no part of main is still loading (aria-busy) or
 * recalculating ("Calculating..."): the state after a load, or after a press that recalculates.
 */
export async function pageAndToolsSettled(page: Page, inFlight: () => number): Promise<void> {
  await pageSettled(page, inFlight);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('Calculating...');
}

/**
 * Opens a page as a reader's browser finishes loading it: hydrated by React (the App marks
 * <html data-hydrated>), idle (<html data-idle>), then settled with its tools (pageAndToolsSettled). The states that
 * `waitUntil: 'networkidle'` stood for in these specs, without its 500 ms of waiting per page.
 * Pass `inFlight` to keep counting requests on the same page afterwards.
 */
export async function gotoSettled(page: Page, url: string, inFlight = watchRequestsInFlight(page)) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // Idle first (src/kit/pageIdle.ts): an article's tool is fetched only then, and before it the page
  // can be quiet, with no request on its way, for as long as idle takes (3 s under a fixed clock).
  await page.locator('html[data-idle]').waitFor({ state: 'attached' });
  await pageAndToolsSettled(page, inFlight);
  return response;
}

/** Opens a page and waits until React has hydrated it (the App marks <html data-hydrated>). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

// Keyboard-only helpers shared by the tool and My details specs.
/** The accessible label (or text) of whatever has focus. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as (HTMLElement & { labels?: NodeListOf<HTMLLabelElement> }) | null;
    if (!el) return '';
    const labelledBy = el.getAttribute('aria-labelledby');
    const byId = labelledBy ? document.getElementById(labelledBy.split(' ')[0] ?? '')?.textContent : undefined;
    const label = el.labels?.[0]?.textContent ?? byId;
    return (label ?? el.textContent ?? '').trim();
  });
}

/** Waits, when the focus is on a tool's loading line, until the tool has arrived and taken it. */
async function untilToolArrives(page: Page): Promise<void> {
  const onLoadingLine = () => document.activeElement?.hasAttribute('data-tool-loading') === true;
  if (await page.evaluate(onLoadingLine))
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-tool-loading') !== true);
}

/** Presses Tab until the focused control's name starts with `name`, as a keyboard user would. */
export async function tabTo(page: Page, name: string, maxTabs = 80): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press('Tab');
    // Tabs pressed on a tool's loading line are held and played into the tool when it arrives
    // (articles/toolHandoff.ts), so counting on past it would skip stops: wait for the tool.
    await untilToolArrives(page);
    const now = await focusedName(page);
    if (now.startsWith(name)) return;
    seen.push(now.slice(0, 40));
  }
  throw new Error(`Could not reach "${name}" with Tab; focus went through: ${seen.join(' | ')}`);
}

/** Replaces the text of a field and leaves it with Tab. */
export async function typeInto(page: Page, name: string, text: string): Promise<void> {
  await tabTo(page, name);
  await page.keyboard.press('ControlOrMeta+A');
  if (text === '') await page.keyboard.press('Backspace');
  else await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/** The name of the option that has focus in an open list box ('' when focus is on none). */
function focusedOption(page: Page): Promise<string> {
  return page.evaluate(() =>
    document.activeElement?.getAttribute('role') === 'option'
      ? (document.activeElement.textContent ?? '').replace('✓', '').trim()
      : '',
  );
}

/**
 * Moves focus one option along an open list box with ArrowDown or ArrowUp, and waits until it has
 * moved. Radix Select moves focus in a `setTimeout` after the key (react-select 2.x, SelectContent's
 * onKeyDown), from the option the key landed on: a second key pressed before that timer runs lands
 * on the old option too and is lost, and an Enter chooses the old option. A person sees the focus
 * move before pressing again; so does this.
 */
export async function arrowInList(page: Page, key: 'ArrowDown' | 'ArrowUp'): Promise<string> {
  const before = await focusedOption(page);
  await page.keyboard.press(key);
  await expect.poll(() => focusedOption(page), { message: `focus moved by ${key} from "${before}"` }).not.toBe(before);
  return focusedOption(page);
}

/**
 * Opens the select named `name` (Tab to it, Enter), arrows to `option` one checked step at a time
 * (arrowInList) and chooses it with Enter. With `from`, the open list must first have put focus on
 * that option, the current choice. Works whether or not the select has a value yet (with none, Radix
 * focuses the list itself and the first ArrowDown reaches the first option). Only options inside the
 * open list box count, so native selects elsewhere on the page do not.
 */
export async function chooseByKeyboard(
  page: Page,
  name: string,
  option: string,
  { from }: { from?: string } = {},
): Promise<void> {
  await tabTo(page, name);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  // Radix puts focus in the list once it has placed it; keys pressed before then are lost.
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="listbox"]'))), {
      message: `the list of "${name}" took focus`,
    })
    .toBe(true);
  if (from !== undefined) await expect.poll(() => focusedOption(page)).toBe(from);
  const names = (await listbox.getByRole('option').allTextContents()).map((text) => text.replace('✓', '').trim());
  const target = names.indexOf(option);
  expect(target, `"${option}" is one of ${JSON.stringify(names)}`).toBeGreaterThanOrEqual(0);
  for (let step = 0; step <= names.length; step++) {
    const at = names.indexOf(await focusedOption(page));
    if (at === target) break;
    await arrowInList(page, at < target ? 'ArrowDown' : 'ArrowUp');
  }
  expect(await focusedOption(page)).toBe(option);
  await page.keyboard.press('Enter');
  await expect(listbox).toHaveCount(0);
}

/** A scenario comparison's two tables as text, row by row, to compare two browsers' views (G5). */
export async function comparisonText(page: Page): Promise<string[][]> {
  const rows: string[][] = [];
  for (const name of ['Inputs compared', 'Key results compared']) {
    const table = page.getByRole('table', { name });
    await expect(table).toBeVisible();
    for (const row of await table.getByRole('row').all())
      rows.push((await row.locator('th, td').allInnerTexts()).map((t) => t.trim()));
  }
  return rows;
}

/** Opens a comparison link in a fresh browser (no storage at all): the same tables, axe clean, no errors. */
export async function expectSameComparisonElsewhere(browser: Browser, href: string, here: string[][]): Promise<void> {
  const fresh = await browser.newContext({ serviceWorkers: 'block' });
  const other = await fresh.newPage();
  const otherErrors = watchErrors(other);
  await gotoHydrated(other, href);
  expect(await other.evaluate(() => localStorage.length)).toBe(0);
  expect(await comparisonText(other)).toEqual(here);
  await expectNoAxeViolations(other);
  expect(otherErrors).toEqual([]);
  await fresh.close();
}
