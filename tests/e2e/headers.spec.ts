import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { CACHE_IMMUTABLE, NOT_FOUND_PAGE, headersFor, notFoundPageFor } from '../../deploy/headers.mjs';
import { gotoHydrated, pageSettled, watchErrors, watchRequestsInFlight } from './helpers';

/**
 * G6: the running server sends what production sends. Run by `npm test` twice: against
 * scripts/serve.mjs (`npm start`) and against Debian's nginx with the generated deploy/nginx.conf
 * (scripts/nginx.mjs). Expected headers come from the one source, deploy/headers.mjs.
 */

test.describe.configure({ mode: 'parallel' });

const dist = path.resolve('dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean }
>;
const entryScript = `/${Object.values(manifest).find((chunk) => chunk.isEntry)!.file}`;
const stylesheet = `/assets/${fs.readdirSync(path.join(dist, 'assets')).find((name) => name.endsWith('.css'))!}`;

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request exactly as given (no decompression, no path normalisation), so the test sees the raw answer. */
function rawGet(
  baseURL: string,
  requestPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, path: requestPath, method, headers: { connection: 'close', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function decode(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(response.body).toString('utf8');
  return response.body.toString('utf8');
}

function expectPolicy(response: RawResponse, policyPath: string, what: string) {
  for (const [name, value] of Object.entries(headersFor(policyPath))) {
    expect(response.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
  }
}

const ROUTE_TYPES: { what: string; path: string; file: string; status: number }[] = [
  { what: 'home page', path: '/', file: 'index.html', status: 200 },
  { what: 'article', path: '/content/rmd-calculator', file: 'content/rmd-calculator/index.html', status: 200 },
  { what: 'tool page', path: '/tools/healthcare-cost', file: 'tools/healthcare-cost/index.html', status: 200 },
  { what: 'saved page', path: '/saved', file: 'saved/index.html', status: 200 },
  { what: 'hashed script', path: entryScript, file: entryScript.slice(1), status: 200 },
  { what: 'hashed stylesheet', path: stylesheet, file: stylesheet.slice(1), status: 200 },
  { what: 'service worker', path: '/sw.js', file: 'sw.js', status: 200 },
  { what: 'web app manifest', path: '/manifest.webmanifest', file: 'manifest.webmanifest', status: 200 },
  { what: 'icon', path: '/favicon.svg', file: 'favicon.svg', status: 200 },
  { what: 'sitemap', path: '/sitemap.xml', file: 'sitemap.xml', status: 200 },
];

test('every route type answers with its file and the full header set of deploy/headers.mjs', async ({ baseURL }) => {
  for (const route of ROUTE_TYPES) {
    const response = await rawGet(baseURL!, route.path, { 'accept-encoding': 'br, gzip' });
    expect(response.status, route.what).toBe(route.status);
    expectPolicy(response, route.path, route.what);
    expect(decode(response), `${route.what}: body`).toBe(fs.readFileSync(path.join(dist, route.file), 'utf8'));
  }
});

test('scripts, stylesheets and pages come back brotli-compressed (gzip for clients without brotli), and plain for neither', async ({
  baseURL,
}) => {
  for (const file of [entryScript, stylesheet, '/content/rmd-calculator']) {
    const brotli = await rawGet(baseURL!, file, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding'], file).toBe('br');
    expect(brotli.headers.vary, file).toMatch(/Accept-Encoding/i);
    const gzip = await rawGet(baseURL!, file, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding'], file).toBe('gzip');
    const plain = await rawGet(baseURL!, file);
    expect(plain.headers['content-encoding'], file).toBeUndefined();
    expect(decode(brotli), file).toBe(plain.body.toString('utf8'));
    expect(decode(gzip), file).toBe(plain.body.toString('utf8'));
    expect(brotli.body.length, `${file}: brotli is smaller`).toBeLessThan(plain.body.length / 2);
  }
});

test('a hashed asset is immutable for a year and revalidates to 304 with its headers', async ({ baseURL }) => {
  const first = await rawGet(baseURL!, entryScript, { 'accept-encoding': 'br' });
  expect(first.headers['cache-control']).toBe(CACHE_IMMUTABLE);
  expect(first.headers.etag).toBeTruthy();
  const again = await rawGet(baseURL!, entryScript, {
    'accept-encoding': 'br',
    'if-none-match': String(first.headers.etag),
  });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  expect(again.headers['cache-control']).toBe(CACHE_IMMUTABLE);
});

test('unknown addresses get the 404 page with status 404; no directory listing, no redirect elsewhere, no file outside dist/', async ({
  baseURL,
}) => {
  const notFoundPage = fs.readFileSync(path.join(dist, NOT_FOUND_PAGE), 'utf8');
  for (const address of [
    '/no-such-page',
    '/content/no-such-article',
    '/assets/',
    '/assets',
    '/content/',
    '/.vite/manifest.json',
    '//evil.example/',
    '/%2F%2Fevil.example',
  ]) {
    const response = await rawGet(baseURL!, address, { 'accept-encoding': 'br, gzip' });
    expect(response.status, address).toBe(404);
    expect(response.headers.location, address).toBeUndefined();
    expect(decode(response), address).toBe(notFoundPage);
    expectPolicy(response, NOT_FOUND_PAGE, address);
  }
  const secret = fs.readFileSync(path.resolve('package.json'), 'utf8');
  for (const attack of [
    '/..%2f..%2fpackage.json',
    '/assets/..%2f..%2fpackage.json',
    '/%2e%2e/%2e%2e/package.json',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/..\\..\\package.json',
    '/index.html%00.js',
    '/%00',
    '/%E0%A4%A',
  ]) {
    const response = await rawGet(baseURL!, attack);
    expect([400, 404], attack).toContain(response.status);
    expect(response.body.toString('utf8'), attack).not.toContain('"devDependencies"');
    expect(decode(response), attack).not.toBe(secret);
  }
  // A method that writes is refused.
  expect((await rawGet(baseURL!, '/', {}, 'POST')).status).toBe(405);
});

test('an unknown Spanish address gets the Spanish 404 page, with status 404 (issue I2)', async ({ baseURL }) => {
  const spanishPage = fs.readFileSync(path.join(dist, notFoundPageFor('/es/no-such-page')), 'utf8');
  expect(notFoundPageFor('/es/no-such-page')).toBe('/es/404.html');
  expect(spanishPage).toContain('<html lang="es"');
  for (const address of ['/es/no-such-page', '/es/content/no-such-article', '/es/tools/no-such-tool/']) {
    for (const encoding of ['br, gzip', 'gzip', '']) {
      const response = await rawGet(baseURL!, address, encoding ? { 'accept-encoding': encoding } : {});
      expect(response.status, address).toBe(404);
      expect(response.headers.location, address).toBeUndefined();
      expect(decode(response), `${address} (${encoding || 'identity'})`).toBe(spanishPage);
    }
  }
  // "/esx" is not a Spanish address: the English page.
  const english = await rawGet(baseURL!, '/esx/no-such-page');
  expect(english.status).toBe(404);
  expect(decode(english)).toBe(fs.readFileSync(path.join(dist, NOT_FOUND_PAGE), 'utf8'));
});

/** Text boxes are named by their visible label, followed by any unit or hint. */
async function replaceText(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: new RegExp(`^${label}`) }).first();
  await input.click();
  await page.keyboard.press('ControlOrMeta+A');
  if (text === '') await page.keyboard.press('Backspace');
  else await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

test('pages and a tool work under the header CSP with zero violations', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__csp.push(`${event.violatedDirective}: ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  const errors = watchErrors(page);
  const inFlight = watchRequestsInFlight(page);
  const violations = () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  for (const [route, policyPath] of [
    ['/', '/'],
    ['/content/rmd-calculator', '/content/rmd-calculator'],
    ['/saved', '/saved'],
    ['/no-such-page', NOT_FOUND_PAGE],
  ] as const) {
    const response = await gotoHydrated(page, route);
    // The policy arrived as a header (with frame-ancestors, which a meta tag cannot carry).
    expect((await response!.allHeaders())['content-security-policy'], route).toBe(
      headersFor(policyPath)['Content-Security-Policy'],
    );
    await pageSettled(page, inFlight);
    expect(await violations(), route).toEqual([]);
  }
  // The 404 page's own status is the only console error so far.
  expect(errors).toEqual([
    'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
  ]);
  errors.length = 0;
  await gotoHydrated(page, '/tools/healthcare-cost');
  const costs = page.getByRole('region', { name: 'Your estimated healthcare costs' });
  await expect(costs).toContainText('$9,975'); // CMS 2026 Part B 202.90 with the SPEC §9 defaults for the other inputs
  // (45 + 125 + 150) × 12 + 2,500 + 1,200 = 7,540 with a blank Part B premium (as in tools-health.spec.ts).
  await replaceText(page, 'Medicare Part B premium', '');
  await expect(costs).toContainText('$7,540');
  // The chart (inline style attributes from recharts) is allowed by style-src.
  await expect(costs.locator('svg').first()).toBeVisible();
  await pageSettled(page, inFlight);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('another site cannot frame ours (frame-ancestors none, X-Frame-Options DENY)', async ({ page, baseURL }) => {
  const target = `${baseURL}/content/rmd-calculator`;
  // A page on another origin that frames ours, as a clickjacking site would, and, as a control,
  // a third page without our headers, which it may frame.
  await page.route('http://framing-site.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Framer</title><iframe id="victim" src="${target}"></iframe><iframe id="control" src="http://framable.test/"></iframe>`,
    }),
  );
  await page.route('http://framable.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Framable</title><h1>Framable</h1>' }),
  );
  await page.goto('http://framing-site.test/');
  await expect(page.frameLocator('#control').getByRole('heading', { level: 1 })).toHaveText('Framable');
  const victim = await (await page.locator('#victim').elementHandle())!.contentFrame();
  // Chromium replaces a refused frame with its own error page.
  await expect.poll(() => victim!.url()).toBe('chrome-error://chromewebdata/');
  await expect(page.frameLocator('#victim').getByRole('heading', { level: 1 })).toHaveCount(0);
});
