import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import { allRoutes, expectNoAxeViolations, gotoHydrated } from './helpers';

const routes = allRoutes();

test.describe('every route of the built site', () => {
  test('the sitemap lists the home page, every article and every tool page', () => {
    expect(routes).toContain('/');
    expect(routes.filter((r) => r.startsWith('/content/')).length).toBeGreaterThanOrEqual(28);
    expect(routes.filter((r) => r.startsWith('/tools/')).length).toBeGreaterThanOrEqual(15);
  });

  // Each route's own checks (200, one h1, no axe violations, no foreign requests, no errors) are
  // in tests/e2e/routes.spec.ts, on the page load that route's other checks share.
});

test('an unknown address shows the 404 page with suggestions, status 404', async ({ page }) => {
  const response = await page.goto('/content/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  await expect(page.getByRole('link', { name: /home page/i })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('article HTML is present before any JavaScript runs', async ({ request }) => {
  const html = await (await request.get('/content/rmd-calculator')).text();
  expect(html).toMatch(/<h1[^>]*>Required Minimum Distribution/);
  expect(html).toContain('<meta name="description"');
  expect(html).toContain('<link rel="canonical"');
  expect(html).toMatch(/<h2 id="[^"]+">/);
  expect(html).toContain('Content-Security-Policy');
  expect(html).not.toContain('unsafe-eval');
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});

test.describe('article actions', () => {
  test('bookmark toggles, is stored by slug and survives a reload', async ({ page }) => {
    await gotoHydrated(page, '/content/medicare-planning-guide');
    const bookmark = page.getByRole('button', { name: 'Bookmark' });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    const stored = await page.evaluate(() => localStorage.getItem('bookmarks'));
    expect(stored).toContain('medicare-planning-guide');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Bookmarked' }).click();
    await expect(page.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('the table of contents starts collapsed and opens with the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/content/tax-planning-guide');
    const toggle = page.getByRole('button', { name: /table of contents/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const firstEntry = page
      .getByRole('navigation', { name: /table of contents/i })
      .getByRole('link')
      .first();
    await expect(firstEntry).toBeVisible();
    const href = await firstEntry.getAttribute('href');
    expect(href).toMatch(/^#/);
    await expect(page.locator(href as string)).toHaveCount(1);
  });

  test('share falls back to copying the link and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // Desktop Chromium has no Web Share: make sure, so the fallback is what we test.
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await gotoHydrated(page, '/content/estate-planning-guide');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('/content/estate-planning-guide');
  });

  test('Download as JSON saves the article named by its slug', async ({ page }) => {
    await gotoHydrated(page, '/content/roth-conversion-guide');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('roth-conversion-guide.json');
    const file = await download.path();
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(Object.keys(data).sort()).toEqual(['author', 'content', 'excerpt', 'publishDate', 'title', 'url']);
    expect(data.title).toMatch(/Roth/);
  });
});

test('no internal link on the site leads to a 404', async ({ request }) => {
  // The prerendered HTML of every route carries its links (tools add none of their own).
  const seen = new Set<string>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    for (const match of html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)) seen.add(match[1] as string);
  }
  const broken: string[] = [];
  for (const path of seen) {
    const response = await request.get(path);
    if (response.status() !== 200) broken.push(`${path} → ${response.status()}`);
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(40);
});
