#!/usr/bin/env node
// Input responsiveness of the heaviest live tools on a 4x slowed CPU (Chromium via CDP), against
// the production build. Build first (`npm run build`), then: node scripts/responsiveness.mjs [dir=dist]
//   keystroke in a money input → result text updated in the DOM: median of 20 ≤ 50 ms
//   withdrawal planner: Calculate click → year-by-year table rendered: median of 10 ≤ 100 ms
// Times run from the input event's own timestamp to a MutationObserver callback inside the results
// region, both on the page's performance.now() clock.
import { chromium } from '@playwright/test';
import { startServer } from './serve.mjs';

const BUDGET = { keystroke: 50, calculate: 100 };
const dir = process.argv[2] ?? 'dist';
const server = await startServer(dir, 0);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Inputs are text boxes whose accessible name starts with the visible label (units and hints follow). */
const field = (page, label) => page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first();

async function openTool(id, readyLabel) {
  // No service worker: its precaching after load would compete with the measured page.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${origin}/tools/${id}`);
  await field(page, readyLabel).waitFor();
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, context };
}

/**
 * Arms an observer on the results region and resolves with the delay from the `eventType` event
 * (its timeStamp) to the first DOM change in the region for which `done(region)` holds.
 */
function arm(page, regionHandle, eventType, doneSelector) {
  return page.evaluate(
    ([region, type, selector]) => {
      window.__evergreenMeasure = new Promise((resolve, reject) => {
        let start;
        const onEvent = (event) => {
          start = event.timeStamp;
        };
        document.addEventListener(type, onEvent, { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (start === undefined) return;
          if (selector && !region.querySelector(selector)) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(region, { subtree: true, childList: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          reject(new Error('no update within 5 s'));
        }, 5000);
      });
    },
    [regionHandle, eventType, doneSelector],
  );
}
const measured = (page) => page.evaluate(() => window.__evergreenMeasure);

async function keystrokes({ id, readyLabel, setup = [], input, region, runs = 20 }) {
  const { page, context } = await openTool(id, readyLabel);
  for (const [label, value] of setup) await field(page, label).fill(value);
  const results = page.getByRole('region', { name: region });
  await field(page, input).click();
  await page.keyboard.press('End');
  const regionHandle = await results.elementHandle();
  const times = [];
  // Alternately add and remove a digit, so every keystroke changes the result.
  for (let i = 0; i < runs + 2; i++) {
    await arm(page, regionHandle, 'input', null);
    await page.keyboard.press(i % 2 === 0 ? '7' : 'Backspace');
    const ms = await measured(page);
    if (i >= 2) times.push(ms); // the first two warm up the code path
    await page.waitForTimeout(50);
  }
  await context.close();
  return times;
}

async function calculate({ id, readyLabel, input, values, region, runs = 10 }) {
  const { page, context } = await openTool(id, readyLabel);
  const results = page.getByRole('region', { name: region });
  const regionHandle = await results.elementHandle();
  const button = page.getByRole('button', { name: 'Calculate', exact: true });
  const times = [];
  for (let i = 0; i < runs + 1; i++) {
    await field(page, input).fill(values[i % values.length]);
    await page.waitForTimeout(50);
    await arm(page, regionHandle, 'click', 'table');
    await button.click();
    const ms = await measured(page);
    if (i >= 1) times.push(ms);
  }
  await context.close();
  return times;
}

const rows = [];
let failures = 0;
const record = (what, times, budget) => {
  const m = median(times);
  const ok = m <= budget;
  if (!ok) failures++;
  rows.push([what, `${times.length}`, `${m.toFixed(1)} ms`, `${Math.max(...times).toFixed(1)} ms`, `≤${budget} ms`, ok ? 'ok' : 'OVER']);
};

try {
  record(
    'healthcare-cost: keystroke in Medicare Part B premium → results',
    await keystrokes({ id: 'healthcare-cost', readyLabel: 'Your age', input: 'Medicare Part B premium', region: 'Your estimated healthcare costs' }),
    BUDGET.keystroke,
  );
  record(
    'tax-impact: keystroke in Pension income → results',
    await keystrokes({
      id: 'tax-impact',
      readyLabel: 'Your age',
      setup: [
        ['Your age', '66'],
        ['Social Security benefits', '30000'],
        ['Traditional IRA and 401(k) withdrawals', '30000'],
        ['Pension income', '20000'],
      ],
      input: 'Pension income',
      region: 'Your 2023 federal tax estimate',
    }),
    BUDGET.keystroke,
  );
  record(
    'withdrawal-planner: Calculate click → table rendered',
    await calculate({ id: 'withdrawal-planner', readyLabel: 'Your age', input: 'Yearly income you need', values: ['60000', '61000'], region: 'Your withdrawal plan, year by year' }),
    BUDGET.calculate,
  );
} finally {
  await browser.close();
  server.close();
}

const widths = [64, 5, 10, 10, 9, 4];
console.log('Responsiveness, CPU slowed 4x (CDP Emulation.setCPUThrottlingRate)');
for (const row of [['measure', 'runs', 'median', 'max', 'budget', ''], ...rows]) console.log(row.map((c, i) => String(c).padEnd(widths[i])).join(' '));
console.log(failures ? `${failures} over budget` : 'all within budget');
process.exit(failures ? 1 : 0);
