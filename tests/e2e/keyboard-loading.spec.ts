import { test, expect, type Page } from '@playwright/test';
import { readToolPages } from '../../scripts/tool-index.mjs';
import { expectNoAxeViolations, gotoHydrated } from './helpers';

/**
 * Issue #42, item 9: keyboard while code loads. On a slowed machine (CPU 4× slower, a slow
 * network) with the tool's own code held back until the test lets it through, a reader tabbing
 * down the page stops on the tool's loading line; the Tabs and text pressed there are neither lost
 * nor carried past the tool: when the tool arrives they play into it as if it had been there. After
 * the last field, "See the results" takes a keyboard reader up to the results.
 */

/** Slows the page as a busy phone would (Chromium's DevTools protocol). */
async function slowDown(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.5 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Holds back the tool component's chunk until `release()`; `requested` says when the page asked for it. */
async function holdChunk(page: Page, chunk: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/**
 * Opens a page whose tool chunk is held back (holdChunk) and waits until React has hydrated it;
 * not for the load event: a chunk the page asks for before that event (a busy machine, a slow
 * network: the tool mounts while images and fonts still arrive) delays it, so waiting for it
 * with the chunk held waits for ever (CI, 1 run under load: page.goto('/tools/rmd') timed out).
 */
async function gotoHydratedHolding(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Where the focus has been, in order: each element's tag, name and whether it sits in the tool's frame. */
async function recordFocus(page: Page) {
  await page.addInitScript(() => {
    const trail: { inTool: boolean; afterTool: boolean; text: string }[] = [];
    (window as unknown as { focusTrail: typeof trail }).focusTrail = trail;
    document.addEventListener('focusin', (event) => {
      const el = event.target as HTMLElement;
      const frame = document.querySelector('section[data-frame]');
      const inTool = Boolean(frame?.contains(el));
      trail.push({
        inTool,
        afterTool: !inTool && Boolean(frame && frame.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING),
        text: `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`,
      });
    });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { focusTrail: { inTool: boolean; afterTool: boolean; text: string }[] }).focusTrail,
    );
}

const isFocused = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement === document.querySelector(s), selector);

test('Tab and typing on a loading tool: held on its loading line, then played into the tool, never past it', async ({
  page,
}) => {
  await slowDown(page);
  const chunk = await holdChunk(page, 'InheritedIraCalculator');
  const trail = await recordFocus(page);
  await gotoHydratedHolding(page, '/tools/inherited-ira');
  const line = page.getByRole('group', { name: 'Loading the calculator…' });
  await expect(line).toHaveAttribute('aria-busy', 'true');

  // From the top of the page, Tab as a keyboard reader does until the loading line has the focus.
  for (let i = 0; i < 40 && !(await isFocused(page, '[data-tool-loading]')); i++) await page.keyboard.press('Tab');
  await expect(line).toBeFocused();
  await expect.poll(chunk.requested, { message: 'the page asked for the tool' }).toBe(true);

  // Two Tabs and a year, while the tool is still held back: the focus stays on the line.
  for (let i = 0; i < 2; i++) await page.keyboard.press('Tab');
  await page.keyboard.type('1944');
  await expect(line).toBeFocused();

  chunk.release();
  await expect(line).toHaveCount(0);
  const landed = await page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement;
    return { name: el.labels?.[0]?.textContent?.trim() ?? el.textContent?.trim(), value: el.value };
  });
  // Where two Tabs from the tool's first stop lead (past the relationship's radio group), with the year typed into it.
  expect(landed.name).toBe('The owner’s birth year');
  expect(landed.value).toBe('1944');
  const form = page.getByRole('form', { name: 'Your details' });
  const first = form.getByRole('combobox', { name: /^Traditional or Roth/ });
  await first.focus();
  for (let i = 0; i < 2; i++) await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'The owner’s birth year' })).toBeFocused();

  // The focus never went past the tool while it loaded.
  expect((await trail()).filter((f) => f.afterTool)).toEqual([]);
  await expectNoAxeViolations(page);
});

test('held Tabs that pass through a filled money box leave its amount, and the keys pressed next go where they lead', async ({
  page,
}) => {
  // Issue #42 (My plan's e2e): three Tabs held on the RMD tool's loading line, played through the
  // balance My details filled, left it "not entered"; and keys pressed just after the hand-off
  // found the focus still on the first field, where the held Tabs had not moved it from yet.
  await slowDown(page);
  await page.goto('/my-details');
  await page.evaluate(() =>
    localStorage.setItem('myDetails', JSON.stringify({ v: 2, data: { birthYear: 1951, traditionalSavings: 420000 } })),
  );
  const chunk = await holdChunk(page, 'RmdCalculator');
  await gotoHydratedHolding(page, '/tools/rmd');
  const line = page.getByRole('group', { name: 'Loading the calculator…' });
  for (let i = 0; i < 40 && !(await isFocused(page, '[data-tool-loading]')); i++) await page.keyboard.press('Tab');
  await expect(line).toBeFocused();
  await expect.poll(chunk.requested, { message: 'the page asked for the tool' }).toBe(true);
  // Two Tabs held: from the age (the first stop) through the balance to the tax year.
  for (let i = 0; i < 2; i++) await page.keyboard.press('Tab');
  chunk.release();
  await expect(line).toHaveCount(0);
  // Checked at once, in the next task: the held Tabs have played.
  await expect(page.getByRole('combobox', { name: /^Tax year/ })).toBeFocused();
  const balance = page.getByRole('textbox', { name: /^Account balance/ });
  await expect(balance).toHaveValue('420,000');
  await page.keyboard.press('Shift+Tab');
  await expect(balance).toBeFocused();
  await expect(balance).toHaveValue('420,000');
  // Born 1951, 75 at the end of 2026: $420,000 / 24.6 (IRS Uniform Lifetime Table) = $17,073.
  await expect(page.locator('section[data-frame]').getByText('$17,073').first()).toBeVisible();
});

test('an article’s own tool, fetched once the page is idle: Tab onto its loading line asks for it, and the keys held there play into it', async ({
  page,
}) => {
  // docs/performance.md, "Addition (js-article)": an article's tool no longer loads with the page but
  // once it is idle, or at once when the reader reaches it. A reader tabbing down the article gets
  // the same loading line and the same hand-off as on a tool page.
  await slowDown(page);
  const chunk = await holdChunk(page, 'RmdCalculator');
  await gotoHydratedHolding(page, '/content/rmd-calculator');
  const line = page.locator('#tool [data-tool-loading]');
  await expect(line).toHaveAttribute('aria-busy', 'true');
  for (let i = 0; i < 60 && !(await isFocused(page, '#tool [data-tool-loading]')); i++)
    await page.keyboard.press('Tab');
  await expect(line).toBeFocused();
  await expect.poll(chunk.requested, { message: 'the page asked for the tool' }).toBe(true);
  // One Tab held, from the age (the first stop) to the balance, and an amount typed there.
  await page.keyboard.press('Tab');
  await page.keyboard.type('420000');
  await expect(line).toBeFocused();
  chunk.release();
  await expect(line).toHaveCount(0);
  const balance = page.locator('#tool').getByRole('textbox', { name: /^Account balance/ });
  await expect(balance).toBeFocused();
  await expect(balance).toHaveValue(/^420,?000$/);
});

test('the loading line of an article’s second tool holds the keyboard too, and hands over when the tool arrives', async ({
  page,
}) => {
  await slowDown(page);
  const chunk = await holdChunk(page, 'InheritedIraCalculator');
  await gotoHydratedHolding(page, '/content/rmd-calculator');
  await expect(page.locator('[data-tool-loading]')).toHaveCount(1); // the RMD tool has arrived
  const line = page.locator('#tool-inherited-ira [data-tool-loading]');
  await line.focus();
  await expect(line).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(line).toBeFocused();
  await expect.poll(chunk.requested).toBe(true);
  chunk.release();
  await expect(line).toHaveCount(0);
  // One Tab held: from the first stop (the account type) to the relationship, a radio group.
  await expect(page.locator('#tool-inherited-ira').getByRole('radio', { name: /^Someone else/ })).toBeFocused();
});

test('Social Security at 1,280 px: after the last field, "See the results" takes the focus to the results, thousands of pixels up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await gotoHydrated(page, '/tools/social-security');
  await expect(page.locator('[data-tool-loading]')).toHaveCount(0);
  const link = page.getByRole('link', { name: 'See the results' });
  await expect(link).toBeVisible();
  for (let i = 0; i < 150 && !(await link.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const results = page.locator('#social-security-results');
  const heading = results.getByRole('heading').first();
  const gap = await page.evaluate(() => {
    const top = (el: Element | null) => (el?.getBoundingClientRect().top ?? 0) + window.scrollY;
    return top(document.activeElement) - top(document.querySelector('#social-security-results h3'));
  });
  test.info().annotations.push({ type: 'results above the link', description: `${Math.round(gap)} px` });
  expect(gap).toBeGreaterThan(720);
  await expect(heading).not.toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // The address still holds the tool's link, not the jump's fragment.
  expect(new URL(page.url()).hash).not.toBe('#social-security-results');
  // Tab goes on into the results.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#social-security-results')))).toBe(true);
});

test('at 1,280 × 720 "See the results" shows exactly on the tools whose form is taller than the window', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const shown: string[] = [];
  const hidden: string[] = [];
  for (const { id } of readToolPages()) {
    await gotoHydrated(page, `/tools/${id}`);
    await expect(page.locator('[data-tool-loading]')).toHaveCount(0);
    const form = page.locator('section[data-frame] form').first();
    if ((await form.count()) === 0) continue; // no calculator form (checklists, the tracker)
    const link = page.getByRole('link', { name: 'See the results' });
    if ((await link.count()) === 0) continue;
    const height = await form.evaluate((el) => el.getBoundingClientRect().height);
    const visible = await link.isVisible();
    expect(visible, `${id}: form ${Math.round(height)} px tall in a 720 px window`).toBe(height > 720);
    (visible ? shown : hidden).push(`${id} (${Math.round(height)} px)`);
  }
  test.info().annotations.push({ type: 'link shown', description: shown.join(', ') });
  test.info().annotations.push({ type: 'link not needed', description: hidden.join(', ') || 'none' });
  expect(shown.join(', ')).toContain('social-security');
});
