import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { allRoutes, pageSettled, watchRequestsInFlight } from './helpers';

/**
 * Issue G1: no page moves under the reader while it loads (CLS ≤ 0.01). Tools render only in the
 * browser, so on a tool page the prerendered "Loading the calculator…" line stands where the tool
 * will be; if it were short, what follows it would show at the bottom of a phone screen and jump
 * away when the tool mounts (it did on /tools/hsa: 0.023). Lighthouse's phone (412 × 823) with
 * the CPU slowed 4x, as in `npm run audit`; layout shifts summed over the load.
 *
 * The same load checks the page's largest contentful paint (LCP ≤ 1.8 s in Lighthouse): it must be
 * something drawn with the prerendered page (on a tool page and a calculator article, the title
 * and summary, one block of text on a phone), not part of the tool, which is drawn only once its
 * code has loaded. When a block the tool draws (a hint of three or four lines, a tool's
 * introduction) was the largest, Lighthouse put LCP at 2.0–2.3 s on twelve routes (after H7 set
 * the title smaller on phones). Articles with a tool are checked for that too.
 */
const toolPages = allRoutes().filter((route) => route.startsWith('/tools/'));
const articlesWithTool = allRoutes().filter(
  (route) =>
    route.startsWith('/content/') &&
    fs.readFileSync(path.resolve(`dist${route}/index.html`), 'utf8').includes('id="tool"'),
);

test.use({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });

interface Watched {
  __cls: number;
  __shifts: string[];
  __lcp: Element | null;
}

async function loadWatched(page: Page, context: BrowserContext, route: string) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as Watched;
    w.__shifts = [];
    w.__cls = 0;
    w.__lcp = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        w.__shifts.push(
          `${entry.value.toFixed(4)} ${entry.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName))).join(', ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { element: Element | null }[]) w.__lcp = entry.element;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const inFlight = watchRequestsInFlight(page);
  await page.goto(route, { waitUntil: 'load' });
  // The page's own tool has mounted (an article's second tool waits, not busy, further down), and
  // everything the load started has arrived and run, with the layout shifts of every frame drawn
  // so far reported (their observer runs before the page is idle). The minute is a ceiling for a
  // hung page at 4x CPU on a busy machine.
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
  await pageSettled(page, inFlight);
  return page.evaluate(() => {
    const w = window as unknown as Watched;
    return {
      cls: w.__cls,
      shifts: w.__shifts,
      lcp: w.__lcp ? w.__lcp.outerHTML.slice(0, 120) : 'none',
      // A tool's frame holds only the prerendered loading line until the tool's code has run.
      lcpPrerendered: !!w.__lcp && w.__lcp.isConnected && !w.__lcp.closest('[data-frame]'),
    };
  });
}

for (const route of toolPages) {
  test(`${route} loads without layout shift on a phone, its largest paint drawn with the page`, async ({
    page,
    context,
  }) => {
    const { cls, shifts, lcp, lcpPrerendered } = await loadWatched(page, context, route);
    expect(cls, `${route} shifted: ${shifts.join(' | ')}`).toBeLessThanOrEqual(0.01);
    expect(lcpPrerendered, `${route}: the largest contentful paint is ${lcp}`).toBe(true);
  });
}

for (const route of articlesWithTool) {
  test(`${route}: the largest paint on a phone is drawn with the page, not by the tool`, async ({ page, context }) => {
    const { lcp, lcpPrerendered } = await loadWatched(page, context, route);
    expect(lcpPrerendered, `${route}: the largest contentful paint is ${lcp}`).toBe(true);
  });
}
