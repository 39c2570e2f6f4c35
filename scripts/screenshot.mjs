#!/usr/bin/env node
// Screenshot a page in Debian Chromium: node scripts/screenshot.mjs <url> <out.png> [width] [fullPage]
import { launchChromium } from './chromium.mjs';

const [url, out, width = '1280', full = 'full'] = process.argv.slice(2);
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`);
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
await page.screenshot({ path: out, fullPage: full === 'full' });
console.log(JSON.stringify({ url, horizontalOverflowPx: overflow, errors }));
await browser.close();
