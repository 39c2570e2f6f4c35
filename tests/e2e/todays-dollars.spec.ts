import { test, expect } from '@playwright/test';
import { expectNoAxeViolations, gotoHydrated, tabTo } from './helpers';

/**
 * "Show in today's dollars" in the built site (issue G5 item 4): reached and ticked with the
 * keyboard, the figures relabelled, the choice kept in the link, no axe violations while on.
 * Screenshots at 320 px and 1280 px go to test-results/todays-dollars/ to be looked at.
 */
const year = new Date().getFullYear();

for (const width of [320, 1280]) {
  test(`HSA at ${width} px: analysed, then today's dollars ticked with Space`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/tools/hsa/');
    await tabTo(page, 'Analyze my HSA');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Show in today’s dollars');
    await page.keyboard.press('Space');
    const results = page.getByRole('region', { name: 'Your HSA strategy' });
    await expect(page.getByRole('checkbox', { name: 'Show in today’s dollars' })).toBeChecked();
    await expect(results.getByText(`Projected HSA balance at retirement, in ${year} dollars`)).toBeVisible();
    await expect(
      results.getByRole('table', { name: new RegExp(`How your HSA may grow, in ${year} dollars`) }),
    ).toBeAttached();
    // The link follows the inputs once they pause (src/tools/shared/form/toolUrl.ts).
    await expect(page).toHaveURL(/todaysDollars=true/);
    await page.screenshot({ path: `test-results/todays-dollars/hsa-${width}.png`, fullPage: true });
    if (width === 1280) await expectNoAxeViolations(page);
  });

  test(`Home equity at ${width} px: today's dollars from a link`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(
      page,
      '/tools/home-equity/#tool=home-equity&v=1&homeValue=400000&mortgageBalance=0&annualAppreciation=2&yearsProjection=10&todaysDollars=true',
    );
    const results = page.getByRole('region', { name: 'Your home equity' });
    await expect(page.getByRole('checkbox', { name: 'Show in today’s dollars' })).toBeChecked();
    await expect(results.getByText(`Equity in 10 years, in ${year} dollars`)).toBeVisible();
    await expect(
      results.getByRole('table', { name: new RegExp(`How your equity may grow, in ${year} dollars`) }),
    ).toBeAttached();
    await page.screenshot({ path: `test-results/todays-dollars/home-equity-${width}.png`, fullPage: true });
    if (width === 320) await expectNoAxeViolations(page);
  });
}
