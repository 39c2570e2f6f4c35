import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
const errors = [];
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
for (const route of ['/tools/social-security', '/tools/rmd']) {
  await page.goto(`http://localhost:4391${route}`);
  await page.getByRole('region', { name: /your figures/ }).waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shot-${route.split('/').pop()}.png` });
  console.log(route, await page.title(), await page.locator('h1').textContent());
}
await page.goto('http://localhost:4391/tools/rmd');
await page.getByRole('textbox', { name: /^Your age/ }).fill('78');
await page.keyboard.press('Tab');
await page.waitForTimeout(1200);
console.log((await page.locator('[aria-live="polite"]').allTextContents()).join(' | ').slice(0, 300));
console.log('errors', errors);
await browser.close();
