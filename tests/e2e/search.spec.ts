import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, focusedName, gotoHydrated, tabTo } from './helpers';

// H5: site search, keyboard only. From the header's Search link to a result that opens on its
// section; the count is announced once typing pauses; the index is precached, so search works
// offline after one visit. Axe on /search with results, /glossary and an open field disclosure.

test('search from the header, hear the count once, open a result on its section', async ({ page }) => {
  await gotoHydrated(page, '/content/retirement-planning-guide');
  await tabTo(page, 'Search');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search$/);
  // The field takes the focus on arrival from a link.
  await expect(page.getByRole('searchbox', { name: 'Search Evergreen' })).toBeFocused();

  const status = page
    .getByRole('status')
    .filter({ hasText: /results? for|^$/ })
    .first();
  const announced: string[] = [];
  await page.exposeFunction('recordAnnouncement', (text: string) => announced.push(text));
  await page.evaluate(() => {
    const region = [...document.querySelectorAll('[role="status"]')].at(-1)!;
    new MutationObserver(() =>
      (window as unknown as { recordAnnouncement: (t: string) => void }).recordAnnouncement(region.textContent ?? ''),
    ).observe(region, { childList: true, subtree: true, characterData: true });
  });
  await page.keyboard.type('widow', { delay: 60 });
  await expect(page.getByRole('heading', { level: 2, name: /\d+ results? for widow/ })).toBeVisible();
  await expect(status).toHaveText(/\d+ results? for widow/);
  // Spoken once, when typing paused: not "w", "wi", "wid"…
  expect(announced.filter(Boolean)).toHaveLength(1);
  await expect(page.locator('mark').first()).toBeVisible();

  // Enter submits: the query is in the address, so the search can be linked to.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=widow$/);

  // The first result is reached with Tab and opens on the section the match is in.
  const first = page.getByRole('main').getByRole('list').first().getByRole('link').first();
  const href = (await first.getAttribute('href'))!;
  const name = (await first.textContent())!;
  await tabTo(page, name.trim());
  expect(await focusedName(page)).toBe(name.trim());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  const anchor = href.split('#')[1];
  if (anchor) await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
});

test('a typo and a synonym still find the right pages; bad input gives a plain message', async ({ page }) => {
  await gotoHydrated(page, '/search?q=medicre');
  await expect(page.getByRole('heading', { level: 2, name: /\d+ results? for medicre/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('list').first()).toContainText('Medicare');
  await gotoHydrated(page, `/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await expect(page.getByRole('heading', { level: 2 })).toContainText('<img src=x onerror=alert(1)>');
  expect(await page.locator('main img').count()).toBe(0);
  await gotoHydrated(page, '/search?q=%3F%21');
  // Shown under the search field at once, and spoken by the polite status once typing would have
  // paused (SearchPage's ANNOUNCE_AFTER_MS): by text alone the check matched one element or two,
  // depending on whether the status had spoken yet.
  await expect(page.getByRole('paragraph').filter({ hasText: 'has no words to search for' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'has no words to search for' })).toHaveCount(1);
});

test('axe: /search with results, /glossary, and an open "What is …?" disclosure', async ({ page }) => {
  await gotoHydrated(page, '/search?q=irmaa');
  await expect(page.getByRole('heading', { level: 2, name: /results? for irmaa/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await gotoHydrated(page, '/glossary#irmaa');
  await expect(page.locator('#irmaa')).toBeInViewport();
  await expectNoAxeViolations(page);
  await gotoHydrated(page, '/tools/hsa');
  await tabTo(page, 'What is HSA?');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/A savings account for medical costs/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test('after one visit, search works with no network', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    await context.setOffline(true);
    const response = await page.goto('/search?q=widow');
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 2, name: /\d+ results? for widow/ })).toBeVisible();
  });
});
