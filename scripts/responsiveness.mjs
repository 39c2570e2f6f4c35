#!/usr/bin/env node
// Input responsiveness of EVERY tool on a 4x slowed CPU (Chromium via CDP), against the
// production build. Build first (`npm run build`), then:
//   node scripts/responsiveness.mjs [dir=dist] [--tools id,id] [--runs 20]
// Every standalone tool (each tool with a page in the tool index, scripts/tool-index.mjs) is measured on /tools/<id>, and the site search on
// /search (keystroke → results, like a live tool; `--tools search` for it alone); tools that only appear
// inside articles (generic calculator, checklist, step tool) on the first article that embeds them.
//   live tools:       keystroke in a field → the results region changes: median of 20 ≤ 50 ms
//   Calculate tools:  click on Calculate → the results region changes: median of 20 ≤ 100 ms
//   no text field:    click on a checkbox → the tool shows the change: median of 20 ≤ 50 ms
//   button-driven:    click on the button that opens the tool's form → form shown: ≤ 100 ms
//   answer in words:  a tool whose answer is worked out in a Web Worker and said in words ([data-answer], the
//                     household plan): keystroke → those words change, median ≤ 1,000 ms (issue I1 item 7,
//                     "results within 1 s at 4x"), and page open → the words first shown, on a page slowed 4x
//                     from the start (no cache), median of 5 loads ≤ 1,000 ms after the tool is drawn
//                     (its first field), with navigation → words beside it
// Times run from the input event's own timestamp to a MutationObserver callback, both on the
// page's performance.now() clock. The field typed into is the first one whose keystrokes change
// the results region (alternately adding and removing a 7, so every keystroke changes it).
import { readToolPages } from './tool-index.mjs';
import { launchChromium } from './chromium.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './serve.mjs';
import { cpuBenchmarkMs, median } from './perf/measure.mjs';

const BUDGET = { keystroke: 50, calculate: 100, toggle: 50, answer: 1000, open: 1000 };
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? undefined : args.splice(i, 2)[1];
};
const runs = Number(flag('runs') ?? 20);
const onlyTools = flag('tools')?.split(',');
const dir = args[0] ?? 'dist';

/** Where each tool is measured: its own page, or the first article that embeds it. */
function toolPages() {
  const standalone = readToolPages().map((tool) => tool.id);
  const pages = standalone.map((id) => [id, `/tools/${id}`]);
  const articlesDir = 'content/articles';
  for (const file of fs.readdirSync(articlesDir).sort()) {
    const front = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(articlesDir, file), 'utf8'))?.[1] ?? '';
    const id = /^tool:\s*\n\s+id:\s*['"]?([a-z0-9-]+)/m.exec(front)?.[1];
    if (id && !pages.some(([known]) => known === id)) pages.push([id, `/content/${path.basename(file, '.md')}`]);
  }
  return pages.filter(([id]) => !onlyTools || onlyTools.includes(id));
}

const server = await startServer(dir, 0);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();

/**
 * Arms a one-shot measurement: from the next `eventType` event (its timeStamp) to the first DOM
 * change inside `#tool` that is not the event's own target (an input's value attribute) — inside
 * a results region (the section around a [data-results-summary] status) when `resultsOnly`.
 */
function arm(page, eventType, resultsOnly, rootSelector = '#tool') {
  return page.evaluate(
    ([type, onlyResults, selector]) => {
      window.__evergreenMeasure = new Promise((resolve, reject) => {
        const tool = document.querySelector(selector);
        let start;
        let target;
        const onEvent = (event) => {
          start = event.timeStamp;
          target = event.target;
        };
        document.addEventListener(type, onEvent, { capture: true, once: true });
        const counts = (record) => {
          const node = record.target.nodeType === Node.ELEMENT_NODE ? record.target : record.target.parentElement;
          if (!node || node === target || (target instanceof Node && target.contains(node))) return false;
          // The results region is the section holding the polite summary status (ResultsRegion).
          return !onlyResults || Boolean(node.closest('section')?.querySelector(':scope > [data-results-summary]'));
        };
        const observer = new MutationObserver((records) => {
          if (start === undefined || !records.some(counts)) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(tool, { subtree: true, childList: true, characterData: true, attributes: true });
        setTimeout(() => {
          observer.disconnect();
          reject(new Error('no update within 3 s'));
        }, 3000);
      });
    },
    [eventType, resultsOnly, rootSelector],
  );
}
const measured = (page) => page.evaluate(() => window.__evergreenMeasure);

async function openTool(route) {
  // No service worker: its precaching after load would compete with the measured page.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${origin}${route}`);
  await page
    .locator('#tool :is(input, button[role="combobox"], [role="checkbox"])')
    .first()
    .waitFor({ timeout: 20000 });
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, context };
}

// The generic calculator recalculates 500 ms after the last change (SPEC §4 gives the 500 ms delay) and shows
// "Calculating..." at once: each keystroke there starts from settled results, so what is timed is
// the keystroke → "Calculating..." acknowledgement, not the delay the spec asks for.
const KEY_PAUSE_MS = { 'generic-calculator': 900 };

async function measureKeystrokes(page, input, pauseMs = 60) {
  await input.click();
  await page.keyboard.press('End');
  const times = [];
  let missed = 0;
  for (let i = 0; i < runs + 2; i++) {
    await arm(page, 'input', true);
    await page.keyboard.press(i % 2 === 0 ? '7' : 'Backspace');
    // A keystroke that leaves the results as they were (e.g. a value the tool caps) is not timed.
    const ms = await measured(page).catch(() => undefined);
    if (ms === undefined) missed++;
    else if (i >= 2) times.push(ms); // the first two warm up the code path
    await page.waitForTimeout(pauseMs);
  }
  if (missed > runs / 2) throw new Error(`${missed} of ${runs + 2} keystrokes changed no result`);
  return times;
}

/** The first text field whose keystrokes change the results region, or undefined. */
async function liveField(page) {
  // :visible skips the hidden inputs Radix sliders keep for forms.
  const fields = page.locator('#tool input[type="text"]:visible, #tool input:not([type]):visible');
  const count = Math.min(await fields.count(), 6);
  for (let i = 0; i < count; i++) {
    const field = fields.nth(i);
    // Fields in a closed disclosure are editable but cannot be clicked.
    if (!(await field.isVisible()) || !(await field.isEditable())) continue;
    await field.click();
    await page.keyboard.press('End');
    await arm(page, 'input', true);
    await page.keyboard.press('7');
    const changed = await measured(page).then(
      () => true,
      () => false,
    );
    await page.keyboard.press('Backspace');
    await page.waitForTimeout(100);
    if (changed) return field;
  }
  return undefined;
}

/**
 * Times `runs` clicks on `target`, after `warmUps` untimed ones: each from the click to the tool's
 * first change (in its results region when `resultsOnly`). `before` and `after` run untimed around
 * each click.
 */
/** Resolves once the page has painted twice since the call: what the last click or key set off is on screen. */
const painted = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

async function timeClicks(page, target, { warmUps, resultsOnly = false, before, after }) {
  const times = [];
  for (let i = 0; i < runs + warmUps; i++) {
    await before?.(i);
    await arm(page, 'click', resultsOnly);
    await target.click();
    const ms = await measured(page);
    if (i >= warmUps) times.push(ms);
    await after?.();
    await painted(page);
  }
  return times;
}

/**
 * The field nudged before each timed Calculate: the first whose added 7 is kept as typed once it loses focus.
 * A field that caps what is typed (the disability tool's age: 357 becomes 65, then 6 becomes 18) soon leaves the
 * inputs, and so the results, as they were, and the timed click then changes nothing on screen.
 */
async function nudgeField(page) {
  const fields = page.locator('#tool input[inputmode="decimal"]:visible, #tool input[type="text"]:visible');
  const count = Math.min(await fields.count(), 8);
  const digits = (text) => text.replace(/\D/g, '');
  for (let i = 0; i < count; i++) {
    const field = fields.nth(i);
    if (!(await field.isEditable())) continue;
    const before = await field.inputValue();
    await field.click();
    await page.keyboard.press('End');
    await page.keyboard.press('7');
    await page.keyboard.press('Tab');
    await painted(page);
    const kept = digits(await field.inputValue()) === `${digits(before)}7`;
    await field.fill(before);
    await page.keyboard.press('Tab');
    await painted(page);
    if (kept) return field;
  }
  return undefined;
}

/**
 * Arms a one-shot measurement for a tool that answers in words from a Web Worker: from the next input
 * event to the moment the text of its first [data-answer] element differs from now.
 */
function armAnswer(page) {
  return page.evaluate(() => {
    window.__evergreenMeasure = new Promise((resolve, reject) => {
      const words = () => document.querySelector('#tool [data-answer]')?.textContent ?? '';
      const before = words();
      let start;
      document.addEventListener('input', (event) => (start = event.timeStamp), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (start === undefined || words() === before) return;
        observer.disconnect();
        resolve(performance.now() - start);
      });
      observer.observe(document.querySelector('#tool'), { subtree: true, childList: true, characterData: true });
      setTimeout(() => {
        observer.disconnect();
        reject(new Error('the answer in words did not change within 20 s'));
      }, 20_000);
    });
  });
}

/** Keystrokes (a 7 added, then removed) in the first field that changes the answer in words → the new words. */
async function measureAnswerKeystrokes(page) {
  const fields = page.locator('#tool input[type="text"]:visible, #tool input:not([type]):visible');
  const count = Math.min(await fields.count(), 6);
  for (let f = 0; f < count; f++) {
    const field = fields.nth(f);
    await field.click();
    await page.keyboard.press('End');
    const times = [];
    for (let i = 0; i < Math.min(runs, 10) + 1; i++) {
      await armAnswer(page);
      await page.keyboard.press(i % 2 === 0 ? '7' : 'Backspace');
      const ms = await measured(page).catch(() => undefined);
      if (ms === undefined) break;
      if (i >= 1) times.push(ms);
      // The next key waits for the whole answer (no part still being worked out), as a reader who reads it would.
      await page.locator('#tool [aria-busy="true"]').waitFor({ state: 'detached', timeout: 30_000 });
    }
    if (times.length > 0) return { field: (await field.getAttribute('id')) ?? 'field', times };
  }
  return undefined;
}

/** Navigation → the tool drawn (its first field) and → the answer in words, on fresh pages slowed 4x from the start. */
async function measureAnswerOnOpen(route, loads = 5) {
  const drawn = [];
  const fromNavigation = [];
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        window.__evergreenToolDrawn ??= document.querySelector('#tool input') ? performance.now() : undefined;
        if (document.querySelector('#tool [data-answer]')) {
          window.__evergreenAnswered = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { subtree: true, childList: true });
    });
    try {
      await page.goto(`${origin}${route}`);
      await page.waitForFunction(() => window.__evergreenAnswered !== undefined, null, { timeout: 60_000 });
      const [toolDrawn, answered] = await page.evaluate(() => [
        window.__evergreenToolDrawn,
        window.__evergreenAnswered,
      ]);
      drawn.push(answered - toolDrawn);
      fromNavigation.push(answered);
    } finally {
      await context.close();
    }
  }
  return { drawn, fromNavigation };
}

async function measureTool(id, route) {
  const { page, context } = await openTool(route);
  try {
    const calculate = page.locator('#tool').getByRole('button', { name: /^(Calculate|Analyze)/ });
    if ((await calculate.count()) > 0) {
      // Each press must bring new figures: pressing again on unchanged inputs rightly changes
      // nothing on screen, and the timer then caught only the summary's re-announcement (~540 ms).
      // So a money field is nudged (a 7 added, then removed) before every press, untimed.
      const nudge = await nudgeField(page);
      const times = await timeClicks(page, calculate.first(), {
        warmUps: 1,
        resultsOnly: true,
        before: async (i) => {
          if (!nudge) return;
          await nudge.click();
          await page.keyboard.press('End');
          await page.keyboard.press(i % 2 === 0 ? '7' : 'Backspace');
          await painted(page);
        },
      });
      return {
        id,
        route,
        kind: 'calculate',
        what: `click ${(await calculate.first().textContent())?.trim()} → new results`,
        times,
      };
    }
    const field = await liveField(page);
    if (field) {
      const label = (await field.getAttribute('id')) ?? 'field';
      const pauseMs = KEY_PAUSE_MS[id];
      const what = pauseMs ? `keystroke (#${label}) → "Calculating..." shown` : `keystroke (#${label}) → results`;
      return { id, route, kind: 'keystroke', what, times: await measureKeystrokes(page, field, pauseMs) };
    }
    const checkbox = page.locator('#tool [role="checkbox"], #tool input[type="checkbox"]').first();
    if ((await checkbox.count()) > 0) {
      const times = await timeClicks(page, checkbox, { warmUps: 2 });
      return { id, route, kind: 'toggle', what: 'click a checkbox → tool updated', times };
    }
    // A tool driven by buttons (the beneficiary tracker): the button that opens its form.
    const opener = page.locator('#tool button[aria-expanded="false"]').first();
    if ((await opener.count()) > 0) {
      const times = await timeClicks(page, opener, {
        warmUps: 1,
        after: () => page.locator('#tool').getByRole('button', { name: 'Cancel' }).click(),
      });
      return {
        id,
        route,
        kind: 'calculate',
        what: `click "${(await opener.textContent())?.trim()}" → form shown`,
        times,
      };
    }
    return { id, route, kind: 'none', what: 'no field, Calculate button or checkbox found', times: [] };
  } finally {
    await context.close();
  }
}

/**
 * Site search (/search): a keystroke in the search field → the results on screen change (their
 * heading repeats the query, so every keystroke changes it). The index is loaded first (the field
 * is focused and a word typed), as it is once a reader has started searching.
 */
async function measureSearch() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/search`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const field = page.getByRole('searchbox', { name: 'Search Evergreen' });
    await field.click();
    await page.keyboard.type('medicare tax');
    await page.locator('[data-search-results] li').first().waitFor({ timeout: 20000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const times = [];
    let missed = 0;
    for (let i = 0; i < runs + 2; i++) {
      await arm(page, 'input', false, '[data-search-results]');
      await page.keyboard.press(i % 2 === 0 ? 'e' : 'Backspace');
      const ms = await measured(page).catch(() => undefined);
      if (ms === undefined) missed++;
      else if (i >= 2) times.push(ms);
      await page.waitForTimeout(60);
    }
    if (missed > runs / 2) throw new Error(`${missed} of ${runs + 2} keystrokes changed no result`);
    return {
      id: 'site search',
      route: '/search',
      kind: 'keystroke',
      what: 'keystroke in the search field → results',
      times,
    };
  } finally {
    await context.close();
  }
}

/** The machine's state beside the figures: the 4x CPU benchmark (perf-gate's) and the load average. */
async function machineState() {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const benchMs = await cpuBenchmarkMs(page);
  await context.close();
  const quiet = JSON.parse(fs.readFileSync('tests/perf/baselines.json', 'utf8')).benchMs;
  return `CPU benchmark ${benchMs.toFixed(1)} ms at 4x (${quiet} ms on the quiet machine of tests/perf/baselines.json), load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, ${os.cpus().length} cores`;
}

/**
 * Tools that work their answer out in a Web Worker and say it in words ([data-answer] in their results):
 * they get the answer-in-words rows too.
 */
const ANSWERS_IN_WORDS = new Set(['retirement-income-plan']);

/** The answer-in-words rows of one tool: keystroke → new words, and page open → first words. */
async function measureAnswer(id, route) {
  const out = [];
  const { page, context } = await openTool(route);
  try {
    await page.locator('#tool [aria-busy="true"]').waitFor({ state: 'detached', timeout: 30_000 });
    const keys = await measureAnswerKeystrokes(page);
    if (keys) out.push({ kind: 'answer', what: `keystroke (#${keys.field}) → answer in words`, times: keys.times });
  } finally {
    await context.close();
  }
  const open = await measureAnswerOnOpen(route);
  out.push({ kind: 'open', what: 'tool drawn → answer in words (fresh page)', times: open.drawn });
  out.push({ kind: 'none', what: 'navigation → answer in words (fresh page)', times: open.fromNavigation });
  return out;
}

const rows = [];
let failures = 0;
const machineBefore = await machineState();
let machineAfter = '';
try {
  const pages = [...toolPages(), ...(!onlyTools || onlyTools.includes('search') ? [['search', '/search']] : [])];
  for (const [id, route] of pages) {
    let result;
    try {
      result = id === 'search' ? await measureSearch() : await measureTool(id, route);
    } catch (error) {
      result = { id, route, kind: 'error', what: String(error.message).split('\n')[0].slice(0, 60), times: [] };
    }
    const budget = BUDGET[result.kind];
    const m = result.times.length ? median(result.times) : NaN;
    const ok = budget !== undefined && m <= budget;
    if (!ok) failures++;
    rows.push(tableRow(id, result, m, budget, ok ? 'ok' : 'OVER'));
    process.stderr.write(`responsiveness ${rows.length}: ${id} ${Number.isFinite(m) ? m.toFixed(1) : '—'} ms\n`);
    if (ANSWERS_IN_WORDS.has(id)) {
      for (const extra of await measureAnswer(id, route)) {
        const em = extra.times.length ? median(extra.times) : NaN;
        const budget = BUDGET[extra.kind];
        // Navigation → words has no budget of its own (it holds the site's load and hydration): shown beside.
        const eok = budget === undefined || (Number.isFinite(em) && em <= budget);
        if (!eok) failures++;
        rows.push(tableRow(id, extra, em, budget, budget === undefined ? '' : eok ? 'ok' : 'OVER'));
      }
    }
  }
  machineAfter = await machineState();
} finally {
  await browser.close();
  server.close();
}

/** A measure's line in the table: tool, measure, runs, median, max, budget, verdict. */
function tableRow(id, { what, times }, m, budget, verdict) {
  return [
    id,
    what,
    String(times.length),
    Number.isFinite(m) ? `${m.toFixed(1)} ms` : '—',
    times.length ? `${Math.max(...times).toFixed(1)} ms` : '—',
    budget ? `≤${budget} ms` : '—',
    verdict,
  ];
}

const widths = [22, 52, 5, 10, 10, 9, 4];
console.log(`Responsiveness of every tool, CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), median of ${runs}`);
console.log(`before: ${machineBefore}`);
console.log(`after:  ${machineAfter}`);
for (const row of [['tool', 'measure', 'runs', 'median', 'max', 'budget', ''], ...rows])
  console.log(row.map((c, i) => String(c).padEnd(widths[i])).join(' '));
console.log(failures ? `${failures} over budget` : 'all within budget');
process.exit(failures ? 1 : 0);
