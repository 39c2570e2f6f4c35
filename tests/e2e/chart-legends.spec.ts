import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { readToolPages } from '../../scripts/tool-index.mjs';

/**
 * Issue #42, item 10: every legend draws each series as the chart does. On every chart of the site,
 * drawn by Chromium with its animation left to finish, each legend swatch must carry its series'
 * stroke colour, width and dash and its marker (lines and areas), or its outline and fill pattern
 * (bars). The tools with a chart are found in their source (a kit `<Chart` or `<LazyChart` in the tool's folder),
 * so a new chart is checked without a list to keep.
 */

test.describe.configure({ mode: 'parallel' });

const toolFolder = (folder: string) => path.resolve('src', 'tools', folder);
const withCharts = readToolPages()
  .filter((tool) =>
    fs
      .readdirSync(toolFolder(tool.folder))
      .filter((file) => file.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(file))
      .some((file) => /<(Lazy)?Chart\b/.test(fs.readFileSync(path.join(toolFolder(tool.folder), file), 'utf8'))),
  )
  .map((tool) => tool.id);

interface Mismatch {
  chart: string;
  series: number;
  what: string;
  legend: string | null;
  drawn: string | null;
}

/** Every difference between a chart's legend swatches and its drawn series, read from the SVG. */
function legendMismatches(page: Page, chartIndex: number): Promise<Mismatch[] | null> {
  return page.evaluate((index) => {
    const legend = document.querySelectorAll('[data-chart-legend]')[index];
    const section = legend?.closest('section');
    const surface = section?.querySelector('.recharts-surface');
    if (!legend || !section || !surface) return null;
    const chart = section.querySelector('h3')?.textContent ?? `chart ${index}`;
    const swatches = [...legend.querySelectorAll('li svg')];
    const lines = [...surface.querySelectorAll('.recharts-line-curve, .recharts-area-curve')];
    const bars = [...surface.querySelectorAll('.recharts-bar')].map((g) => g.querySelector('.recharts-rectangle'));
    const dots = [...surface.querySelectorAll('.recharts-line-dots, .recharts-area-dots')];
    const areas = [...surface.querySelectorAll('.recharts-area-area')];
    if (swatches.length === 0 || lines.length + bars.length < swatches.length) return null; // not all drawn yet
    const out: Mismatch[] = [];
    const same = (
      i: number,
      what: string,
      a: Element | null | undefined,
      b: Element | null | undefined,
      attr: string,
    ) => {
      const legendValue = a?.getAttribute(attr) ?? null;
      const drawnValue = b?.getAttribute(attr) ?? null;
      if (legendValue !== drawnValue)
        out.push({ chart, series: i, what: `${what} ${attr}`, legend: legendValue, drawn: drawnValue });
    };
    const pattern = (root: ParentNode, fill: string | null | undefined) => {
      const id = /^url\(#(.+)\)$/.exec(fill ?? '')?.[1];
      const p = id ? (root.querySelector(`pattern[id="${CSS.escape(id)}"]`) ?? document.getElementById(id)) : null;
      return p ? `${p.getAttribute('data-pattern')}:${p.innerHTML}` : null;
    };
    swatches.forEach((swatch, i) => {
      const bar = swatch.querySelector('[data-swatch="bar"]');
      if (bar) {
        for (const attr of ['stroke', 'stroke-width']) same(i, 'bar', bar, bars[i], attr);
        const a = pattern(swatch, bar.getAttribute('fill'));
        const b = pattern(surface, bars[i]?.getAttribute('fill'));
        if (a === null || a !== b) out.push({ chart, series: i, what: 'bar fill pattern', legend: a, drawn: b });
        return;
      }
      const line = swatch.querySelector('[data-swatch="line"]');
      for (const attr of ['stroke', 'stroke-width', 'stroke-dasharray']) same(i, 'line', line, lines[i], attr);
      const area = swatch.querySelector('[data-swatch="area"]');
      if (area || areas[i]) for (const attr of ['fill', 'fill-opacity']) same(i, 'area', area, areas[i], attr);
      const marker = swatch.querySelector('[data-marker]');
      const first = dots[i]?.querySelector('[data-marker]');
      for (const attr of ['data-marker', 'fill', 'stroke']) same(i, 'marker', marker, first, attr);
    });
    return out;
  }, chartIndex);
}

test('the charts are found: at least the twelve tools that draw one', () => {
  expect(withCharts.length, withCharts.join(', ')).toBeGreaterThanOrEqual(12);
  expect(withCharts).toContain('withdrawal-planner');
});

/** Tools whose chart needs figures the defaults leave blank: a link with them (the tool's `#tool=` fragment). */
const FIGURES: Record<string, string> = {
  'tax-impact': '#tool=tax-impact&v=1&pensionIncome=30000&traditionalWithdrawals=40000&socialSecurity=24000',
};

for (const id of withCharts) {
  test(`${id}: every legend swatch is drawn as its series is`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/tools/${id}${FIGURES[id] ?? ''}`);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(page.locator('[data-tool-loading]')).toHaveCount(0);
    // Tools that wait for their button (SPEC §4: LTC, both withdrawal tools, HSA and disability wait for a press) draw their chart after it.
    const action = page.locator('section[data-frame] form button[type="submit"]:visible').first();
    if ((await action.count()) > 0) await action.click();
    const legends = page.locator('[data-chart-legend]');
    await expect(legends.first()).toBeAttached();
    const count = await legends.count();
    for (let i = 0; i < count; i++) {
      await legends.nth(i).scrollIntoViewIfNeeded();
      // Drawn when near and the browser is idle, then animated once: poll until it settles equal.
      await expect.poll(() => legendMismatches(page, i), { message: `${id}, chart ${i + 1} of ${count}` }).toEqual([]);
    }
  });
}
