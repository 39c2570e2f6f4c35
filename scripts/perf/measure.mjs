// Shared load measurements for scripts/js-before-idle.mjs, the Lighthouse table and the
// tests/perf gate. Everything is counted from what the browser itself requests and runs.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Lighthouse's default mobile device (Moto G Power): what "above the fold" means here. */
export const MOBILE_VIEWPORT = { width: 412, height: 823 };

/** Every route of the built sitemap, as paths. */
export function sitemapRoutes(dir) {
  const xml = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

const gzCache = new Map();
/** Gzipped size (level 9, like scripts/size.mjs) of a built file, by its URL path. */
export function gzipSizeOf(dir, urlPath) {
  if (!gzCache.has(urlPath)) {
    const file = path.join(dir, decodeURIComponent(urlPath));
    gzCache.set(urlPath, fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);
  }
  return gzCache.get(urlPath);
}

/**
 * Records the page's long tasks from the very start (buffered PerformanceObserver), so the
 * blocking time of the load can be read afterwards with readLoadMetrics().
 */
export async function observeLongTasks(page) {
  await page.addInitScript(() => {
    window.__evergreenLongTasks = [];
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__evergreenLongTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      // Browsers without long-task timing: the gate then measures nothing and says so.
    }
  });
}

/** The performance mark the page sets when it is idle (src/kit/pageIdle.ts, PAGE_IDLE_MARK). */
export const PAGE_IDLE_MARK = 'evergreen:idle';

/**
 * Loads `url`, waits until the page says it is idle, and returns the scripts it requested before
 * that. "Idle" has one definition, the page's own (src/kit/pageIdle.ts, which marks <html data-idle>
 * and the performance mark `evergreen:idle`): work the page defers until then (the plan's worker, a
 * chart's drawing) starts strictly after the mark, so it is never counted one run and not the next,
 * as it was when the page and this audit each had an idle callback of their own.
 *
 * Then it waits until the page is quiet (no request on its way, two frames drawn and an idle
 * callback run, still no request on its way; repeated until that holds: a state the page reaches,
 * not a quiet period on a clock), so every script is seen. A script counts as before idle when the
 * page's Resource Timing entry for it started before the mark, or when it has no entry there (a
 * worker's own imports) and was requested before the first script that started after the mark.
 * `timeoutMs` is a ceiling for a page that never settles: reaching it throws. Returns the scripts
 * requested before idle (URL paths, in order), those requested after it, and the long tasks seen.
 */
export async function loadUntilIdle(page, url, { timeoutMs = 60_000 } = {}) {
  const scripts = [];
  const inFlight = new Set();
  let onSettled = () => {};
  const onRequest = (request) => {
    inFlight.add(request);
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  };
  const onDone = (request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) onSettled();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  const deadline = Date.now() + timeoutMs;
  const beforeDeadline = (promise, what) =>
    Promise.race([
      promise,
      new Promise((_, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${url}: ${what} after ${timeoutMs / 1000} s`)),
          Math.max(0, deadline - Date.now()),
        );
        promise.then(
          () => clearTimeout(timer),
          () => clearTimeout(timer),
        );
      }),
    ]);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: timeoutMs });
    await page.waitForSelector('html[data-idle]', { state: 'attached', timeout: Math.max(1, deadline - Date.now()) });
    for (;;) {
      if (inFlight.size > 0)
        await beforeDeadline(
          new Promise((resolve) => (onSettled = resolve)),
          `${inFlight.size} requests still on their way`,
        );
      await beforeDeadline(
        page.evaluate(
          () =>
            new Promise((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
            ),
        ),
        'no idle moment',
      );
      if (inFlight.size === 0) break;
    }
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
  const { longTasks, idleAt, started } = await page.evaluate((mark) => {
    const idleMark = performance.getEntriesByName(mark, 'mark')[0];
    return {
      longTasks: window.__evergreenLongTasks ?? [],
      idleAt: idleMark ? idleMark.startTime : null,
      started: performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime]),
    };
  }, PAGE_IDLE_MARK);
  if (idleAt === null) throw new Error(`${url}: <html data-idle> without the ${PAGE_IDLE_MARK} mark`);
  const startedAt = new Map(started);
  const requested = [...new Set(scripts)];
  const firstAfter = requested.findIndex((s) => startedAt.has(s) && startedAt.get(s) >= idleAt);
  const beforeIdle = (s, i) => (startedAt.has(s) ? startedAt.get(s) < idleAt : firstAfter === -1 || i < firstAfter);
  return {
    scripts: requested.filter(beforeIdle),
    afterIdle: requested.filter((s, i) => !beforeIdle(s, i)),
    longTasks,
  };
}

/** Total blocking time of a set of long tasks: the part of each beyond 50 ms. */
export const blockingTime = (tasks) => tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * A fixed piece of string work timed on `page` (which should already be CPU-throttled): the
 * median of 5 runs, in ms. Printed beside timings so figures from a busier or slower machine
 * can be told apart; scripts/perf-gate.mjs scales its limits by it.
 */
export async function cpuBenchmarkMs(page, runs = 5) {
  const times = await page.evaluate((runs) => {
    const out = [];
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      let text = '';
      const parts = [];
      for (let i = 0; i < 60000; i++) {
        text += String.fromCharCode(97 + (i % 26));
        if (i % 100 === 0) parts.push(text.slice(-50).split('').reverse().join(''));
      }
      parts.sort();
      out.push(performance.now() - start);
    }
    return out;
  }, runs);
  return median(times);
}
