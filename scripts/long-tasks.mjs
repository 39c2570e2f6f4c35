#!/usr/bin/env node
// Main-thread blocking while pages load, on a 4x slowed CPU (Chromium via CDP), per route:
// each long task's time over 50 ms summed (what Total Blocking Time counts), median of n loads.
// Quicker than Lighthouse for before/after comparisons of a change; run both builds in the same
// conditions. Build first (`npm run build`), then:
//   node scripts/long-tasks.mjs [--dir dist] [--runs 3] [--cpu-throttling 4|none] route…   (default: every route)
import {
  blockingTime,
  loadUntilIdle,
  median,
  MOBILE_VIEWPORT,
  observeLongTasks,
  sitemapRoutes,
} from './perf/measure.mjs';
import { openSite, takeOption } from './perf/site.mjs';

const args = process.argv.slice(2);
const dir = takeOption(args, 'dir', 'dist');
const runs = Number(takeOption(args, 'runs', '3'));
// 'none' (or 1): the machine's own speed, for comparing builds on a machine others load too.
const throttling = takeOption(args, 'cpu-throttling', '4');
const cpuRate = throttling === 'none' ? 1 : Number(throttling);
const routes = args.length ? args : sitemapRoutes(dir);

const { origin, browser, close } = await openSite(dir);
const medians = [];
try {
  for (const route of routes) {
    const blocking = [];
    const tasks = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
      await observeLongTasks(page);
      const { longTasks } = await loadUntilIdle(page, `${origin}${route}`);
      const durations = longTasks.map((task) => Math.round(task.duration));
      blocking.push(Math.round(blockingTime(longTasks)));
      tasks.push(durations.join('+') || '-');
      await context.close();
    }
    medians.push(median(blocking));
    console.log(
      `${route.padEnd(56)} ${String(median(blocking)).padStart(5)} ms   loads ${blocking.join(', ')}   long tasks ${tasks.join(' | ')}`,
    );
  }
  console.log(
    `routes ${routes.length}; median ${median(medians)} ms, max ${Math.max(...medians)} ms, sum ${medians.reduce((a, b) => a + b, 0)} ms`,
  );
} finally {
  await close();
}
