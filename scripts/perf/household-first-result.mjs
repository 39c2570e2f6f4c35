#!/usr/bin/env node
// Issue I1 item 7: how soon "Will your money last?" answers, on a 4x slowed CPU, against the built site
// (`npm run build` first):  node scripts/perf/household-first-result.mjs [dir=dist] [--runs 5]
//   first result:  navigation start → the answer in words ([data-answer="history"]) on a fresh page
//                  (the worker's script downloaded and started, its engine warmed up: the worst case)
//   change:        keystroke in "Spending a year" → the answer in words shows the new figures
//   whole answer:  keystroke → the most that lasted everywhere ([data-answer="safe"]) shows a figure again
// Medians; every time on the page's performance.now() clock.
import { launchChromium } from '../chromium.mjs';
import { startServer } from '../serve.mjs';
import { cpuBenchmarkMs, median } from './measure.mjs';

const args = process.argv.slice(2);
const i = args.indexOf('--runs');
const runs = i === -1 ? 5 : Number(args.splice(i, 2)[1]);
const dir = args[0] ?? 'dist';
const server = await startServer(dir, 0);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();

const first = [];
const change = [];
const whole = [];
let benchmark = 0;
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (run === 0) benchmark = await cpuBenchmarkMs(page);
  await page.goto(`${origin}/tools/retirement-income-plan`);
  await page.waitForSelector('[data-answer="history"]', { timeout: 60_000 });
  first.push(await page.evaluate(() => performance.now()));
  await page.waitForFunction(
    () => /\$[\d,]+ a year/.test(document.querySelector('[data-answer="safe"]')?.textContent ?? ''),
    null,
    { timeout: 60_000 },
  );
  const box = page.getByRole('textbox', { name: /^Spending a year/ });
  await box.click();
  await page.evaluate(() => {
    const history = document.querySelector('[data-answer="history"]');
    const before = history.textContent;
    window.__result = new Promise((resolve) => {
      let start;
      document.addEventListener(
        'keydown',
        (e) => {
          start = e.timeStamp;
        },
        { capture: true, once: true },
      );
      let changed;
      const observer = new MutationObserver(() => {
        const now = document.querySelector('[data-answer="history"]')?.textContent;
        if (changed === undefined && now !== before) changed = performance.now() - start;
        const safe = document.querySelector('[data-answer="safe"]')?.textContent ?? '';
        if (changed !== undefined && /\$[\d,]+ a year/.test(safe) && !document.querySelector('[aria-busy="true"]')) {
          observer.disconnect();
          resolve({ changed, whole: performance.now() - start });
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  });
  await page.keyboard.press('End');
  await page.keyboard.type('9'); // 80,000 → 800,009: every start runs out, so the words change
  const result = await page.evaluate(() => window.__result);
  change.push(result.changed);
  whole.push(result.whole);
  await context.close();
}
const ms = (v) => `${v.toFixed(0)} ms`;
console.log(`household plan at 4x CPU (benchmark ${benchmark.toFixed(1)} ms), ${runs} runs`);
console.log(
  `first result (navigation → answer in words): median ${ms(median(first))}; all ${first.map(ms).join(', ')}`,
);
console.log(`keystroke → new answer in words: median ${ms(median(change))}; all ${change.map(ms).join(', ')}`);
console.log(
  `keystroke → whole answer (safe spending too, not busy): median ${ms(median(whole))}; all ${whole.map(ms).join(', ')}`,
);
await browser.close();
server.close();
