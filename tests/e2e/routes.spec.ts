import { test, expect, type BrowserContext, type Page, type Response } from '@playwright/test';
import {
  allRoutes,
  expectNoAxeViolations,
  gotoSettled,
  settledOverflow,
  watchErrors,
  watchForeignRequests,
} from './helpers';

/**
 * Every route of the built site, loaded once for the four checks that need only the loaded page:
 *   1. it answers 200, has one h1, no axe violations, no request leaves the site, no errors
 *      (issue F8; axe tags in helpers.ts);
 *   2. heading outline: one rendered h1 and no skipped levels (1.3.1, 2.4.6);
 *   3. the accessibility tree of its main content matches tests/e2e/aria-snapshots/<route>.aria.yml;
 *   4. reflow: no sideways scrolling at 320 px, nor at 640 px (a 1280 px window at 200 % zoom)
 *      (1.4.10, 1.4.4).
 * Each stays its own test, named by its check, so a failure says which check and which route.
 * They used to load the route once each (four loads per route, 232 in all); one load is the
 * same page for all of them and saves minutes. The checks run in the order above (the reflow
 * check resizes the page, so it comes last). After a failure Playwright goes on with the next
 * check in a new worker, where the route is loaded again.
 *
 * The aria snapshots: after a deliberate change, `npm run aria-snapshots:update` (builds, then
 * rewrites the changed snapshots); review the diff of tests/e2e/aria-snapshots/ like any other change.
 */

// Routes run side by side on the two workers; each route's checks in order, on its one page.
test.describe.configure({ mode: 'parallel' });

/** "/" → "home", "/content/tax-planning-guide" → "content--tax-planning-guide". */
function snapshotName(route: string): string {
  const slug = route.replace(/^\/|\/$/g, '').replace(/\//g, '--');
  return `${slug || 'home'}.aria.yml`;
}

// Tools that count from today (a payoff date, a "last updated" default) see the same day every run.
const FIXED_NOW = new Date('2026-11-22T12:00:00');

for (const route of allRoutes()) {
  test.describe(route, () => {
    test.describe.configure({ mode: 'default' });

    let context: BrowserContext;
    let page: Page;
    let response: Response | null;
    let foreign: string[];
    let errors: string[];

    test.beforeAll(async ({ browser }, testInfo) => {
      // The same settings as the `page` fixture's (playwright.config.ts `use`): base URL, no
      // service worker, the default 1280 × 720 viewport.
      context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, serviceWorkers: 'block' });
      page = await context.newPage();
      foreign = watchForeignRequests(page);
      errors = watchErrors(page);
      await page.clock.setFixedTime(FIXED_NOW);
      response = await gotoSettled(page, route);
    });

    test.afterAll(async () => {
      await context?.close();
    });

    test(`${route}: 200, one h1, no axe violations, no foreign requests, no errors`, async () => {
      expect(response?.status(), `${route}: status`).toBe(200);
      await expect(page.locator('h1'), `${route}: h1 count`).toHaveCount(1);
      await expectNoAxeViolations(page);
      expect(foreign, `${route}: requests that left the site`).toEqual([]);
      expect(errors, `${route}: page and console errors`).toEqual([]);
    });

    test(`${route}: heading outline, one h1 and no skipped levels (1.3.1, 2.4.6)`, async () => {
      const levels = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]'))
          .filter((el) => el.checkVisibility() && !el.closest('[aria-hidden="true"]'))
          .map((el) => ({
            level: Number(el.getAttribute('aria-level') ?? el.tagName.slice(1)),
            text: (el.textContent ?? '').trim().slice(0, 60),
          })),
      );
      expect(
        levels.filter((h) => h.level === 1),
        `${route}: h1 count`,
      ).toHaveLength(1);
      const skips: string[] = [];
      let previous = 0;
      for (const h of levels) {
        if (h.level > previous + 1) skips.push(`h${previous || '(start)'} → h${h.level} "${h.text}"`);
        previous = h.level;
      }
      expect(skips, `${route}: skipped heading levels`).toEqual([]);
    });

    test(`${route}: main content matches its aria snapshot`, async () => {
      const main = page.locator('main');
      // Tools render on the client after hydration; wait until none is loading or recalculating.
      await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(main).not.toContainText('Calculating...');
      await expect(main).toMatchAriaSnapshot({ name: snapshotName(route) });
    });

    test(`${route}: fits 320 px and 200 % zoom (640 px) without sideways scrolling (1.4.10, 1.4.4)`, async () => {
      for (const width of [320, 640]) {
        await page.setViewportSize({ width, height: 800 });
        const { overflow, culprits } = await settledOverflow(page);
        expect(
          overflow,
          `${route} at ${width} px scrolls sideways by ${overflow} px: ${culprits.join('; ')}`,
        ).toBeLessThanOrEqual(0);
      }
    });
  });
}
