import { expect, test } from '@playwright/test';
import { allRoutes, gotoHydrated } from './helpers';

// The accessibility tree of every route's main content, as assistive technology gets it (roles,
// names, heading levels, states), compared with the committed tests/e2e/aria-snapshots/<route>.aria.yml.
// A lost label, role or heading level fails here. After a deliberate change:
//   npm run aria-snapshots:update   (builds, then rewrites the changed snapshots)
// and review the diff of tests/e2e/aria-snapshots/ like any other change.

/** "/" → "home", "/content/tax-planning-guide" → "content--tax-planning-guide". */
function snapshotName(route: string): string {
  const slug = route.replace(/^\/|\/$/g, '').replace(/\//g, '--');
  return `${slug || 'home'}.aria.yml`;
}

// Tools that count from today (a payoff date, a "last updated" default) see the same day every run.
const FIXED_NOW = new Date('2026-11-22T12:00:00');

test.describe('accessibility tree of every route (aria snapshots)', () => {
  for (const route of allRoutes()) {
    test(`${route} main content`, async ({ page }) => {
      await page.clock.setFixedTime(FIXED_NOW);
      await gotoHydrated(page, route);
      const main = page.locator('main');
      // Tools render on the client after hydration; wait until none is loading or recalculating.
      await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(main).not.toContainText('Calculating...');
      await expect(main).toMatchAriaSnapshot({ name: snapshotName(route) });
    });
  }
});
