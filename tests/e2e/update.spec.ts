import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { startServer } from '../../scripts/serve.mjs';
import { expectNoAxeViolations } from './helpers';

// G6: after a deploy, a reader with the old version open is told that a new version is ready and
// reloads into it when they choose; until then the old service worker keeps serving the old build
// (no mix of old and new files). Served by scripts/serve.mjs from a copy of dist/, which the test
// then "deploys" again with a changed service worker.

test.use({ serviceWorkers: 'allow' });

let site: string;
let server: Server | undefined;

test.beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'evergreen-update-'));
  fs.cpSync(path.resolve('dist'), site, { recursive: true });
  // The precompressed copies would still name the first build's worker.
  fs.rmSync(path.join(site, 'sw.js.br'), { force: true });
  fs.rmSync(path.join(site, 'sw.js.gz'), { force: true });
});

test.afterAll(() => {
  server?.close();
  fs.rmSync(site, { recursive: true, force: true });
});

async function serve(port = 0): Promise<number> {
  server = await startServer(site, port);
  return (server.address() as { port: number }).port;
}

async function stop() {
  await new Promise((resolve) => server!.close(resolve));
  server!.closeAllConnections();
}

test('a new deploy is announced politely, and Reload switches to it', async ({ page }) => {
  const port = await serve();
  const origin = `http://127.0.0.1:${port}`;
  const noticeCode: string[] = [];
  page.on('request', (request) => {
    if (/UpdateNotice/.test(request.url())) noticeCode.push(request.url());
  });
  await page.goto(`${origin}/content/rmd-calculator`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first install is not an update: nothing to announce.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // The page has looked for a waiting worker and found none: it registers its worker once the page is
  // idle (App, kit/pageIdle.ts) and marks <html data-service-worker="watching"> when it listens for
  // updates (serviceWorker.ts, watch). After an idle moment an announcement would have fetched the
  // notice's code.
  await page.locator('html[data-service-worker="watching"]').waitFor({ state: 'attached' });
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      await new Promise<void>((resolve) => requestIdleCallback(() => resolve()));
      return Boolean(registration.waiting || registration.installing);
    }),
    'a worker waiting after the first install',
  ).toBe(false);
  expect(noticeCode, 'the notice’s code was fetched').toEqual([]);
  await expect(page.getByRole('complementary', { name: 'Site update' })).toHaveCount(0);

  // Deploy a new version: a changed service worker at the same address.
  await stop();
  fs.appendFileSync(path.join(site, 'sw.js'), '\n// the next deploy\n');
  await serve(port);
  await page.evaluate(() => {
    (window as unknown as { __oldPage: boolean }).__oldPage = true;
  });
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

  const notice = page.getByRole('complementary', { name: 'Site update' });
  await expect(notice.getByRole('status')).toHaveText('A new version of Evergreen is ready.');
  await expect(notice.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  // Until the reader chooses, the new worker waits and the old one keeps serving this page's build.
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())!.waiting))).toBe(
    true,
  );
  // The page is still the old one, fully usable, and focus was not taken.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/update-notice.png' });
  // At 320 px the notice wraps and stays clear of the page's end (the body makes room for it).
  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: 'test-results/update-notice-320.png' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const footerBottom = await page
    .locator('footer')
    .last()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  const noticeTop = await notice.evaluate((el) => el.getBoundingClientRect().top);
  expect(footerBottom).toBeLessThanOrEqual(noticeTop + 1);
  await page.setViewportSize({ width: 1280, height: 720 });

  await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
  expect(await page.evaluate(() => (window as unknown as { __oldPage?: boolean }).__oldPage)).toBeUndefined();
  const state = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration())!;
    return { waiting: Boolean(registration.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
  });
  expect(state).toEqual({ waiting: false, controlled: true });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Site update' })).toHaveCount(0);
});
