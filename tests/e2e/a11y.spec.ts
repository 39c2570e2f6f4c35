import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { AXE_TAGS, allRoutes, axeBuilder, focusedName, gotoSettled, settledOverflow } from './helpers';

/**
 * Accessibility checks that axe cannot make (issue F8): reflow, keyboard focus, live results,
 * heading outline, forced colours and reduced motion. docs/accessibility.md explains each one
 * and the exceptions they allow. The per-route ones (reflow at 320 and 640 px, heading outline)
 * live in tests/e2e/routes.spec.ts, which loads each route once for all its checks.
 */

// Each test opens its own page, so the two workers can share the file's tests.
test.describe.configure({ mode: 'parallel' });

const routes = allRoutes();

/** Expensive checks run on a fixed sample that covers every page type. */
const SAMPLE = [
  '/',
  '/content/tax-impact-calculator', // live calculator (bracketed placeholder)
  '/content/rmd-calculator', // live calculator
  '/content/disability-insurance-calculator', // Calculate button
  '/content/long-term-care-calculator', // Calculate button
  '/content/long-term-care-planning-guide', // guide layout with static sections
  '/content/tax-planning-guide', // guide
  '/content/retirement-readiness-checklist', // checklist
  '/content/long-term-care-insurance-decision-tool', // multi-step wizard
  '/tools/social-security',
  '/tools/withdrawal-planner',
  '/tools/beneficiary-tracker',
] as const;

async function load(page: Page, route: string): Promise<void> {
  const response = await gotoSettled(page, route);
  expect(response?.status(), route).toBe(200);
}

// Every route at 320 px and at 640 px (200 % zoom), and its heading outline, are checked in
// tests/e2e/routes.spec.ts, on the page load that route's other checks share.
test.describe('reflow: no horizontal scrolling (WCAG 1.4.10, 1.4.4)', () => {
  for (const route of SAMPLE) {
    test(`${route}: text-only zoom to 200 % at 1280 px does not overflow`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await load(page, route);
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      const { overflow, culprits } = await settledOverflow(page);
      expect(
        overflow,
        `${route} with 200 % text scrolls sideways by ${overflow} px: ${culprits.join('; ')}`,
      ).toBeLessThanOrEqual(0);
    });
  }
});

interface FocusStop {
  name: string;
  top: number;
  left: number;
  width: number;
  height: number;
  visible: boolean;
  inViewport: boolean;
  indicator: string | null;
  inlineLink: boolean;
  key: string;
}

/** Everything the keyboard check needs about the focused element, measured while it has focus. */
function describeFocus(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const outlineWidth = parseFloat(style.outlineWidth) || 0;
    let indicator: string | null = null;
    if (style.outlineStyle !== 'none' && outlineWidth >= 2)
      indicator = `outline ${style.outlineStyle} ${outlineWidth}px`;
    else if (style.boxShadow && style.boxShadow !== 'none') indicator = `box-shadow ${style.boxShadow}`;
    // WCAG 2.5.8 exempts targets "in a sentence": a link whose paragraph or list item has other text.
    let inlineLink = false;
    if (el.tagName === 'A') {
      const block = el.closest('p, li, td, dd, figcaption');
      const own = (el.textContent ?? '').trim();
      const blockText = (block?.textContent ?? '').trim();
      inlineLink = !!block && blockText.length > own.length + 1 && !!el.closest('.article-body, main p, main li');
    }
    const text =
      el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    const name = `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${text.trim().slice(0, 50)}"`;
    // Pointer hit-testing includes an absolutely placed ::before/::after (the slider thumb's
    // invisible halo), so the target is the box grown by their negative insets.
    let grow = { top: 0, right: 0, bottom: 0, left: 0 };
    for (const pseudo of ['::before', '::after']) {
      const p = getComputedStyle(el, pseudo);
      if (p.content === 'none' || p.position !== 'absolute' || p.pointerEvents === 'none') continue;
      const out = (v: string) => Math.max(0, -(parseFloat(v) || 0));
      grow = {
        top: Math.max(grow.top, out(p.top)),
        right: Math.max(grow.right, out(p.right)),
        bottom: Math.max(grow.bottom, out(p.bottom)),
        left: Math.max(grow.left, out(p.left)),
      };
    }
    // Clicking a <label> activates its control, so the label is part of the control's target
    // (checkboxes are drawn 32 px; their label row makes the target).
    let labelled = { width: 0, height: 0 };
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) {
      const boxes = [rect, ...Array.from(labels).map((label) => label.getBoundingClientRect())];
      const top = Math.min(...boxes.map((b) => b.top));
      const bottom = Math.max(...boxes.map((b) => b.bottom));
      const left = Math.min(...boxes.map((b) => b.left));
      const right = Math.max(...boxes.map((b) => b.right));
      // Only a label that touches the control counts: a distant label would be a second target.
      const touching = Array.from(labels).some((label) => {
        const b = label.getBoundingClientRect();
        return (
          b.left <= rect.right + 16 &&
          b.right >= rect.left - 16 &&
          b.top <= rect.bottom + 16 &&
          b.bottom >= rect.top - 16
        );
      });
      if (touching) labelled = { width: right - left, height: bottom - top };
    }
    const w = window.innerWidth;
    const h = window.innerHeight;
    return {
      name,
      top: rect.top + window.scrollY,
      left: rect.left + window.scrollX,
      // Insets are measured from the padding box, inside the border.
      width: Math.max(
        labelled.width,
        rect.width,
        rect.width -
          (parseFloat(style.borderLeftWidth) || 0) -
          (parseFloat(style.borderRightWidth) || 0) +
          grow.left +
          grow.right,
      ),
      height: Math.max(
        labelled.height,
        rect.height,
        rect.height -
          (parseFloat(style.borderTopWidth) || 0) -
          (parseFloat(style.borderBottomWidth) || 0) +
          grow.top +
          grow.bottom,
      ),
      visible:
        el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && rect.width > 0 && rect.height > 0,
      inViewport: rect.bottom > 0 && rect.right > 0 && rect.top < h && rect.left < w,
      indicator,
      inlineLink,
      key: `${name}@${Math.round(rect.top + window.scrollY)},${Math.round(rect.left)}`,
    };
  });
}

test.describe('keyboard: every Tab stop is visible, ringed, large enough and in visual order (2.4.3, 2.4.7, 2.4.11, 2.5.5)', () => {
  for (const route of SAMPLE) {
    test(`${route}: Tab through the page at 390 px`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await load(page, route);
      const problems: string[] = [];
      const seen = new Set<string>();
      let previous: FocusStop | null = null;
      let stops = 0;
      for (; stops < 150; stops++) {
        await page.keyboard.press('Tab');
        const stop = await describeFocus(page);
        if (!stop) break; // focus left the document: we went round once
        if (seen.has(stop.key)) break; // focus came back to the top
        seen.add(stop.key);
        if (!stop.visible) problems.push(`${stop.name}: focused but not visible`);
        else if (!stop.inViewport) problems.push(`${stop.name}: focused but outside the viewport`);
        if (!stop.indicator) problems.push(`${stop.name}: no visible focus indicator (outline ≥ 2px or box-shadow)`);
        if (!stop.inlineLink && (stop.width < 44 - 0.5 || stop.height < 44 - 0.5)) {
          problems.push(`${stop.name}: target ${Math.round(stop.width)}×${Math.round(stop.height)} px, below 44×44`);
        }
        if (previous && stop.top < previous.top - 844) {
          problems.push(
            `${stop.name}: focus jumped up ${Math.round(previous.top - stop.top)} px after ${previous.name}`,
          );
        }
        previous = stop;
      }
      test.info().annotations.push({ type: 'tab stops', description: String(stops) });
      expect(stops, `${route}: too few Tab stops`).toBeGreaterThan(3);
      expect(problems, `${route}: keyboard focus problems`).toEqual([]);
    });
  }
});

// The Tab-through above once failed 1 run in 6 on /tools/social-security: the scenario panel was
// fetched when focus entered the tool, a keyboard that got to the end of the tool first went past
// its still-empty place to the "Learn more" link, and the panel then arrived above that link and
// pushed it out of view. The panel's focus stops now come with the tool; this holds the code the
// panel still fetches on demand (its saved list and comparison) for the whole test, as on the
// slowest phone, and Tabs out of the tool.
test('/tools/social-security: Tab out of the tool lands in its scenario panel, however late the panel code comes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let requested = false;
  await page.route(/\/SavedScenarios-[^/]*\.js$/, () => {
    requested = true; // never answered
  });
  await load(page, '/tools/social-security');
  await expect(page.locator('#tool [aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'How this is calculated' }).focus();
  const order: string[] = [];
  for (let i = 0; i < 7 && !order.at(-1)?.startsWith('Social Security Claiming Age Calculator'); i++) {
    await page.keyboard.press('Tab');
    order.push(await focusedName(page));
  }
  // Then the line under the tool, "Kept on this device only · Forget" (issue I6, item 5).
  expect(order.slice(-4), 'the stops after the tool’s last part').toEqual([
    expect.stringMatching(/^Scenario name/),
    'Save as scenario',
    'Forget',
    expect.stringMatching(/^Social Security Claiming Age Calculator/),
  ]);
  // The request is the page's answer to the focus; it reaches this test as an event of its own, which
  // need not come before the answers to the Tabs pressed after it: waited for, not read at once. Read at
  // once it was still unseen in a quiet fresh clone's run (docs/ci.md, "Session 14").
  await expect
    .poll(() => requested, { message: 'the panel fetched its saved-scenarios part as the keyboard reached it' })
    .toBe(true);
});

// The Tab-through above failed 1 run in 3 on /content/rmd-calculator: a keyboard that reached the
// second tool's loading line before the tool arrived had the tool's first stop focused (and scrolled
// into view) while the line, a screen high, was still above it; the line then went and took the
// focused stop a screen up, out of view. This holds the tool's code until the focus is on the line.
test('/content/rmd-calculator: a second tool that arrives while its loading line has the focus hands it over in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/InheritedIraCalculator-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await load(page, '/content/rmd-calculator');
  // Radix Select here before the second tool, as when the reader has used a list above it: the
  // second tool's first stop (a list) is then Radix's own from the start, with no swap of its own
  // that would focus (and scroll to) it again after the line had gone.
  const standIn = await page.locator('#tool button[role=combobox]').first().elementHandle();
  await standIn!.focus();
  await page.waitForFunction((el) => !el.isConnected, standIn);
  const line = page.locator('#tool-inherited-ira [data-tool-loading]');
  await line.focus();
  await expect(line).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(line).toHaveCount(0);
  await expect(page.locator('#tool-inherited-ira :focus')).toHaveCount(1);
  const box = await page.evaluate(() => {
    const r = document.activeElement!.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, height: window.innerHeight };
  });
  expect(box.top, 'the first stop is below the top of the screen').toBeGreaterThanOrEqual(0);
  expect(box.bottom, 'and above its bottom').toBeLessThanOrEqual(box.height);
});

const toolIds = routes.filter((r) => r.startsWith('/tools/')).map((r) => r.slice('/tools/'.length));

test.describe('tool results announce changes (4.1.3)', () => {
  for (const id of toolIds) {
    test(`/tools/${id}: the live region's text changes after a keyboard change`, async ({ page }) => {
      await load(page, `/tools/${id}`);
      const main = page.locator('main');
      const live =
        id === 'beneficiary-tracker'
          ? main.locator('[role="status"]:not([data-testid="route-announcer"])').first()
          : // The results' short summary status (ResultsRegion), not the whole results region.
            main.locator('[data-results-summary][role="status"][aria-live="polite"]').first();
      await expect(live).toBeAttached();
      const liveHandle = await live.elementHandle();
      const before = (await live.textContent()) ?? '';
      const changed = async () => ((await live.textContent()) ?? '') !== before;

      const calculate = main.getByRole('button', { name: /^(Calculate|Analyze)/ });
      if (id === 'beneficiary-tracker') {
        await main.getByRole('button', { name: 'Add beneficiary designation' }).focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('textbox', { name: /^Account name/ })).toBeFocused();
        await page.keyboard.type('Live region IRA');
        for (const text of ['Retirement', 'Broker Co', '1234', 'Ben Ortiz']) {
          await page.keyboard.press('Tab');
          await page.keyboard.type(text);
        }
        await page.keyboard.press('Enter');
      } else if (id === 'home-modification') {
        await main.getByRole('button', { name: /^Grab bars/ }).focus();
        await page.keyboard.press('Space');
      } else if (id === 'earnings-record') {
        // Nothing to work out until a record is given (issue I3): one year typed into the paste box, then read.
        await main.getByRole('textbox', { name: /^Your earnings record/ }).focus();
        await page.keyboard.type('2024 $60,000');
        await main.getByRole('button', { name: 'Read my record' }).focus();
        await page.keyboard.press('Enter');
      } else if ((await calculate.count()) > 0) {
        await calculate.first().focus();
        await page.keyboard.press('Enter');
      } else {
        // A live calculator: change the tool's text fields one at a time, until its live region has
        // spoken or all of them are changed. The region speaks once the summary has stayed the same
        // for ResultsRegion's SUMMARY_SETTLE_MS, so it is watched below, after the last change.
        const fields = main.locator('form').first().locator('input[type="text"]:visible, input:not([type]):visible');
        const count = Math.min(await fields.count(), 8);
        for (let i = 0; i < count && !(await changed()); i++) {
          const field = fields.nth(i);
          const value = await field.inputValue();
          const digits = Number(value.replace(/[^0-9.]/g, ''));
          const next =
            value === '' || !Number.isFinite(digits) || digits === 0
              ? '50000'
              : String(Math.max(1, Math.round(digits * 0.9)));
          await field.focus();
          await page.keyboard.press('ControlOrMeta+A');
          await page.keyboard.type(next);
          await page.keyboard.press('Tab');
        }
      }
      await expect.poll(changed, { message: `/tools/${id}: live region text did not change` }).toBe(true);
      // A region that is replaced rather than updated is not announced by screen readers.
      expect(await liveHandle?.evaluate((el) => el.isConnected), 'the same live region node is still in the page').toBe(
        true,
      );
    });
  }
});

/** Controls that have no visible boundary once forced colours strip backgrounds. */
function controlsWithoutBoundary(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'button, input:not([type="hidden"]), select, textarea, [role="slider"], [role="combobox"], [role="checkbox"], [role="radio"], [role="switch"]';
    const bad: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[aria-hidden="true"]')) continue;
      const rect = el.getBoundingClientRect();
      // Radix Select keeps a visually hidden, aria-hidden native <select> for form submission.
      if (rect.width <= 2 || rect.height <= 2) continue;
      const s = getComputedStyle(el);
      const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
      const bordered = sides.filter(
        (side) =>
          s.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
          parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1,
      ).length;
      const outlined = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1;
      // Native checkboxes and radios are drawn by the system in forced colours.
      const native =
        el instanceof HTMLInputElement &&
        ['checkbox', 'radio', 'range', 'file'].includes(el.type) &&
        s.appearance !== 'none';
      // A link-styled button reads as a link (LinkText colour and underline), as links do.
      const linkLike = el.tagName === 'BUTTON' && s.textDecorationLine.includes('underline');
      if (bordered < 4 && !outlined && !native && !linkLike) {
        bad.push(
          `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" (${bordered}/4 sides, border ${s.borderTopStyle} ${s.borderTopWidth})`,
        );
      }
    }
    return bad;
  });
}

test.describe('forced colours (1.4.11 in Windows High Contrast)', () => {
  test('tax impact tool with an income, and the LTC planning guide: every control keeps a boundary and focus ring', async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await load(page, '/tools/tax-impact');
    const ss = page.getByLabel('Social Security benefits', { exact: false }).first();
    await ss.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('30000');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('region', { name: /federal tax estimate/ })).toContainText('$');
    // Viewport-sized shots (not full page) so a person can look at them at a readable scale.
    await page.screenshot({ path: '/tmp/a11y-forced-tax-impact-inputs.png' });
    await page.getByRole('region', { name: /federal tax estimate/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/a11y-forced-tax-impact-results.png' });
    expect(await controlsWithoutBoundary(page), 'tax impact controls without a boundary').toEqual([]);
    const ring = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement as Element);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    });
    expect(ring.style, 'focus ring in forced colours').not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);

    await load(page, '/content/long-term-care-planning-guide');
    await page.getByRole('button', { name: /table of contents/i }).focus();
    await page.keyboard.press('Enter');
    await page.screenshot({ path: '/tmp/a11y-forced-ltc-guide-top.png' });
    await page.locator('main form').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/a11y-forced-ltc-guide-tool.png' });
    expect(await controlsWithoutBoundary(page), 'guide controls without a boundary').toEqual([]);
  });
});

test.describe('reduced motion (2.3.3)', () => {
  const MOTION_SAMPLE = [
    '/',
    '/content/long-term-care-planning-guide',
    '/tools/tax-impact',
    '/tools/withdrawal-planner',
    '/tools/home-modification',
  ];
  for (const route of MOTION_SAMPLE) {
    test(`${route}: nothing animates longer than 0.01 s after hover and focus`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await load(page, route);
      const controls = page
        .locator('main')
        .locator('a[href], button, input, [role="slider"], [role="combobox"], summary');
      const count = Math.min(await controls.count(), 12);
      const slow: string[] = [];
      for (let i = 0; i < count; i++) {
        const control = controls.nth(i);
        if (!(await control.isVisible())) continue;
        await control.hover({ timeout: 2000 }).catch(() => undefined);
        await control.focus();
        const found = await control.evaluate((el) => {
          const seconds = (value: string) =>
            Math.max(
              0,
              ...value.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v)) || 0),
            );
          const out: string[] = [];
          for (const node of [el, ...Array.from(el.querySelectorAll('*'))]) {
            const s = getComputedStyle(node);
            const t = seconds(s.transitionDuration);
            const a = s.animationName !== 'none' ? seconds(s.animationDuration) : 0;
            if (t > 0.01 || a > 0.01)
              out.push(
                `${node.tagName.toLowerCase()} transition ${s.transitionDuration} animation ${s.animationName} ${s.animationDuration}`,
              );
          }
          for (const animation of document.getAnimations()) {
            const timing = animation.effect?.getComputedTiming();
            const duration = typeof timing?.duration === 'number' ? timing.duration : 0;
            if (animation.playState === 'running' && duration > 10)
              out.push(`running animation ${animation.constructor.name} ${duration} ms`);
          }
          return out;
        });
        slow.push(...found);
      }
      expect([...new Set(slow)], `${route}: motion under prefers-reduced-motion`).toEqual([]);
    });
  }
});

// helpers.ts runs axe in one pass with only the violations reported in full, for speed. This keeps
// that honest: on a page with known violations planted in it, it finds exactly what axe's default
// way (a partial run per frame, finished in a blank page, every result type) finds.
test('the fast axe run finds the same violations on the same nodes as the default run', async ({ page }) => {
  await load(page, '/tools/home-modification');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'beforeend',
        '<img src="data:,"><p style="color:#999;background:#fff">AA contrast fails</p>' +
          '<p style="color:#666;background:#fff">AAA contrast fails</p><button></button><input type="text">' +
          '<div role="slider"></div><a href="#x"></a><ul><div>not a list item</div></ul>',
      );
  });
  const found = (results: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
    results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const fast = found(await axeBuilder(page).analyze());
  expect(fast.length, 'planted violations found').toBeGreaterThanOrEqual(7);
  expect(fast).toEqual(found(await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()));
});
