import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { allRoutes, pageSettled, watchErrors, watchForeignRequests, watchRequestsInFlight } from './helpers';

/**
 * Issue F8 item 3: the built site against hostile browser storage, disabled storage, and its own
 * security promises (no other origin, no cookies, a strict CSP that it actually runs under).
 */

test.describe.configure({ mode: 'parallel' });

// Keys of src/storage/keys.ts (STORAGE_KEYS), spelled out for the site's real titles.
const STEP_TOOL_TITLE = 'Should I buy long-term care insurance?';
const LOCAL = {
  toolProgress: `tool-progress-${STEP_TOOL_TITLE}`,
  checklistProgress: 'checklist-progress-retirement-readiness-checklist',
  savedTools: 'savedTools',
  beneficiaries: 'beneficiaries',
  savedChecklists: 'savedChecklists',
  savedCalculations: 'savedCalculations',
  bookmarks: 'bookmarks',
} as const;
type LocalKey = keyof typeof LOCAL;
const OBJECT_STORES: LocalKey[] = ['toolProgress', 'checklistProgress'];

const TOOL_IDS = allRoutes()
  .filter((route) => route.startsWith('/tools/'))
  .map((route) => route.slice('/tools/'.length));
// Seeded in this tab's session storage, where the site kept tool inputs before issue I6: the first load
// moves them to the device (src/storage/keys.ts, placeFigures), hostile values included.
const SESSION_KEYS = [
  ...TOOL_IDS.map((id) => `tool-inputs-${id}`),
  'tool-inputs-generic-calculator-retirement-savings-gap-calculator',
  'tool-inputs-home-modification-selections',
];

/** Whole words only: "financial" contains "nan". */
const ALARMING = /\b(error|exception|undefined|NaN|-?Infinity)\b|\[object Object\]/i;
const HUGE_CHARS = 4_500_000;

type Seed = {
  local: Record<string, string>;
  session: Record<string, string>;
  huge?: { area: 'local' | 'session'; key: string };
};
// The huge variant also covers corrupt JSON: every other key holds a broken string, and the huge one is unterminated.
type Variant = 'corrupt-and-huge' | 'arrays-vs-objects' | 'numbers-as-strings' | 'nulls-and-extremes' | 'version-99';
const VARIANTS: Variant[] = [
  'corrupt-and-huge',
  'arrays-vs-objects',
  'numbers-as-strings',
  'nulls-and-extremes',
  'version-99',
];

const CORRUPT = ['{"v":1,"data":', 'undefined', '\u0000\uffff', 'NaN', '{v:1}', '[[[['];

const NUMBERS_AS_STRINGS: Record<LocalKey, unknown> = {
  toolProgress: {
    v: 1,
    data: {
      currentStep: '2',
      completedSteps: ['0', '1'],
      stepData: { 0: { age: '58' } },
      isComplete: 'false',
      startTime: 'yesterday',
    },
  },
  checklistProgress: {
    v: 1,
    data: { items: { a: { isCompleted: 'true' } }, startTime: '1700000000000', isComplete: 'no' },
  },
  savedTools: [
    {
      title: 'T',
      steps: '3',
      stepData: {},
      completedSteps: '1',
      isComplete: 'true',
      startTime: 'x',
      timestamp: '1700000000000',
    },
  ],
  beneficiaries: [
    {
      id: '1',
      accountName: 'IRA',
      accountType: 'retirement',
      primaryBeneficiary: 'Ann',
      primaryPercent: '100',
      lastUpdated: '2024-01-01',
    },
  ],
  savedChecklists: [{ title: 'C', completionPercentage: '50', items: {}, timestamp: '1700000000000' }],
  savedCalculations: {
    v: 1,
    data: [{ title: 'Calc', inputs: { a: '1' }, outputs: { b: '2' }, timestamp: '1700000000000' }],
  },
  bookmarks: [1, 2, '3'],
};
const NULLS: Record<LocalKey, unknown> = {
  toolProgress: {
    v: 1,
    data: { currentStep: null, completedSteps: [null], stepData: null, isComplete: null, startTime: null },
  },
  checklistProgress: { v: 1, data: { items: { a: null }, startTime: 0, isComplete: false } },
  savedTools: [null],
  beneficiaries: {
    v: 1,
    data: [
      {
        id: null,
        accountName: null,
        accountType: 'retirement',
        primaryBeneficiary: 'Ann',
        primaryPercent: 1e308,
        lastUpdated: '2024-01-01',
      },
    ],
  },
  savedChecklists: [{ title: null, completionPercentage: 1e308, items: {}, timestamp: -1e308 }],
  savedCalculations: [{ title: 'x', inputs: {}, outputs: { big: 1e308, small: -1e308 }, timestamp: null }],
  bookmarks: null,
};

/**
 * A tool's stored inputs with wrong types or extreme values, built from the real field names
 * (learned by using the tool once) so the values get past the key lookup and reach the tool.
 */
function mutateInputs(real: Record<string, unknown>, variant: Variant): unknown {
  const entries = Object.entries(real);
  if (variant === 'numbers-as-strings') {
    const junk = ['abc', '1e308', '-0', '', ' ', '$,,,', '٣٤٥'];
    return {
      v: 1,
      data: Object.fromEntries(
        entries.map(([k, value], i) => [
          k,
          typeof value === 'number'
            ? i % 2
              ? String(value)
              : junk[i % junk.length]
            : typeof value === 'boolean'
              ? 'maybe'
              : 42,
        ]),
      ),
    };
  }
  if (variant === 'nulls-and-extremes') {
    const extremes = [1e308, -1e308, -0, 1e-308, Number.MAX_SAFE_INTEGER, -1];
    const strings = ['<script>alert(1)</script>', 'zzz-not-an-option', '9'.repeat(400), ''];
    return {
      v: 1,
      data: Object.fromEntries(
        entries.map(([k, value], i) => [
          k,
          typeof value === 'number'
            ? extremes[i % extremes.length]
            : typeof value === 'string'
              ? strings[i % strings.length]
              : value,
        ]),
      ),
    };
  }
  if (variant === 'arrays-vs-objects') return { v: 1, data: entries.map(([, value]) => value) };
  return { v: 99, data: real };
}

function seedFor(
  variant: Variant,
  learned: Record<string, Record<string, unknown>>,
  huge: { area: 'local' | 'session'; key: string },
): Seed {
  const local: Record<string, string> = {};
  const session: Record<string, string> = {};
  (Object.keys(LOCAL) as LocalKey[]).forEach((name, i) => {
    const isObject = OBJECT_STORES.includes(name);
    let value: unknown;
    switch (variant) {
      case 'corrupt-and-huge':
        local[LOCAL[name]] = CORRUPT[i % CORRUPT.length]!;
        return;
      case 'arrays-vs-objects':
        value = isObject
          ? i % 2
            ? []
            : { v: 1, data: [1, 2, 3] }
          : i % 2
            ? {}
            : { v: 1, data: { 0: { title: 'x' } } };
        break;
      case 'numbers-as-strings':
        value = NUMBERS_AS_STRINGS[name];
        break;
      case 'nulls-and-extremes':
        value = NULLS[name];
        break;
      case 'version-99':
        value = { v: 99, data: isObject ? { future: true } : [{ future: true }] };
        break;
    }
    local[LOCAL[name]] = JSON.stringify(value);
  });
  SESSION_KEYS.forEach((key, i) => {
    const real = learned[key];
    if (variant === 'corrupt-and-huge') session[key] = CORRUPT[i % CORRUPT.length]!;
    else if (real && !Array.isArray(real)) session[key] = JSON.stringify(mutateInputs(real, variant));
    else if (variant === 'version-99') session[key] = JSON.stringify({ v: 99, data: real ?? { x: 1 } });
    else if (variant === 'arrays-vs-objects')
      session[key] = JSON.stringify(Array.isArray(real) ? { v: 1, data: { 0: real[0] ?? 'x' } } : [1, 2]);
    else if (variant === 'numbers-as-strings') session[key] = JSON.stringify({ v: 1, data: ['1', '2'] });
    else session[key] = JSON.stringify({ v: 1, data: [null] });
  });
  return variant === 'corrupt-and-huge' ? { local, session, huge } : { local, session };
}

/**
 * A new tab in `context` whose storage holds `seed` before any of the site's scripts run. A new
 * tab has its own, empty sessionStorage; localStorage is the context's, so the caller empties it
 * (closeClean) before the next tab is seeded.
 */
async function openSeeded(context: BrowserContext, seed: Seed | null) {
  const page = await context.newPage();
  if (seed) {
    await page.addInitScript(
      ({ local, session, huge, chars }) => {
        for (const [k, value] of Object.entries(local)) localStorage.setItem(k, value);
        for (const [k, value] of Object.entries(session)) sessionStorage.setItem(k, value);
        if (huge) {
          const area = huge.area === 'local' ? localStorage : sessionStorage;
          area.removeItem(huge.key);
          // Chromium's quota is counted in bytes of UTF-16; back off until the junk fits.
          for (let n = chars; n > 100_000; n = Math.floor(n * 0.8)) {
            try {
              area.setItem(huge.key, `{"v":1,"data":"${'x'.repeat(n)}`);
              (window as unknown as { __huge: number }).__huge = n;
              break;
            } catch {
              // too big for this origin's quota
            }
          }
        }
      },
      { ...seed, huge: seed.huge ?? null, chars: HUGE_CHARS },
    );
  }
  const errors = watchErrors(page);
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[tool] failed'))
      errors.push(`tool crashed: ${message.text()}`);
  });
  return { page, errors };
}

/** Closes the tab after emptying this origin's storage, so the next tab starts as a fresh browser would. */
async function closeClean(page: Page) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  expect(await page.evaluate(() => localStorage.length), 'localStorage emptied for the next variant').toBe(0);
  await page.close();
}

/** Waits for the lazily loaded tool to replace its "Loading…" placeholder. */
async function toolReady(region: Locator) {
  await expect(region.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(region.locator('input, button, [role="checkbox"], [role="combobox"]').first()).toBeVisible();
}

async function expectCalm(region: Locator, label: string) {
  const text = await region.innerText();
  expect(
    text.match(ALARMING)?.[0],
    `${label}: alarming text in "${text.slice(Math.max(0, text.search(ALARMING) - 80), text.search(ALARMING) + 80)}"`,
  ).toBeUndefined();
  expect(text, `${label}: tool crashed`).not.toMatch(/could not start/);
}

/** Types into the first text field, as a visitor would, and leaves it. */
async function useFirstField(region: Locator, value: string): Promise<boolean> {
  const box = region.getByRole('textbox').first();
  if ((await box.count()) === 0 || !(await box.isEditable())) return false;
  await box.fill(value);
  await box.press('Tab');
  // The tool has taken the value in once nothing in it is recalculating: the generic calculator
  // says "Calculating..." until 500 ms after typing stops; the others recalculate with the
  // keystroke itself, and save what was typed in the same task.
  await expect(region.getByText('Calculating...')).toHaveCount(0);
  return true;
}

type Target = {
  route: string;
  scope: string;
  huge: { area: 'local' | 'session'; key: string };
  act?: (page: Page, region: Locator) => Promise<void>;
};

const targets: Target[] = [
  ...TOOL_IDS.map((id): Target => ({
    route: `/tools/${id}`,
    scope: '#tool',
    huge:
      id === 'beneficiary-tracker'
        ? { area: 'local', key: LOCAL.beneficiaries }
        : { area: 'local', key: `tool-inputs-${id}` },
  })),
  {
    route: '/content/retirement-savings-gap-calculator',
    scope: '#tool',
    huge: { area: 'local', key: 'tool-inputs-generic-calculator-retirement-savings-gap-calculator' },
  },
  {
    route: '/content/retirement-readiness-checklist',
    scope: '#tool',
    huge: { area: 'local', key: LOCAL.checklistProgress },
    act: async (_page, region) => {
      await region.getByRole('list', { name: 'Checklist items' }).getByRole('checkbox').first().check();
      await expect(region.getByRole('progressbar').first()).not.toHaveAttribute('aria-valuenow', '0');
    },
  },
  {
    route: '/content/long-term-care-insurance-decision-tool',
    scope: '#tool',
    huge: { area: 'local', key: LOCAL.toolProgress },
    act: async (_page, region) => {
      await expect(region.getByText(/Step \d of 5/)).toBeVisible();
      await region.getByRole('button', { name: 'Next' }).click();
      await expect(region.getByText(/Step \d of 5/)).toBeVisible();
    },
  },
  { route: '/content/beneficiary-planning-guide', scope: '#tool', huge: { area: 'local', key: LOCAL.beneficiaries } },
  {
    // An article without a tool: only the bookmark button reads storage.
    route: '/content/retirement-planning-guide',
    scope: '[role="group"][aria-label="Page actions"]',
    huge: { area: 'local', key: LOCAL.bookmarks },
    act: async (page, region) => {
      // A click before hydration would land on the prerendered button and do nothing.
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const button = region.getByRole('button', { name: /^Bookmark/ });
      const before = await button.getAttribute('aria-pressed');
      await button.click();
      await expect(button).not.toHaveAttribute('aria-pressed', before ?? 'false');
    },
  },
  {
    route: '/saved',
    scope: 'main',
    huge: { area: 'local', key: LOCAL.savedCalculations },
    act: async (_page, region) => {
      await expect(region.getByRole('heading').first()).toBeVisible();
    },
  },
];

test.describe('hostile browser storage', () => {
  for (const target of targets) {
    test(`${target.route} survives corrupt, wrong-shaped, future-version and huge stored values`, async ({
      browser,
      baseURL,
    }) => {
      // Up to six pages in one test: the ceiling is the config's per-page ceiling for each, so a
      // loaded machine slows the test without failing it; a hung page still fails.
      test.setTimeout(test.info().timeout * (VARIANTS.length + 1));
      // One browser context for the clean run and the five variants (a tab each, storage emptied
      // in between): the site's scripts stay in its cache, instead of a cold browser six times.
      // No service worker, as in every test but the offline ones (playwright.config.ts).
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
      // Use the page once with clean storage to learn the real shape of what it saves.
      const learned: Record<string, Record<string, unknown>> = {};
      if (target.scope === '#tool' && !target.act) {
        const { page, errors } = await openSeeded(context, null);
        await page.goto(target.route);
        const region = page.locator(target.scope).first();
        if (target.scope === '#tool') await toolReady(region);
        if (await useFirstField(region, '61')) {
          // Kept on this device since issue I6 (local storage); in this tab for a reader who chose so.
          const stored = await page.evaluate(() =>
            [...Object.entries(localStorage), ...Object.entries(sessionStorage)].filter(([k]) =>
              k.startsWith('tool-inputs-'),
            ),
          );
          for (const [k, raw] of stored) learned[k] = (JSON.parse(raw) as { data: Record<string, unknown> }).data;
          // What was typed is saved with the keystroke: the variants below are built from it.
          if (target.huge.key.startsWith('tool-inputs-'))
            expect(Object.keys(learned), `${target.route}: inputs saved after typing`).toContain(target.huge.key);
        }
        expect(errors, `${target.route} clean`).toEqual([]);
        await closeClean(page);
      }

      for (const variant of VARIANTS) {
        const label = `${target.route} [${variant}]`;
        const { page, errors } = await openSeeded(context, seedFor(variant, learned, target.huge));
        await page.goto(target.route);
        const region = page.locator(target.scope).first();
        if (target.scope === '#tool') await toolReady(region);
        else await expect(region).toBeVisible();
        await expectCalm(region, label);
        if (target.act) await target.act(page, region);
        else await useFirstField(region, '64');
        await expectCalm(region, `${label} after use`);
        if (variant === 'corrupt-and-huge')
          expect(
            await page.evaluate(() => (window as unknown as { __huge?: number }).__huge),
            `${label}: junk seeded`,
          ).toBeGreaterThan(1_000_000);
        expect(errors, label).toEqual([]);
        await closeClean(page);
      }
      await context.close();
    });
  }
});

/** Makes both storage areas throw, as a browser with site data blocked does. */
async function blockStorage(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      const get = () => {
        throw new DOMException(`Access to '${name}' is denied for this document.`, 'SecurityError');
      };
      for (const target of [window, Object.getPrototypeOf(window), Window.prototype]) {
        try {
          Object.defineProperty(target, name, { get, configurable: true });
        } catch {
          // not defined there
        }
      }
    }
  });
}

/** Three representative tools, each with a field whose change must change the shown result. */
const REPRESENTATIVE = [
  { route: '/tools/rmd', field: /Account balance/, value: '812000' },
  { route: '/tools/social-security', field: /Monthly benefit at full retirement age/, value: '3100' },
  { route: '/content/retirement-savings-gap-calculator', field: /Retirement savings today/, value: '910000' },
];

async function computes(page: Page, field: RegExp, value: string) {
  const region = page.locator('#tool');
  await toolReady(region);
  const results = async () => (await region.innerText()).replace(/\s+/g, ' ');
  const before = await results();
  const box = region.getByRole('textbox', { name: field });
  await box.fill(value);
  await box.press('Tab');
  await expect.poll(results).not.toBe(before);
  await expectCalm(region, page.url());
}

test('storage disabled (SecurityError): tools still compute; at most one notice; no page errors', async ({ page }) => {
  await blockStorage(page);
  const errors = watchErrors(page);
  for (const { route, field, value } of REPRESENTATIVE) {
    await page.goto(route);
    expect(
      await page.evaluate(() => {
        try {
          void window.localStorage;
          return 'readable';
        } catch (error) {
          return (error as DOMException).name;
        }
      }),
    ).toBe('SecurityError');
    await computes(page, field, value);
    await expect
      .poll(async () => (await page.getByText(/isn't letting us save your information/).count()) <= 1)
      .toBe(true);
  }
  expect(errors).toEqual([]);
});

test('storage full (quota exceeded): tools still compute and say so once; no page errors', async ({ page }) => {
  await page.addInitScript(() => {
    // Fill both areas so that every write the site makes hits the quota.
    for (const area of [localStorage, sessionStorage]) {
      for (let n = 6_000_000; n >= 1; n = Math.floor(n / 2)) {
        try {
          area.setItem(`filler-${n}`, 'x'.repeat(n));
        } catch {
          // smaller next time
        }
      }
    }
  });
  const errors = watchErrors(page);
  for (const { route, field, value } of REPRESENTATIVE) {
    await page.goto(route);
    await computes(page, field, value);
    await expect(page.getByText(/storage for this site is full/)).toHaveCount(1);
  }
  expect(errors).toEqual([]);
});

test('no request leaves the site, no cookie is set, and no CSP violation happens while pages and a tool are used', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__csp.push(`${event.violatedDirective}: ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  const foreign = watchForeignRequests(page);
  const errors = watchErrors(page);
  const inFlight = watchRequestsInFlight(page);
  const routes = allRoutes();
  const sample = [
    '/',
    '/saved',
    '/content/retirement-planning-guide',
    '/content/retirement-readiness-checklist',
    '/tools/withdrawal-planner',
    '/tools/home-modification',
    '/tools/beneficiary-tracker',
    routes[Math.floor(routes.length / 2)]!,
  ];
  for (const route of sample) {
    await page.goto(route);
    await pageSettled(page, inFlight);
    expect(
      await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
      `CSP violations on ${route}`,
    ).toEqual([]);
  }
  for (const { route, field, value } of REPRESENTATIVE) {
    await page.goto(route);
    await computes(page, field, value);
    await pageSettled(page, inFlight);
    expect(
      await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
      `CSP violations on ${route}`,
    ).toEqual([]);
  }
  expect(await page.evaluate(() => document.cookie)).toBe('');
  expect(await context.cookies()).toEqual([]);
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});

test('every prerendered page carries the CSP meta tag first, with no eval and no inline script', () => {
  const dist = path.resolve('dist');
  const files = [...allRoutes().map((route) => path.join(dist, route, 'index.html')), path.join(dist, '404.html')];
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g)];
    expect(metas, file).toHaveLength(1);
    const policy = metas[0]![1]!;
    expect(policy, file).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? /default-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc, file).toBe("'self'");
    expect(policy, file).toMatch(/object-src 'none'/);
    // A meta policy governs only what comes after it.
    const metaAt = metas[0]!.index!;
    const firstScript = html.search(/<script\b/);
    const firstStyle = html.search(/<link\b[^>]*rel="stylesheet"/);
    if (firstScript >= 0) expect(metaAt, `${file}: CSP before first script`).toBeLessThan(firstScript);
    if (firstStyle >= 0) expect(metaAt, `${file}: CSP before first stylesheet`).toBeLessThan(firstStyle);
    const inline = [...html.matchAll(/<script\b([^>]*)>/g)].filter((m) => !/\bsrc=/.test(m[1]!));
    expect(
      inline.map((m) => m[0]),
      `${file}: inline scripts`,
    ).toEqual([]);
    expect(html, `${file}: inline event handlers`).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    expect(html, `${file}: javascript: URLs`).not.toMatch(/javascript:/i);
  }
});
