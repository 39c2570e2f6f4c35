#!/usr/bin/env node
// What each main-thread task of a page load does, from a Chrome performance trace (not a clock
// on a loaded machine): every task of the page's main thread at least --min ms long, from the
// navigation until the page is idle and quiet (perf/measure.mjs loadUntilIdle), each with the
// trace events it spent its time in (script evaluation and function calls by URL, style, layout,
// paint, parsing) and the functions the V8 sampler saw most in it (mapped to src/… when the
// build has source maps: `npx vite build --sourcemap`). Compare two builds, or two routes, by
// the shape of their tasks: their lengths scale with the machine's load, what runs in them
// does not.
//   node scripts/long-task-trace.mjs [--dir dist] [--runs 1] [--min 10] [--cpu-throttling none|4]
//     [--top 6] [--wait <selector>] [--quiet] [--wall] [--scale 1] route…
// Lengths are thread time (the main thread's CPU time in the task) unless --wall: on a loaded machine a
// task's wall time grows with the load, its thread time much less.
// Totals per run: tasks over 50 ms and their time over 50 ms (what Total Blocking Time sums).
import { loadUntilIdle, median, MOBILE_VIEWPORT } from './perf/measure.mjs';
import { openSite, takeOption } from './perf/site.mjs';
import { originalPositions } from './perf/sourceMaps.mjs';

const args = process.argv.slice(2);
const dir = takeOption(args, 'dir', 'dist');
const runs = Number(takeOption(args, 'runs', '1'));
const minMs = Number(takeOption(args, 'min', '10'));
const top = Number(takeOption(args, 'top', '6'));
const throttling = takeOption(args, 'cpu-throttling', 'none');
const cpuRate = throttling === 'none' ? 1 : Number(throttling);
// A state the page reaches after idle (the plan's answer drawn): the trace runs on until it is there and quiet.
const waitFor = takeOption(args, 'wait', null);
const quiet = args.includes('--quiet') && args.splice(args.indexOf('--quiet'), 1);
// Task lengths in thread time unless --wall: what the page ran, not how long it waited for a core.
// --scale 4: each task's length times 4 before the totals, as Lighthouse's simulated mobile CPU counts it
// (a task of 12.5 ms thread time here is a 50 ms task there).
const scale = Number(takeOption(args, 'scale', '1'));
const opts = { wall: args.includes('--wall') && Boolean(args.splice(args.indexOf('--wall'), 1)) };
const routes = args.length ? args : ['/tools/retirement-income-plan'];

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
].join(',');

let positions;
function frameName(frame, origin) {
  const { url, functionName, lineNumber, columnNumber } = frame;
  if (!url) return `(${functionName || 'program'})`;
  positions ??= originalPositions(dir, origin);
  const pos = positions(url, lineNumber, columnNumber);
  if (pos) return `${pos.name ?? functionName ?? '?'} (${pos.source}:${pos.line})`;
  return `${functionName || '(anonymous)'} (${url.replace(origin, '')}:${lineNumber + 1})`;
}

/** The renderer main thread that parsed the page at `url` (a trace may hold other renderers: an earlier page's). */
function mainThreadOf(events, url) {
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').split('#')[0] === url,
  );
  return parse ? { key: `${parse.pid}:${parse.tid}`, parsedAt: parse.ts } : undefined;
}

/** V8 samples of one thread as { ts, frame chain }, from the trace's Profile/ProfileChunk events. */
function samplesOf(events, pid, tid) {
  const nodes = new Map();
  const samples = [];
  const clocks = new Map();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile' && e.tid === tid) clocks.set(e.id, e.args.data.startTime);
    if (e.name !== 'ProfileChunk' || !clocks.has(e.id)) continue;
    const data = e.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let ts = clocks.get(e.id);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      ts += deltas[i] ?? 0;
      samples.push({ ts, id: ids[i] });
    }
    clocks.set(e.id, ts);
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { nodes, samples };
}

const KINDS = {
  EvaluateScript: 'evaluate',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.evaluateModule': 'evaluate module',
  FunctionCall: 'call',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  FireIdleCallback: 'idle callback',
  EventDispatch: 'event',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  'V8.GCFinalizeMC': 'GC',
  MinorGC: 'GC',
  MajorGC: 'GC',
  RunMicrotasks: 'microtasks',
};

function describeRun(events, origin, url) {
  const found = mainThreadOf(events, url);
  if (!found) throw new Error(`no renderer parsed ${url} in the trace`);
  const { key, parsedAt } = found;
  const [pid, tid] = key.split(':').map(Number);
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  // The navigation of this page: the last one of its renderer before it parsed the page.
  const navigation = events
    .filter((e) => e.pid === pid && e.name === 'navigationStart' && e.ts <= parsedAt)
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
  const t0 = navigation?.ts ?? Math.min(...mine.map((e) => e.ts));
  const idleMark = events.find((e) => e.pid === pid && e.name === 'evergreen:idle');
  const tasks = mine
    .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
    .filter((e) => e.ts >= t0 && (opts.wall ? e.dur : (e.tdur ?? e.dur)) / 1000 >= minMs)
    // The measurement's own page.evaluate/waitForSelector calls are evaluations of no URL: not the page's work.
    .filter(
      (e) =>
        !mine.some(
          (x) =>
            x.name === 'EvaluateScript' &&
            !x.args?.data?.url &&
            x.ts >= e.ts &&
            x.ts + x.dur <= e.ts + e.dur &&
            x.dur > e.dur / 2,
        ),
    )
    .sort((a, b) => a.ts - b.ts);
  const { nodes, samples } = samplesOf(events, pid, tid);
  const described = tasks.map((task) => {
    const end = task.ts + task.dur;
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const byKind = new Map();
    for (const e of inside) {
      const kind = KINDS[e.name];
      if (!kind) continue;
      const url = e.args?.data?.url ?? e.args?.data?.functionName ?? e.args?.fileName ?? '';
      const objects =
        e.name === 'Layout' && e.args?.beginData
          ? ` (${e.args.beginData.dirtyObjects}/${e.args.beginData.totalObjects} objects${e.args.beginData.partialLayout ? ', partial' : ''})`
          : '';
      const label = `${kind}${url ? ` ${String(url).replace(origin, '')}` : ''}${objects}`;
      // Nested events of the same label (a call inside an evaluation) are not counted twice.
      byKind.set(label, Math.max(byKind.get(label) ?? 0, 0) + e.dur / 1000);
    }
    const selfByFrame = new Map();
    const inclusive = new Map();
    for (let i = 0; i < samples.length; i++) {
      const { ts, id } = samples[i];
      if (ts < task.ts || ts > end) continue;
      const step = ((samples[i + 1]?.ts ?? ts) - ts) / 1000;
      const node = nodes.get(id);
      if (!node) continue;
      const name = frameName(node.callFrame, origin);
      selfByFrame.set(name, (selfByFrame.get(name) ?? 0) + step);
      const seen = new Set();
      for (let n = node; n; n = nodes.get(n.parent)) {
        if (!n.callFrame.url) continue;
        const f = frameName(n.callFrame, origin);
        // React's and the scheduler's own frames are on every stack: the page's code says what ran.
        if (/\(npm:(react-dom|scheduler)[:)]/.test(f)) continue;
        if (seen.has(f)) continue;
        seen.add(f);
        inclusive.set(f, (inclusive.get(f) ?? 0) + step);
      }
    }
    return {
      start: (task.ts - t0) / 1000,
      // Thread time (CPU time of the main thread): on a machine others load too, wall time counts the
      // moments the thread waited for a core; thread time is the page's own work.
      duration: (opts.wall ? task.dur : (task.tdur ?? task.dur)) / 1000,
      wall: task.dur / 1000,
      kinds: [...byKind.entries()].sort((a, b) => b[1] - a[1]).slice(0, top),
      self: [...selfByFrame.entries()].sort((a, b) => b[1] - a[1]).slice(0, top),
      inclusive: [...inclusive.entries()].sort((a, b) => b[1] - a[1]).slice(0, top),
    };
  });
  return { tasks: described, idleAt: idleMark ? (idleMark.ts - t0) / 1000 : null };
}

const { origin, browser, close } = await openSite(dir);
try {
  for (const route of routes) {
    const summary = { over: [], longest: [], count: [] };
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
      await browser.startTracing(page, { categories: CATEGORIES.split(',') });
      await loadUntilIdle(page, `${origin}${route}`);
      if (waitFor) {
        await page.waitForSelector(waitFor, { state: 'attached', timeout: 60_000 });
        // What the answer fetches and draws after it (the chart, the table of years) is in the trace too.
        await page.waitForLoadState('networkidle');
        await page.evaluate(
          () =>
            new Promise((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
            ),
        );
      }
      const buffer = await browser.stopTracing();
      await context.close();
      const { traceEvents } = JSON.parse(buffer.toString('utf8'));
      const { tasks, idleAt } = describeRun(traceEvents, origin, `${origin}${route}`);
      const long = tasks.filter((t) => t.duration * scale > 50);
      summary.over.push(Math.round(long.reduce((s, t) => s + t.duration * scale - 50, 0)));
      summary.longest.push(Math.round(Math.max(0, ...tasks.map((t) => t.duration * scale))));
      summary.count.push(long.length);
      if (quiet) continue;
      console.log(
        `\n## ${route} run ${run + 1}: idle at ${idleAt === null ? '?' : Math.round(idleAt)} ms; tasks >= ${minMs} ms:`,
      );
      for (const t of tasks) {
        console.log(
          `- at ${Math.round(t.start)} ms, ${t.duration.toFixed(1)} ms thread time (${t.wall.toFixed(1)} ms wall)`,
        );
        for (const [k, v] of t.kinds) console.log(`    ${v.toFixed(1).padStart(7)} ms  ${k}`);
        if (t.inclusive.length) console.log('    sampled, inclusive:');
        for (const [k, v] of t.inclusive) console.log(`    ${v.toFixed(1).padStart(7)} ms  ${k}`);
        if (t.self.length) console.log('    sampled, self:');
        for (const [k, v] of t.self) console.log(`    ${v.toFixed(1).padStart(7)} ms  ${k}`);
      }
    }
    console.log(
      `${route.padEnd(44)}${scale === 1 ? '' : ` (x${scale})`} time over 50 ms: median ${median(summary.over)} (${summary.over.join(', ')}); longest task: median ${median(summary.longest)} (${summary.longest.join(', ')}); tasks over 50 ms: ${summary.count.join(', ')}`,
    );
  }
} finally {
  await close();
}
