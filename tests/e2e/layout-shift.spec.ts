import { expect, test } from '@playwright/test';
import { allRoutes } from './helpers';

/**
 * Issue G1: no page moves under the reader while it loads (CLS ≤ 0.01). Tools render only in the
 * browser, so on a tool page the prerendered "Loading the calculator…" line stands where the tool
 * will be; if it were short, what follows it would show at the bottom of a phone screen and jump
 * away when the tool mounts (it did on /tools/hsa: 0.023). Lighthouse's phone (412 × 823) with
 * the CPU slowed 4x, as in `npm run audit`; layout shifts summed over the load.
 */
const toolPages = allRoutes().filter((route) => route.startsWith('/tools/'));

test.use({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });

for (const route of toolPages) {
  test(`${route} loads without layout shift on a phone`, async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { __shifts: string[]; __cls: number }).__shifts = shifts;
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
          if (entry.hadRecentInput) continue;
          (window as unknown as { __cls: number }).__cls += entry.value;
          shifts.push(`${entry.value.toFixed(4)} ${entry.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName))).join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(route, { waitUntil: 'load' });
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForTimeout(500);
    const { cls, shifts } = await page.evaluate(() => ({ cls: (window as unknown as { __cls: number }).__cls, shifts: (window as unknown as { __shifts: string[] }).__shifts }));
    expect(cls, `${route} shifted: ${shifts.join(' | ')}`).toBeLessThanOrEqual(0.01);
  });
}
