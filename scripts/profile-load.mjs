#!/usr/bin/env node
// Where a page's load-time main-thread work goes, on a 4x slowed CPU (Chromium via CDP).
//   node scripts/profile-load.mjs [--dir dist] [--port 0] [--cpu-throttling 4|none] route…
// For each route: long tasks (PerformanceObserver 'longtask') until the page is idle, then a
// V8 CPU profile of the same load with self-time summed by script and, when the build has
// source maps (`npx vite build --sourcemap` before prerendering), by source file.
// Build first; a source-mapped build attributes time to src/… and node_modules packages.
import { launchChromium } from './chromium.mjs';
import { startServer } from './serve.mjs';
import { originalPositions } from './perf/sourceMaps.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const dir = option('dir', 'dist');
const port = Number(option('port', '0'));
const top = Number(option('top', '25'));
// 'none' (or 1) measures at the machine's own speed: on a loaded machine a 4x slowdown of an
// already slowed processor turns every task long; compare builds' task shapes there instead.
const throttling = option('cpu-throttling', '4');
const cpuRate = throttling === 'none' ? 1 : Number(throttling);
const routes = args.length ? args : ['/content/rmd-calculator'];

const server = await startServer(dir, port);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();

const positionOf = originalPositions(dir, origin);

try {
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    const longTasks = await page.evaluate(() => window.__longTasks);
    const blocking = longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    console.log(`\n## ${route}`);
    console.log(
      `long tasks: ${longTasks.length}, total ${Math.round(longTasks.reduce((s, t) => s + t.duration, 0))} ms, blocking (over 50 ms) ${Math.round(blocking)} ms`,
    );
    console.log(`  ${longTasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join('  ')}`);

    // Self time per node: V8 samples carry time deltas; attribute each to the sampled node.
    const selfTime = new Map();
    for (let i = 0; i < profile.samples.length; i++) {
      const id = profile.samples[i];
      selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
    }
    const byScript = new Map();
    const bySource = new Map();
    const byFunction = new Map();
    for (const node of profile.nodes) {
      const ms = selfTime.get(node.id) ?? 0;
      if (!ms) continue;
      const { url, functionName, lineNumber, columnNumber } = node.callFrame;
      const script = url ? url.replace(origin, '') : `(${functionName || 'program'})`;
      byScript.set(script, (byScript.get(script) ?? 0) + ms);
      let source = script;
      if (url) {
        const pos = positionOf(url, lineNumber, columnNumber);
        if (pos) {
          source = pos.source;
          const fn = `${pos.name ?? functionName ?? '?'} (${source}:${pos.line})`;
          byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
        }
      }
      bySource.set(source, (bySource.get(source) ?? 0) + ms);
    }
    const print = (title, m, n = top) => {
      console.log(title);
      for (const [k, v] of [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n))
        console.log(`  ${v.toFixed(1).padStart(8)} ms  ${k}`);
    };
    print('self time by script (CPU profile, throttled):', byScript);
    if (byFunction.size) {
      print('self time by source:', bySource);
      print('self time by function:', byFunction);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
