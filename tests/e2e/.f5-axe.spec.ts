import { test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';
test(`axe life 320`, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 900 });
  await page.goto(`/tools/life-insurance`);
  await page.getByRole('heading', { name: /your figures/ }).waitFor();
  await page.waitForTimeout(1000);
  await expectNoAxeViolations(page);
});
