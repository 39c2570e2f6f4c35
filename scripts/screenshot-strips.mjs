#!/usr/bin/env node
// Full-page screenshot cut into strips a person can look at:
// node scripts/screenshot-strips.mjs <url> <out-prefix> [width] [stripHeight] [maxStrips]
import { launchChromium } from './chromium.mjs';

const [url, prefix, width = '320', stripHeight = '1400', maxStrips = '6'] = process.argv.slice(2);
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(400);
const height = await page.evaluate(() => document.documentElement.scrollHeight);
const strips = Math.min(Number(maxStrips), Math.ceil(height / Number(stripHeight)));
for (let i = 0; i < strips; i++) {
  const y = i * Number(stripHeight);
  await page.screenshot({
    path: `${prefix}-${i}.png`,
    fullPage: true,
    clip: { x: 0, y, width: Number(width), height: Math.min(Number(stripHeight), height - y) },
  });
}
console.log(JSON.stringify({ url, height, strips }));
await browser.close();
