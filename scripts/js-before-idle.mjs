#!/usr/bin/env node
// JavaScript the browser requests before each page is idle, on every route of the sitemap:
// the script requests Chromium actually makes (not the manifest) before the page marks itself idle
// (src/kit/pageIdle.ts, the one definition the page and this audit share), each counted at its
// gzipped size, summed per route. Fails when a route is over the budget. Scripts requested after the
// mark (the plan's worker, a chart's drawing) are listed in the JSON as `afterIdle`, not counted.
//   node scripts/js-before-idle.mjs [dir=dist] [--json out.json] [--routes /a,/b]
import fs from 'node:fs';
import { openSite, takeOption } from './perf/site.mjs';
import { MOBILE_VIEWPORT, gzipSizeOf, loadUntilIdle, observeLongTasks, sitemapRoutes } from './perf/measure.mjs';

export const JS_BUDGET_KB = 120;
const args = process.argv.slice(2);
const jsonOut = takeOption(args, 'json');
const only = takeOption(args, 'routes');
const dir = args[0] ?? 'dist';
const routes = only ? only.split(',') : sitemapRoutes(dir);

const { origin, browser, close } = await openSite(dir);
const results = [];
try {
  for (const route of routes) {
    const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, serviceWorkers: 'block' });
    const page = await context.newPage();
    await observeLongTasks(page);
    const { scripts, afterIdle } = await loadUntilIdle(page, `${origin}${route}`);
    const files = scripts.map((s) => ({ file: s, gz: gzipSizeOf(dir, s) }));
    const later = afterIdle.map((s) => ({ file: s, gz: gzipSizeOf(dir, s) }));
    results.push({
      route,
      kb: files.reduce((sum, f) => sum + f.gz, 0) / 1024,
      count: files.length,
      files,
      afterIdle: later,
    });
    await context.close();
  }
} finally {
  await close();
}

let over = 0;
console.log(`JS requested before idle (gzip level 9), budget ≤ ${JS_BUDGET_KB} KB per route`);
console.log(`${'route'.padEnd(58)} ${'KB'.padStart(6)} ${'files'.padStart(5)}`);
for (const r of results) {
  const ok = r.kb <= JS_BUDGET_KB;
  if (!ok) over++;
  console.log(
    `${r.route.padEnd(58)} ${r.kb.toFixed(1).padStart(6)} ${String(r.count).padStart(5)}${ok ? '' : '  OVER'}`,
  );
}
const kbs = results.map((r) => r.kb).sort((a, b) => a - b);
console.log(
  `routes ${results.length}; min ${kbs[0]?.toFixed(1)} KB, median ${kbs[Math.floor(kbs.length / 2)]?.toFixed(1)} KB, max ${kbs.at(-1)?.toFixed(1)} KB`,
);
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(results, null, 2));
console.log(over ? `${over} route(s) over budget` : 'all within budget');
process.exit(over ? 1 : 0);
