import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ALLOWLIST_FILE, findEnglish, judgeDrawn, type Allowlist } from '../../scripts/check-language.ts';
import { expectNoAxeViolations, gotoSettled, sitemapPages, watchErrors, watchForeignRequests } from './helpers';

/**
 * Issue I2's gates on every /es/ route, as a reader sees it: hydrated, with every tool drawn (tools
 * render in the browser only, so the prerendered page cannot show their words). Each route, loaded
 * once: 200, one h1, axe 0 (WCAG 2.2 A/AA), no request leaving the site, no errors, and no English
 * words but on the pages content/es/english-pages.json still lists. routes.spec.ts does the English
 * routes; scripts/check-language.ts the prerendered pages of both.
 */
const allowlist = JSON.parse(fs.readFileSync(ALLOWLIST_FILE, 'utf8')) as Allowlist;
const spanishRoutes = sitemapPages().filter((route) => route === '/es' || route.startsWith('/es/'));

/** Brings each tool that loads only when the reader nears it into view, until every one is drawn. */
async function drawEveryTool(page: Page) {
  const loading = page.locator('main [data-tool-loading]');
  for (let left = await loading.count(); left > 0; left = await loading.count()) {
    await loading.first().scrollIntoViewIfNeeded();
    await expect.poll(() => loading.count(), { timeout: 30_000 }).toBeLessThan(left);
  }
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

test.describe.configure({ mode: 'parallel' });

for (const route of spanishRoutes) {
  test(`${route}: in Spanish with its tools drawn: 200, one h1, axe 0, nothing leaves the site, no English`, async ({
    page,
  }) => {
    const foreign = watchForeignRequests(page);
    const errors = watchErrors(page);
    const response = await gotoSettled(page, route);
    expect(response?.status()).toBe(200);
    await drawEveryTool(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoAxeViolations(page);
    expect(judgeDrawn(route, findEnglish(await page.content()), allowlist)).toEqual([]);
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });
}
