#!/usr/bin/env node
// Accessibility conformance report an auditor can rerun: `npm run a11y-report`.
//
// 1. Builds the site (dist/) and Storybook (storybook-static/); `--reuse` keeps existing builds.
// 2. Serves both on 127.0.0.1 and runs axe-core (WCAG 2.0/2.1/2.2 A + AA and the AAA rules) on
//    every route in dist/sitemap.xml and every story in storybook-static/index.json, in one
//    Chromium, two pages at a time. Violations, incomplete ("needs review") and passes are kept.
// 3. Writes reports/accessibility/report.json and reports/accessibility/index.html: every route
//    and story with its axe results, and every WCAG 2.2 success criterion in scope, marked as
//    tested automatically (by which test), by screen-reader transcript, or by hand (with the
//    step), from scripts/a11y-criteria.mjs.
//
// Options: --reuse (skip builds when dist/ and storybook-static/ exist), --routes-only, --stories-only,
// --port=N (default 4446; Storybook uses N+1), --limit=N (first N routes and stories, for a quick look).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from './chromium.mjs';
import AxeBuilder from '@axe-core/playwright';
import { startServer } from './serve.mjs';
import { criteria } from './a11y-criteria.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const found = args.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const PORT = Number(option('port', process.env.A11Y_REPORT_PORT ?? 4446));
const LIMIT = Number(option('limit', 0)) || Infinity;
const OUT = path.resolve('reports/accessibility');
// The same tags as tests/e2e/helpers.ts and .storybook/test-runner.ts.
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'wcag2aaa'];
const started = Date.now();

function run(command) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: 'inherit' });
}

const reuse = flag('reuse');
if (!flag('stories-only') && (!reuse || !fs.existsSync('dist/sitemap.xml'))) run('npm run build');
const withStories = !flag('routes-only');
if (withStories && (!reuse || !fs.existsSync('storybook-static/index.json'))) run('npm run build-storybook');

const withRoutes = !flag('stories-only');
const routes = !withRoutes
  ? []
  : [...fs.readFileSync('dist/sitemap.xml', 'utf8').matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)]
      .map((m) => m[1])
      .slice(0, LIMIT);
const stories = withStories
  ? Object.values(JSON.parse(fs.readFileSync('storybook-static/index.json', 'utf8')).entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => ({ id: entry.id, title: entry.title, name: entry.name }))
      .slice(0, LIMIT)
  : [];

const siteServer = withRoutes ? await startServer('dist', PORT) : null;
const storyServer = withStories ? await startServer('storybook-static', PORT + 1) : null;
const browser = await launchChromium();
const context = await browser.newContext({ serviceWorkers: 'block' });

/** What we keep of one axe run: rule ids, impact, help, WCAG tags, and the first few targets. */
function summarise(results) {
  const rule = (r) => ({
    id: r.id,
    impact: r.impact ?? null,
    help: r.help,
    helpUrl: r.helpUrl,
    tags: r.tags.filter((t) => /^wcag\d/.test(t)),
    nodes: r.nodes.length,
    targets: r.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  });
  return {
    violations: results.violations.map(rule),
    incomplete: results.incomplete.map(rule),
    passes: results.passes.map((r) => ({ id: r.id, tags: r.tags.filter((t) => /^wcag\d/.test(t)) })),
    inapplicable: results.inapplicable.length,
  };
}

async function checkRoute(page, route) {
  await page.goto(`http://127.0.0.1:${PORT}${route}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page
    .locator('main [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 30_000 })
    .catch(() => {});
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return { engine: results.testEngine.version, ...summarise(results) };
}

/**
 * One axe run per story: this report's. The Accessibility addon runs axe itself after every story
 * renders (that run is the test-runner's check, .storybook/test-runner.ts); two runs in one page
 * collide ("Axe is already running") and leave the story unchecked. So the story is opened with
 * the addon's own global `a11y.manual` on, which skips its automatic run, and axe runs here once
 * the story has finished (rendered, played, settled).
 */
const STORY_URL_GLOBALS = 'a11y.manual:!true';

async function checkStory(page, story) {
  await page.goto(
    `http://127.0.0.1:${PORT + 1}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=${STORY_URL_GLOBALS}`,
  );
  await page.locator('#storybook-root > *, #storybook-docs > *').first().waitFor({ timeout: 30_000 });
  // Storybook's render of the story has run to its end: loaders, render, play function, animations.
  await page.waitForFunction(
    (id) => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && render.phase === 'finished';
    },
    story.id,
    { timeout: 30_000 },
  );
  const manual = await page.evaluate(
    () => window.__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals?.globals?.a11y?.manual,
  );
  if (manual !== true)
    throw new Error('the Accessibility addon would run axe too (globals a11y.manual was not set from the URL)');
  // A story may switch a rule off, with a written reason (.storybook/test-runner.ts): honour it and report it.
  const rules = await page
    .evaluate(async (id) => {
      const preview = window.__STORYBOOK_PREVIEW__;
      const loaded = await preview?.storyStoreValue?.loadStory({ storyId: id });
      return loaded?.parameters?.a11y?.config?.rules ?? [];
    }, story.id)
    .catch(() => []);
  const off = rules.filter((r) => r.enabled === false);
  let builder = new AxeBuilder({ page }).include('#storybook-root').withTags(AXE_TAGS);
  if (off.length > 0) builder = builder.disableRules(off.map((r) => r.id));
  const results = await builder.analyze();
  return {
    engine: results.testEngine.version,
    rulesOff: off.map((r) => ({ id: r.id, reason: r.reason ?? '(no reason given)' })),
    ...summarise(results),
  };
}

/** Runs `work` over `items` with two pages at a time (the machine has two cores). */
async function inPairs(items, label, work) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    let page = await context.newPage();
    while (next < items.length) {
      const i = next++;
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          out[i] = await work(page, items[i]);
          break;
        } catch (error) {
          out[i] = { error: String(error.message ?? error).split('\n')[0] };
          // A crashed page must not fail every item after it: open a fresh one and try again once.
          if (page.isClosed() || /closed/.test(out[i].error)) {
            await page.close().catch(() => {});
            page = await context.newPage();
          }
        }
      }
      if ((i + 1) % 20 === 0 || i === items.length - 1) console.log(`${label}: ${i + 1}/${items.length}`);
    }
    await page.close();
  };
  await Promise.all([worker(), worker()]);
  return out;
}

const routeResults = await inPairs(routes, 'routes', checkRoute);
const storyResults = await inPairs(stories, 'stories', checkStory);
const chromiumVersion = browser.version();
await browser.close();
siteServer?.close();
storyServer?.close();

const axeVersion = [...routeResults, ...storyResults].find((r) => r?.engine)?.engine ?? 'unknown';
const pages = [
  ...routes.map((route, i) => ({ kind: 'route', id: route, label: route, ...routeResults[i] })),
  ...stories.map((story, i) => ({
    kind: 'story',
    id: story.id,
    label: `${story.title} › ${story.name}`,
    ...storyResults[i],
  })),
];

// Which axe rules ran against each success criterion (axe tags them "wcag143" for 1.4.3), and what they found.
const scTag = (id) => `wcag${id.replace(/\./g, '')}`;
const criteriaReport = criteria.map((c) => {
  const tag = scTag(c.id);
  const rules = new Map();
  for (const p of pages) {
    for (const [bucket, list] of [
      ['passes', p.passes],
      ['violations', p.violations],
      ['incomplete', p.incomplete],
    ]) {
      for (const r of list ?? []) {
        if (!r.tags.includes(tag)) continue;
        const entry = rules.get(r.id) ?? { id: r.id, passes: 0, violations: 0, incomplete: 0 };
        entry[bucket] += 1;
        rules.set(r.id, entry);
      }
    }
  }
  const axeRules = [...rules.values()].sort((a, b) => a.id.localeCompare(b.id));
  const how = c.na
    ? 'not applicable'
    : axeRules.length > 0 || (c.tests?.length ?? 0) > 0
      ? 'automatic'
      : c.transcript
        ? 'transcript'
        : 'manual only';
  return { ...c, how, axeRules };
});

const totals = {
  routes: routes.length,
  stories: stories.length,
  errors: pages.filter((p) => p.error).length,
  violations: pages.reduce((n, p) => n + (p.violations?.length ?? 0), 0),
  pagesWithViolations: pages.filter((p) => (p.violations?.length ?? 0) > 0).length,
  incomplete: pages.reduce((n, p) => n + (p.incomplete?.length ?? 0), 0),
  pagesNeedingReview: pages.filter((p) => (p.incomplete?.length ?? 0) > 0).length,
  criteria: criteriaReport.length,
  criteriaAutomatic: criteriaReport.filter((c) => c.how === 'automatic').length,
  criteriaTranscript: criteriaReport.filter((c) => c.how === 'transcript').length,
  criteriaManual: criteriaReport.filter((c) => c.how === 'manual only').length,
  criteriaNotApplicable: criteriaReport.filter((c) => c.how === 'not applicable').length,
  seconds: Math.round((Date.now() - started) / 1000),
};
const report = {
  generated: new Date().toISOString(),
  versions: { axe: axeVersion, chromium: chromiumVersion, node: process.version },
  tags: AXE_TAGS,
  totals,
  criteria: criteriaReport,
  // The engine version is given once above; per page, only the number of rules passed.
  pages: pages.map((p) => ({ ...p, engine: undefined, passes: p.passes?.length ?? 0 })),
};

fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
fs.writeFileSync(path.join(OUT, 'index.html'), html(report));
console.log(
  `Accessibility report: ${totals.routes} routes, ${totals.stories} stories; ${totals.violations} violations on ${totals.pagesWithViolations} pages; ` +
    `${totals.incomplete} needs-review results on ${totals.pagesNeedingReview} pages; ${totals.errors} pages could not be checked; ${totals.seconds} s.`,
);
console.log(`Written: ${path.relative(process.cwd(), path.join(OUT, 'index.html'))} and report.json`);
// Keep-alive sockets of the two servers would keep Node running; the report is written.
process.exit(totals.violations > 0 || totals.errors > 0 ? 1 : 0);

function esc(value) {
  return String(value).replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch],
  );
}

function ruleList(rules) {
  if (!rules?.length) return '<p>None.</p>';
  return `<ul>${rules
    .map(
      (r) =>
        `<li><a href="${esc(r.helpUrl)}">${esc(r.id)}</a>${r.impact ? ` (${esc(r.impact)})` : ''}: ${esc(r.help)}. ${r.nodes} ${r.nodes === 1 ? 'element' : 'elements'}${r.targets.length ? `, for example <code>${esc(r.targets[0])}</code>` : ''}.</li>`,
    )
    .join('')}</ul>`;
}

function html(r) {
  const t = r.totals;
  const date = new Date(r.generated).toUTCString();
  const criterionRow = (c) => {
    const automatic = [
      ...(c.axeRules.length
        ? [
            `axe: ${c.axeRules.map((a) => `${esc(a.id)}${a.violations ? ` <strong>(${a.violations} failing)</strong>` : ''}${a.incomplete ? ` (${a.incomplete} to review)` : ''}`).join(', ')}`,
          ]
        : []),
      ...(c.tests ?? []).map(esc),
    ];
    // Two columns, not four, so the table still reads well in a 640 px window (1280 px at 200 %).
    return `<tr>
      <th scope="row">${esc(c.id)} ${esc(c.name)}<span class="meta">Level ${esc(c.level)}${c.claimed === true ? ' (claimed)' : c.claimed === false ? ' (followed, not claimed)' : ''}; ${esc(c.how)}</span></th>
      <td>${
        c.na
          ? esc(c.na)
          : [
              automatic.length ? `<p><strong>Automatic:</strong> ${automatic.join('; ')}</p>` : '',
              c.transcript ? `<p><strong>Transcript:</strong> ${esc(c.transcript)}</p>` : '',
              c.manual ? `<p><strong>By hand:</strong> ${esc(c.manual)}</p>` : '',
            ].join('')
      }</td>
    </tr>`;
  };
  const pageRow = (p) => `<tr>
      <th scope="row">${esc(p.label)}</th>
      <td>${p.error ? `<strong>not checked: ${esc(p.error)}</strong>` : p.violations.length}</td>
      <td>${p.error ? '' : p.incomplete.length}</td>
      <td>${p.error ? '' : p.passes}</td>
    </tr>`;
  const details = (p) =>
    p.error || (!p.violations.length && !p.incomplete.length && !p.rulesOff?.length)
      ? ''
      : `<details><summary>${esc(p.label)}: ${p.violations.length} violations, ${p.incomplete.length} to review</summary>
        <h4>Violations</h4>${ruleList(p.violations)}
        <h4>Needs review (axe "incomplete")</h4>${ruleList(p.incomplete)}
        ${p.rulesOff?.length ? `<h4>Rules switched off by the story, with reasons</h4><ul>${p.rulesOff.map((o) => `<li>${esc(o.id)}: ${esc(o.reason)}</li>`).join('')}</ul>` : ''}
      </details>`;
  /** One kind of page (routes or stories): the table of axe counts, then the details of those with findings. */
  const axeSection = (title, kind, caption, rows) => `<h2>${title}</h2>
<div class="scroll">
<table>
  <caption>${caption} (${rows.length})</caption>
  <thead><tr><th scope="col">${kind[0].toUpperCase()}${kind.slice(1)}</th><th scope="col">Violations</th><th scope="col">Needs review</th><th scope="col">Rules passed</th></tr></thead>
  <tbody>${rows.map(pageRow).join('')}</tbody>
</table>
</div>
<h3>${kind[0].toUpperCase()}${kind.slice(1)} details</h3>
${rows.map(details).join('') || `<p>No ${kind} has violations or results to review.</p>`}`;
  const routesRows = r.pages.filter((p) => p.kind === 'route');
  const storyRows = r.pages.filter((p) => p.kind === 'story');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Evergreen accessibility conformance report, ${esc(r.generated.slice(0, 10))}</title>
<style>
  body { font: 1.125rem/1.6 system-ui, sans-serif; color: #111; background: #fff; margin: 0 auto; padding: 1rem; max-width: 70rem; }
  h1, h2, h3 { line-height: 1.25; }
  table { border-collapse: collapse; width: 100%; }
  caption { text-align: start; font-weight: bold; padding-block: .5rem; }
  th, td { border: 1px solid #555; padding: .5rem; text-align: start; vertical-align: top; overflow-wrap: break-word; }
  th[scope="row"] { width: 35%; }
  .meta { display: block; font-weight: normal; }
  thead th { background: #eee; }
  .scroll { overflow-x: auto; }
  code { font-size: .95em; overflow-wrap: anywhere; }
  a { color: #0645ad; }
  a:focus, summary:focus { outline: 3px solid #111; outline-offset: 2px; }
  details { margin-block: .5rem; border: 1px solid #555; padding: .5rem; }
  summary { cursor: pointer; min-height: 44px; display: flex; align-items: center; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  @media (max-width: 40rem) { dl { grid-template-columns: 1fr; } }
</style>
</head>
<body>
<main>
<h1>Evergreen accessibility conformance report</h1>
<p>Target: WCAG 2.2 level AA, plus 1.4.6 Contrast (Enhanced) and 2.5.5 Target Size (Enhanced). Rerun with <code>npm run a11y-report</code>; the same results are in <a href="report.json">report.json</a>.</p>
<dl>
  <dt>Generated</dt><dd>${esc(date)}</dd>
  <dt>axe-core</dt><dd>${esc(r.versions.axe)}, tags ${esc(r.tags.join(', '))}</dd>
  <dt>Chromium</dt><dd>${esc(r.versions.chromium)}</dd>
  <dt>Node.js</dt><dd>${esc(r.versions.node)}</dd>
  <dt>Run time</dt><dd>${t.seconds} s</dd>
</dl>

<h2>Summary</h2>
<ul>
  <li>${t.routes} routes and ${t.stories} stories checked with axe${t.errors ? `; <strong>${t.errors} could not be checked</strong>` : ''}.</li>
  <li><strong>${t.violations} violations</strong> on ${t.pagesWithViolations} routes or stories.</li>
  <li>${t.incomplete} results that axe could not decide ("needs review") on ${t.pagesNeedingReview} routes or stories: listed under each page below for a person to check.</li>
  <li>${t.criteria} WCAG 2.2 success criteria in scope: ${t.criteriaAutomatic} tested automatically, ${t.criteriaTranscript} by screen-reader transcript only, ${t.criteriaManual} by hand only, ${t.criteriaNotApplicable} not applicable.</li>
</ul>

<h2>Success criteria and how each is tested</h2>
<p>"Automatic" means at least one automated check covers the criterion (axe rules on every route and story, or the named test); many criteria also need the step "by hand". Screen-reader transcripts are in <code>docs/screen-reader/</code>.</p>
<div class="scroll">
<table>
  <caption>WCAG 2.2 success criteria</caption>
  <thead><tr><th scope="col">Criterion, level, tested</th><th scope="col">How</th></tr></thead>
  <tbody>${r.criteria.map(criterionRow).join('')}</tbody>
</table>
</div>

${axeSection('Routes', 'route', 'axe results for every route', routesRows)}

${axeSection('Stories', 'story', 'axe results for every Storybook story', storyRows)}
</main>
</body>
</html>
`;
}
