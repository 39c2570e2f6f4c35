#!/usr/bin/env node
// The fast load-performance gate of `npm test` (issue G1): one page of each type, loaded in
// Chromium with the CPU slowed 4x (CDP), compared with committed baselines in
// tests/perf/baselines.json. Fails when a page type
//   - requests more than 20 % more JavaScript before it is idle (gzipped; deterministic), or
//   - spends more than 20 % more time in long tasks while loading (the quickest of up to 7 loads
//     that ran with the machine less than 2x as slow as the baseline's), each load scaled to the
//     baseline machine's speed by a fixed CPU workload timed under the same throttling in the same
//     page just before and just after it (the slower of the two), plus 150 ms of slack for timer
//     noise. On a machine too busy to find 5 such loads in 15, the long tasks are reported as not
//     measured; the bytes are always checked.
// The absolute 120 KB budget per route is `npm run audit`'s gate (scripts/js-before-idle.mjs, every
// route); this one catches regressions against the last deliberate baseline, whatever the budget.
// Build first (`npm run build`), then:
//   node scripts/perf-gate.mjs [dir=dist]            check
//   node scripts/perf-gate.mjs [dir=dist] --update   write new baselines (after a deliberate change)
import { launchChromium } from './chromium.mjs';
import fs from 'node:fs';
import { startServer } from './serve.mjs';
import { MOBILE_VIEWPORT, cpuBenchmarkMs, gzipSizeOf, loadUntilIdle, observeLongTasks } from './perf/measure.mjs';

const BASELINES = 'tests/perf/baselines.json';
const PAGES = {
  'calculator article': '/content/rmd-calculator',
  'guide article': '/content/long-term-care-planning-guide',
  'tool page': '/tools/healthcare-cost',
  home: '/',
};
const LOADS = 7;
// A load whose own benchmark ran more than twice as slow as the baseline machine's is not compared:
// at load 36 on 2 cores (a CI run beside other work) the same page's scaled long-task time ranged
// from 216 to 2,588 ms, so scaling by the benchmark no longer holds. The gate takes up to
// MAX_LOADS loads to find LOADS comparable ones; when the machine stays that busy it says the
// timing was not measured (the JS bytes, which do not depend on speed, are still checked).
const MAX_SLOWDOWN = 2;
// Five, not three: in a fresh-clone CI beside five helpers (load 26, machine 5x as slow) only 3 of
// 15 loads of the guide article looked comparable by their benchmark, and the quickest of them took
// 353 ms where a quiet machine takes 41–77 ms: a spike between benchmark and load. With the benchmark
// taken on both sides of each load and five comparable loads needed, such a run says "not measured".
const MIN_COMPARABLE = 5;
const MAX_LOADS = 15;
const TOLERANCE = 1.2;
// Long-task time on a 2-core machine varies by ±40 % from load to load (measured: 266–433 ms for
// the same page in five loads), so it gets 150 ms of slack on top of the 20 %; JS bytes are exact.
const SLACK_MS = 150;

const args = process.argv.slice(2);
const update = args.includes('--update');
const dir = args.find((a) => !a.startsWith('--')) ?? 'dist';

const server = await startServer(dir, 0);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();

async function throttledPage() {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/** Milliseconds a fixed piece of JavaScript takes on this machine now, at 4x slowdown (median of 5). */
async function cpuBenchmark() {
  const { context, page } = await throttledPage();
  await page.goto(`${origin}/robots.txt`);
  const ms = await cpuBenchmarkMs(page);
  await context.close();
  return ms;
}

async function measure(route, baseBenchMs) {
  const longTaskMs = [];
  const benchMs = [];
  let jsKb = 0;
  const comparable = () => benchMs.filter((ms) => ms <= baseBenchMs * MAX_SLOWDOWN).length;
  for (let i = 0; i < MAX_LOADS && comparable() < LOADS; i++) {
    const { context, page } = await throttledPage();
    // Timed right before each load, in the same throttled page: on a shared 2-core machine the
    // load changes from one second to the next, so each sample is scaled by its own benchmark.
    const benchBeforeMs = await cpuBenchmarkMs(page, 3);
    await observeLongTasks(page);
    const { scripts, longTasks } = await loadUntilIdle(page, `${origin}${route}`);
    // And right after: a burst of other work that began during the load shows here.
    benchMs.push(Math.max(benchBeforeMs, await cpuBenchmarkMs(page, 3)));
    // The most of any load: what arrives before idle can vary slightly with timing.
    jsKb = Math.max(jsKb, scripts.reduce((sum, s) => sum + gzipSizeOf(dir, s), 0) / 1024);
    longTaskMs.push(longTasks.reduce((sum, t) => sum + t.duration, 0));
    await context.close();
  }
  return { jsKb, longTaskMs, benchMs };
}

/**
 * Each comparable load's long-task time expressed at the baseline machine's speed (never sped up),
 * and the least of them; null when fewer than MIN_COMPARABLE loads were comparable (see
 * MAX_SLOWDOWN). The least, not the median: other work on the machine only ever adds time to a
 * load (it never takes the page's own work away), so the quickest load is the page's own cost and
 * what a change to the page moves; the median moved by ±40 % with the machine's load.
 */
function atBaselineSpeed(r, baseBenchMs) {
  const scaled = r.longTaskMs
    .map((ms, i) => ({ ms, slowdown: r.benchMs[i] / baseBenchMs }))
    .filter(({ slowdown }) => slowdown <= MAX_SLOWDOWN)
    .map(({ ms, slowdown }) => ms / Math.max(1, slowdown));
  return { longTaskMs: scaled.length >= MIN_COMPARABLE ? Math.min(...scaled) : null, samples: scaled.map(Math.round) };
}

let failures = 0;
let unmeasured = 0;
const rows = [];
try {
  const benchMs = await cpuBenchmark();
  // Loads are judged comparable against the committed baseline's benchmark (the first run of
  // --update has none yet: then against this machine's own).
  const committedBenchMs = fs.existsSync(BASELINES) ? JSON.parse(fs.readFileSync(BASELINES, 'utf8')).benchMs : benchMs;
  const results = {};
  for (const [type, route] of Object.entries(PAGES))
    results[type] = { route, ...(await measure(route, update ? benchMs : committedBenchMs)) };

  if (update) {
    const baselines = {
      note: 'Written by `node scripts/perf-gate.mjs --update` after `npm run build`.',
      benchMs: Math.round(benchMs * 10) / 10,
      pages: {},
    };
    for (const [type, r] of Object.entries(results))
      baselines.pages[type] = {
        route: r.route,
        jsKb: Math.round(r.jsKb * 10) / 10,
        longTaskMs: Math.round(
          atBaselineSpeed(r, benchMs).longTaskMs ??
            (() => {
              throw new Error(`${type}: the machine's speed changed too much during the loads to take a baseline`);
            })(),
        ),
      };
    fs.mkdirSync('tests/perf', { recursive: true });
    fs.writeFileSync(BASELINES, `${JSON.stringify(baselines, null, 2)}\n`);
    console.log(`baselines written to ${BASELINES} (CPU benchmark ${benchMs.toFixed(1)} ms)`);
  }
  const baselines = JSON.parse(fs.readFileSync(BASELINES, 'utf8'));
  // A faster benchmark than at baseline is mostly timer noise: never tighten the limit below it.
  const speed = Math.max(1, benchMs / baselines.benchMs);
  console.log(
    `Load performance gate, CPU 4x: benchmark ${benchMs.toFixed(1)} ms now vs ${baselines.benchMs} ms at baseline (machine ${speed.toFixed(2)}x as slow); the quickest of up to ${LOADS} comparable loads (at least ${MIN_COMPARABLE}, of up to ${MAX_LOADS}), each scaled to baseline speed by a benchmark timed just before and after it (the slower)`,
  );
  for (const [type, result] of Object.entries(results)) {
    const base = baselines.pages[type];
    const r = { ...result, rawLongTaskMs: result.longTaskMs, ...atBaselineSpeed(result, baselines.benchMs) };
    if (!base) {
      failures++;
      rows.push([type, r.route, 'no baseline', '', '', '', 'FAIL']);
      continue;
    }
    const jsLimit = base.jsKb * TOLERANCE;
    const taskLimit = base.longTaskMs * TOLERANCE + SLACK_MS;
    const jsOk = r.jsKb <= jsLimit;
    const measured = r.longTaskMs !== null;
    const taskOk = !measured || r.longTaskMs <= taskLimit;
    if (!measured) unmeasured++;
    if (!jsOk) failures++;
    if (!taskOk) failures++;
    rows.push([
      type,
      r.route,
      `${r.jsKb.toFixed(1)} KB`,
      `≤${jsLimit.toFixed(1)}`,
      `${measured ? `${Math.round(r.longTaskMs)} ms` : 'not measured'} [${r.samples.join(', ')}] raw [${r.rawLongTaskMs.map(Math.round).join(', ')}] ×[${r.benchMs.map((ms) => (ms / baselines.benchMs).toFixed(1)).join(', ')}]`,
      `≤${Math.round(taskLimit)}`,
      jsOk && taskOk ? 'ok' : `FAIL${jsOk ? '' : ' (JS)'}${taskOk ? '' : ' (long tasks)'}`,
    ]);
  }
} finally {
  await browser.close();
  server.close();
}

const widths = [19, 40, 10, 8, 26, 7, 6];
for (const row of [['page type', 'route', 'JS', 'limit', 'long tasks (quickest load)', 'limit', ''], ...rows])
  console.log(row.map((c, i) => String(c).padEnd(widths[i])).join(' '));
if (unmeasured)
  console.log(
    `long tasks not measured on ${unmeasured} page type(s): fewer than ${MIN_COMPARABLE} of ${MAX_LOADS} loads ran with the machine less than ${MAX_SLOWDOWN}x as slow as the baseline's (×[…] per load); JS bytes checked`,
  );
console.log(failures ? `${failures} regression(s)` : 'no regression');
process.exit(failures ? 1 : 0);
