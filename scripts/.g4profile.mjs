import { chromium } from '@playwright/test';
import fs from 'node:fs';
import { startServer } from './serve.mjs';
const server = await startServer(process.argv[2], 5404);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
const page = await context.newPage();
await page.goto('http://127.0.0.1:5404/content/retirement-savings-gap-calculator');
const field = page.getByRole('textbox', { name: /^Retirement savings today/ });
await field.waitFor();
await page.waitForLoadState('networkidle');
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await field.click(); await page.keyboard.press('End');
// measure: keystroke → first change in results section (any), and → summary-excluded
await page.evaluate(() => {
  window.__times = [];
  const section = document.querySelector('#tool [data-results-summary]').closest('section');
  let start;
  document.addEventListener('input', (e) => { start = e.timeStamp; }, true);
  new MutationObserver(() => { if (start !== undefined) { window.__times.push(performance.now() - start); start = undefined; } }).observe(section, { subtree: true, childList: true, characterData: true, attributes: true });
});
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
for (let i = 0; i < 12; i++) { await page.keyboard.press(i % 2 ? 'Backspace' : '7'); await page.waitForTimeout(800); }
const { profile } = await cdp.send('Profiler.stop');
fs.writeFileSync(process.argv[3] ?? '/tmp/g4probe/gc.cpuprofile', JSON.stringify(profile));
console.log('keystroke→first results change (ms):', (await page.evaluate(() => window.__times)).map((t) => t.toFixed(0)).join(' '));
// summarise self time by function
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; 
profile.samples.forEach((id, i) => { const n = byId.get(id); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0)); });
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log('total sampled ms', (total / 1000).toFixed(0));
for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / 1000).toFixed(1).padStart(8), k);
await browser.close(); server.close(); process.exit(0);
