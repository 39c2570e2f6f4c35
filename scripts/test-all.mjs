#!/usr/bin/env node
// `npm test`: every gate of the project, in order, with one closing line that sums them all.
//   typecheck, lint, format check and the rooms check (side by side) · unit/component tests (Vitest; on Node 24 when the
//   machine's Node is older, with the node project again on the machine's Node, and the new-tool scaffold check
//   beside that) · the site build
//   (prerendered; on Node 24, scripts/node24.mjs, when the machine's Node is older) beside the
//   Storybook build · every story through axe in Chromium (test-runner), in English and in Spanish (one pass) · the kit's keyboard maps
//   (Playwright on the built Storybook) · browser tests (Playwright)
//   · the header tests again, against Debian's nginx serving dist/ with the generated deploy/nginx.conf
//   · load-performance gate (scripts/perf-gate.mjs: JS before idle and long tasks per page type)
// Ends non-zero when anything fails. The last line is "N passed, N failed[, N skipped]".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { startServer } from './serve.mjs';
import { ensureNginx, startNginx } from './nginx.mjs';
import { NODE24_VERSION, ensureNode24, envWithNode24, needsNode24 } from './node24.mjs';
import localeData from '../src/i18n/locales.json' with { type: 'json' };

// Debian's Chromium, in the two builds its one source package makes (same version, same Blink and V8):
// the desktop browser, `chromium`, for the load-performance gate, whose baselines were measured in it
// and which times the page as a reader's browser runs it; and its headless shell,
// `chromium-headless-shell`, for the tests (axe, keyboard, the site's browser tests), which need a
// page's behaviour, not its timing. The shell leaves out the desktop browser's UI and compositing
// layers: the same 632 browser tests took 472–477 s in it against 734–827 s in the desktop browser,
// on fresh clones of a quiet machine (docs/ci.md, "Session 15").
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TEST_CHROMIUM = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const CHROMIUM_PACKAGES = [
  ['chromium', CHROMIUM],
  ['chromium-headless-shell', TEST_CHROMIUM],
];
const results = [];
// Names of failed tests, printed again after the summary: CI keeps only the tail of the log.
const failures = [];
fs.mkdirSync('test-results', { recursive: true });

// Each suite's wall time is printed with its result, so a slow CI run shows where the time went.
let suiteStartedAt = Date.now();
function log(message) {
  suiteStartedAt = Date.now();
  process.stdout.write(`\n=== ${message}\n`);
}

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      shell: false,
      ...options,
      env: { ...process.env, FORCE_COLOR: '0', ...options.env },
    });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

function record(suite, passed, failed, skipped = 0) {
  const seconds = Math.round((Date.now() - suiteStartedAt) / 1000);
  results.push({ suite, passed, failed, skipped, seconds });
  console.log(
    `--- ${suite}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${seconds} s)`,
  );
}

/** Failed tests of a Jest/Vitest-style JSON report (Vitest, the Storybook test-runner). */
function noteJestFailures(suite, report) {
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        failures.push(
          `${suite}: ${file.name?.replace(process.cwd() + '/', '') ?? ''} › ${test.fullName ?? test.title}`,
        );
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed')
      failures.push(`${suite}: ${file.name} (${(file.message ?? '').split('\n')[0]})`);
  }
}

/** Failed tests of a Playwright JSON report. */
function notePlaywrightFailures(suite, report) {
  const walk = (node, titles) => {
    for (const child of node.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of node.specs ?? []) {
      for (const test of spec.tests ?? []) {
        // A test that failed and then passed on its retry is a failure too: a check that passes
        // only sometimes is a bug to fix, and the retry is there to tell it from a hard failure.
        if (test.status === 'unexpected' || test.status === 'flaky')
          failures.push(
            `${suite}: ${test.status === 'flaky' ? '(flaky: failed, then passed on retry) ' : ''}${spec.file}:${spec.line} › ${[...titles, spec.title].filter((t) => t && !t.endsWith('.ts')).join(' › ')}`,
          );
      }
    }
  };
  if (report) walk(report, []);
}

/**
 * Records a Playwright run from its JSON report under `gate`: a failed test, a flaky one, or a
 * non-zero exit with no failed test all count against it; no report at all is one failure.
 */
function recordPlaywright(gate, suite, report, code) {
  notePlaywrightFailures(suite, report);
  if (!report?.stats) {
    record(gate, 0, 1);
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  record(gate, expected, unexpected + flaky + (code !== 0 && unexpected === 0 ? 1 : 0), skipped);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function ensureChromium() {
  const missing = CHROMIUM_PACKAGES.filter(([, file]) => !fs.existsSync(file)).map(([name]) => name);
  if (missing.length === 0) return true;
  log(`${missing.join(' and ')} not found: installing Debian's ${missing.join(' and ')} with apt-get`);
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return update.status === 0 && install.status === 0 && CHROMIUM_PACKAGES.every(([, file]) => fs.existsSync(file));
}

/** Runs a command with its output held back (stdout and stderr in order), for gates run side by side. */
function runQuietly(command, args, env = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: false,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
  });
}

/** Prints a held-back gate's output whole under its heading, then its result line; returns its result. */
function reportHeldBack(name, heading, { code, output, endedAt }, startedAt) {
  log(heading);
  if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  const seconds = Math.round((endedAt - startedAt) / 1000);
  console.log(`--- ${name}: ${code === 0 ? '1 passed, 0 failed' : '0 passed, 1 failed'} (${seconds} s)`);
  return { suite: name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, seconds };
}

/** A gate's command with its output held back, resolved with the time it ended. */
function runHeldBack([, command, args, env]) {
  return runQuietly(command, args, env).then((result) => ({ ...result, endedAt: Date.now() }));
}

/**
 * Gates that each keep one core busy (tsc, eslint) run at the same time on the two cores; each
 * one's output is printed whole under its own heading once it ends, then its result line.
 */
async function gatesSideBySide(gates) {
  const startedAt = Date.now();
  const runs = gates.map(runHeldBack);
  const results = [];
  for (const [index, run] of runs.entries()) {
    const name = gates[index][0];
    const others = gates.map(([other]) => other).filter((other) => other !== name);
    results.push(reportHeldBack(name, `${name} (run alongside: ${others.join(', ')})`, await run, startedAt));
  }
  return results;
}

async function gate(name, command, args) {
  log(name);
  const code = await run(command, args);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
}

const npx = 'npx';
const VITEST_ARGS = ['run', '--reporter=dot', '--reporter=json'];

const SCAFFOLD_GATE = [
  'new-tool scaffold (npm run new-tool in a copy: tsc, lint, format, tool suites)',
  'node',
  ['scripts/check-new-tool.mjs'],
];
let scaffoldRan = false;
/**
 * Starts a gate with its output held back, beside the gate run next; the promise prints it whole under its
 * own heading and records it (its time from its own start) once both have ended.
 */
function besideNext(gate) {
  const startedAt = Date.now();
  return runHeldBack(gate).then((result) =>
    results.push(reportHeldBack(gate[0], `${gate[0]} (run alongside the gate above)`, result, startedAt)),
  );
}

// 1. Static gates, side by side (each is single-threaded).
results.push(
  ...(await gatesSideBySide([
    ['typecheck (tsc --noEmit, strict)', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['lint (eslint, incl. one-way dependency rules)', npx, ['eslint', '.', '--max-warnings=0']],
    ['format (prettier --check, .prettierrc.json)', npx, ['prettier', '--check', '.']],
    [
      'rooms (npm run deps: no import cycles, each room imports only what it may)',
      'node',
      ['scripts/deps.mjs', '--quiet'],
    ],
  ])),
);

// 2. Unit and component tests (Vitest). When the machine's Node is older than 24 (issue 29 item 9)
// the suite runs on Node 24 LTS (scripts/node24.mjs), with Node 24 first on PATH for that child
// process only; which part runs on which Node is said below. A Node 24 that cannot be fetched fails
// its gates, with the reason.
/** One Vitest run as one gate, counted from its JSON report. */
async function vitestGate(suite, command, args, env, out, extraArgs = []) {
  fs.rmSync(out, { force: true });
  const code = await run(command, [...args, ...VITEST_ARGS, `--outputFile.json=${out}`, ...extraArgs], { env });
  const report = readJson(out);
  noteJestFailures(suite, report);
  if (report) {
    record(
      suite,
      report.numPassedTests,
      report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0),
      report.numPendingTests + report.numTodoTests,
    );
  } else {
    record(suite, 0, 1);
  }
}

// Which Node runs which part of the suite. Vitest has two projects (vite.config.ts): `node` (finance,
// rules, scripts, content, design tokens: the code the build, the prerender and `npm start` run on
// Node) and `jsdom` (components, which run in the reader's browser and only meet Node through the
// test harness). Both projects run on Node 24 LTS; the machine's Node runs the `node` project, the
// code it actually runs. Running the jsdom project a second time on the machine's Node cost about
// 250 s of a run's 20-minute budget for the same component code on a second harness version
// (docs/ci.md). Without a Node 24 (no registry), its gates fail as before and the machine's Node
// runs the whole suite, so no test goes unrun.
const machineNode = process.versions.node;
const unit24 = `unit tests on Node ${NODE24_VERSION} (Vitest)`;
const build24 = `build on Node ${NODE24_VERSION} (vite build + prerender)`;
let node24;
if (!needsNode24(machineNode)) {
  log('unit and component tests (Vitest)');
  console.log(`Node ${machineNode} is Node 24 or newer: these unit tests and the build below are the Node 24 gates.`);
  await vitestGate('vitest', npx, ['vitest'], {}, 'test-results/vitest.json');
} else {
  log(`${unit24}: the whole suite, both projects`);
  try {
    node24 = ensureNode24();
    console.log(`Node 24: ${node24.node}, v${node24.version}${node24.fetched ? ', fetched now' : ', from the cache'}`);
  } catch (error) {
    console.error(error.message);
    failures.push(`${unit24}: ${error.message}`);
    record(unit24, 0, 1);
    failures.push(`${build24}: no Node 24 to build with`);
    record(build24, 0, 1);
  }
  if (node24) {
    await vitestGate(
      unit24,
      node24.node,
      ['node_modules/vitest/vitest.mjs'],
      envWithNode24(node24.binDir),
      'test-results/vitest-node24.json',
    );
    // The new-tool check beside it (2b): its typecheck keeps about one core busy while this run's two
    // workers take the other (docs/ci.md, "Session 13"); its own Vitest writes no results cache.
    const scaffold = besideNext(SCAFFOLD_GATE);
    scaffoldRan = true;
    log(`unit tests on the machine's Node ${machineNode} (Vitest, the node project; alongside: ${SCAFFOLD_GATE[0]})`);
    await vitestGate(`vitest on Node ${machineNode} (node project)`, npx, ['vitest'], {}, 'test-results/vitest.json', [
      '--project=node',
    ]);
    await scaffold;
  } else {
    log(`unit and component tests on the machine's Node ${machineNode} (Vitest, the whole suite: no Node 24)`);
    await vitestGate('vitest', npx, ['vitest'], {}, 'test-results/vitest.json');
  }
}

// 2b. The recipe for a new tool (docs/adding-a-tool.md), proved: npm run new-tool in a copy of the
// project, then its typecheck, lint, format check and tool unit suites on that copy. With Node 24
// fetched it already ran beside the node project on the machine's Node (above).
if (!scaffoldRan) await gate(...SCAFFOLD_GATE);

// 3. Builds. One site build, side by side with the Storybook build (its own storybook-static/):
// each keeps about one core busy. With Node 24 fetched it is the Node 24 build, and its dist/ is
// what the later gates test: `npm run build` makes the same bytes on the machine's Node and on
// Node 24 (every file of dist/, deploy/nginx.conf and the Dockerfile; docs/ci.md), so a second
// build on the machine's Node (about 42 s of a run) tested nothing the first had not.
const siteBuild = 'site build (vite build + prerender)';
const storybookBuild = 'storybook build';
const siteBuildGate = node24 ? build24 : siteBuild;
const buildResults = await gatesSideBySide([
  node24
    ? [build24, 'npm', ['run', '--silent', 'build'], envWithNode24(node24.binDir)]
    : [siteBuild, 'npm', ['run', '--silent', 'build']],
  [storybookBuild, 'npm', ['run', '--silent', 'build-storybook']],
]);
results.push(...buildResults);
const built = (name) => buildResults.some((r) => r.suite === name && r.failed === 0);
const siteBuilt = built(siteBuildGate);
const storybookBuilt = built(storybookBuild);

const haveChromium = ensureChromium();
if (!haveChromium) record('chromium install', 0, 1);

// 4. Every story through axe in Chromium.
if (storybookBuilt && haveChromium) {
  log('storybook test-runner: every story rendered in Chromium and checked with axe (WCAG 2.2 A/AA + AAA contrast)');
  const server = await startServer('storybook-static', 0, { sitePolicy: false });
  const { port } = server.address();
  // Every language (issue I2: axe 0 on every story in both) in ONE test-runner pass (docs/ci.md, "Session 11"):
  // each story is shown in English as the runner always does (render, play, the Accessibility panel's
  // axe run), then, on the same page, with the toolbar's language global switched, mounted afresh in
  // each further language (its play function and axe again, in that language; .storybook/test-runner.ts,
  // STORYBOOK_LOCALES). Until session 11 this was one pass per language: a second Jest start, browser
  // start and preview load per story file, for the same stories. Each language is still its own gate:
  // the test-runner notes one line per story and language, and a story counts as passed in a language
  // only when that line says so (a story with no line, a crash, counts as failed).
  const locales = [localeData.default, ...Object.keys(localeData.locales).filter((l) => l !== localeData.default)];
  const out = 'test-results/storybook.json';
  const perLocale = 'test-results/storybook-locales.jsonl';
  fs.rmSync(out, { force: true });
  fs.rmSync(perLocale, { force: true });
  console.log(`languages, each story in turn: ${locales.join(', ')}`);
  const code = await run(
    npx,
    ['test-storybook', '--url', `http://127.0.0.1:${port}`, '--maxWorkers=2', '--json', '--outputFile', out],
    {
      env: {
        CHROMIUM_PATH: TEST_CHROMIUM,
        STORYBOOK_LOCALES: locales.join(','),
        STORYBOOK_LOCALE_RESULTS: perLocale,
      },
    },
  );
  const report = readJson(out);
  const lines = fs.existsSync(perLocale)
    ? fs
        .readFileSync(perLocale, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  for (const locale of locales) {
    const suite = locale === localeData.default ? 'storybook axe' : `storybook axe (${locale})`;
    // The pass's time goes to the first language's gate; the others are counted from the same pass.
    if (locale !== localeData.default) log(`${suite}: the same pass, each story shown again in ${locale}`);
    if (!report) {
      record(suite, 0, 1);
      continue;
    }
    const passedIds = new Set(lines.filter((l) => l.locale === locale && l.ok).map((l) => l.id));
    const failedIds = [...new Set(lines.filter((l) => l.locale === locale && !l.ok).map((l) => l.id))];
    for (const id of failedIds) failures.push(`${suite}: ${id}`);
    const total = report.numTotalTests - report.numPendingTests;
    const unrecorded = total - passedIds.size - failedIds.length;
    if (unrecorded > 0)
      failures.push(`${suite}: ${unrecorded} stories with no result in ${locale} (see the log above)`);
    console.log(`stories checked with axe (${locale}): ${passedIds.size + failedIds.length} of ${total}`);
    record(
      suite,
      passedIds.size,
      total - passedIds.size + (code !== 0 && report.numFailedTests === 0 && locale === localeData.default ? 1 : 0),
      report.numPendingTests,
    );
  }
  // The failed stories as Jest names them (their messages, above, start with the language of a failure after the first).
  if (report) noteJestFailures('storybook axe (test-runner)', report);

  // The keyboard maps on the kit's docs pages, pressed key by key in the same Storybook.
  log('kit keyboard maps (Playwright against the built Storybook)');
  const keysOut = 'test-results/storybook-keyboard.json';
  fs.rmSync(keysOut, { force: true });
  const keysCode = await run(npx, ['playwright', 'test', '-c', 'playwright.storybook.config.ts'], {
    env: { STORYBOOK_URL: `http://127.0.0.1:${port}`, CHROMIUM_PATH: TEST_CHROMIUM },
  });
  server.close();
  const keys = readJson(keysOut);
  recordPlaywright('kit keyboard maps', 'kit keyboard maps', keys, keysCode);
}

// 5. Browser tests of the built site.
if (siteBuilt && haveChromium && fs.existsSync('tests/e2e')) {
  log('browser tests of the built site (Playwright, Debian Chromium)');
  const server = await startServer('dist', 0);
  const { port } = server.address();
  const out = 'test-results/e2e.json';
  fs.rmSync(out, { force: true });
  const code = await run(npx, ['playwright', 'test'], {
    env: { E2E_EXTERNAL_SERVER: '1', E2E_PORT: String(port), CHROMIUM_PATH: TEST_CHROMIUM },
  });
  server.close();
  const report = readJson(out);
  recordPlaywright('playwright', 'playwright', report, code);
}

// 6. The production server: the same header tests against Debian's nginx with deploy/nginx.conf
//    (the container's server and config), run as the current user on a free loopback port.
if (siteBuilt && haveChromium) {
  log('header tests against nginx serving dist/ with the generated deploy/nginx.conf');
  if (!ensureNginx()) {
    record('nginx install', 0, 1);
  } else {
    let nginx;
    try {
      nginx = await startNginx('dist', Number(process.env.NGINX_PORT ?? 0));
    } catch (error) {
      console.error(String(error));
    }
    if (!nginx) {
      record('nginx headers', 0, 1);
    } else {
      const out = 'test-results/e2e-nginx.json';
      fs.rmSync(out, { force: true });
      const code = await run(npx, ['playwright', 'test', 'tests/e2e/headers.spec.ts', '--reporter=list,json'], {
        env: {
          E2E_EXTERNAL_SERVER: '1',
          E2E_PORT: String(nginx.port),
          CHROMIUM_PATH: TEST_CHROMIUM,
          PLAYWRIGHT_JSON_OUTPUT_NAME: out,
        },
      });
      await nginx.stop();
      const report = readJson(out);
      recordPlaywright('nginx headers (Playwright)', 'nginx headers', report, code);
    }
  }
}

// 7. Load-performance regressions (issue G1): JS before idle and long-task time per page type,
// against tests/perf/baselines.json.
if (siteBuilt && haveChromium)
  await gate('load performance (JS before idle, long tasks at 4x CPU vs baselines)', 'node', [
    'scripts/perf-gate.mjs',
    'dist',
  ]);

// Summary.
const total = results.reduce(
  (sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
log('summary');
for (const r of results)
  console.log(
    `${r.suite.padEnd(60)} ${`${r.seconds} s`.padStart(7)}  ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`,
  );
if (failures.length > 0) {
  console.log('failed tests:');
  for (const failure of failures) console.log(`  ✗ ${failure}`);
}
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed === 0 ? 0 : 1);
