#!/usr/bin/env node
// `npm run mutation`: mutation testing of the finance engine (settings in stryker.config.mjs),
// then a per-file score table. Ends non-zero when the overall score is under the config's
// `thresholds.break` (85 %) or any single file scores under 75 %.
//   npm run mutation                                  every file of src/finance
//   npm run mutation -- --mutate src/finance/health/ltc.ts   one file (or several, comma-separated)
//   npm run mutation -- --report-only                 reprint the table of the last run
// Kept out of `npm test`: a full run takes about an hour on two shared cores. See
// docs/mutation-testing.md.
//
// Stryker runs once per source file. Each run tests its mutants against the test files that
// import that file (Vitest's related mode), which is where any test able to kill them lives.
// One run over every file would instead rerun the whole suite for each "static" mutant (one in
// a constant evaluated at module load, such as the rules tables): the same verdicts, several
// times slower.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureNode24, envWithNode24, needsNode24 } from './node24.mjs';

const PER_FILE_MINIMUM = 75;
const REPORT_DIR = 'reports/mutation';
const REPORT = `${REPORT_DIR}/mutation.json`;

const args = process.argv.slice(2);
const reportOnly = args.includes('--report-only');
const mutateAt = args.indexOf('--mutate');
const only = mutateAt >= 0 ? args[mutateAt + 1]?.split(',') : undefined;

const config = (await import(path.resolve('stryker.config.mjs'))).default;
const overallMinimum = config.thresholds.break;

/** Minimal glob → RegExp for the config's `mutate` patterns (`**`, `*`). */
const escapeRegExp = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const globToRegExp = (glob) =>
  new RegExp(
    `^${glob
      .split('**/')
      .map((part) => part.split('*').map(escapeRegExp).join('[^/]*'))
      .join('(?:.*/)?')}$`,
  );

function filesToMutate() {
  const include = config.mutate.filter((p) => !p.startsWith('!')).map(globToRegExp);
  const exclude = config.mutate.filter((p) => p.startsWith('!')).map((p) => globToRegExp(p.slice(1)));
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (include.some((r) => r.test(full)) && !exclude.some((r) => r.test(full))) found.push(full);
    }
  };
  walk('src/finance');
  return found.sort();
}

const reportName = (file) =>
  file
    .replace(/^src\/finance\//, '')
    .replace(/\//g, '__')
    .replace(/\.ts$/, '');

if (!reportOnly) {
  // Stryker 10's command line refuses Node.js < 22, and the project's machines may run Node 20.19+
  // (package.json engines): on those it runs on the Node 24 LTS that `npm test` fetches too
  // (scripts/node24.mjs, kept in the git-ignored .cache/node24/).
  let node = process.execPath;
  let env = process.env;
  if (needsNode24(process.versions.node)) {
    try {
      const node24 = ensureNode24();
      node = node24.node;
      env = envWithNode24(node24.binDir);
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  }
  const stryker = path.resolve('node_modules/@stryker-mutator/core/bin/stryker.js');
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`Stryker's command line on Node ${version} (${path.relative(process.cwd(), node) || node})`);
  const started = Date.now();
  const files = only ?? filesToMutate();
  fs.mkdirSync(`${REPORT_DIR}/configs`, { recursive: true });
  for (const [i, file] of files.entries()) {
    const name = reportName(file);
    console.log(`\n[${i + 1}/${files.length}] ${file}`);
    // One config per file: stryker.config.mjs with this file's mutate list, reports and incremental
    // file (the command line has no flags for the reporters' file names).
    const perFile = `${REPORT_DIR}/configs/${name}.json`;
    fs.writeFileSync(
      perFile,
      JSON.stringify(
        {
          ...config,
          mutate: [file],
          reporters: ['progress', 'html', 'json'],
          htmlReporter: { fileName: `${REPORT_DIR}/files/${name}.html` },
          jsonReporter: { fileName: `${REPORT_DIR}/files/${name}.json` },
          incrementalFile: `${REPORT_DIR}/incremental/${name}.json`,
          // The thresholds apply to the whole engine and to each file below, not to Stryker's run.
          thresholds: { ...config.thresholds, break: 0 },
          // Not copied into each sandbox: the fetched Node 24 (126 MB) among other caches.
          ignorePatterns: [...config.ignorePatterns, '/.cache'],
        },
        null,
        2,
      ),
    );
    const result = spawnSync(node, [stryker, 'run', perFile], { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`\nStryker ended with ${result.status ?? result.signal} on ${file}; see stryker.log.`);
      process.exit(1);
    }
  }
  console.log(`\nMutation testing took ${Math.round((Date.now() - started) / 60000)} min.`);

  // One report for the whole engine, from the per-file reports of this and earlier runs.
  const merged = { schemaVersion: '2', thresholds: config.thresholds, files: {} };
  for (const file of filesToMutate()) {
    const part = `${REPORT_DIR}/files/${reportName(file)}.json`;
    if (fs.existsSync(part)) Object.assign(merged.files, JSON.parse(fs.readFileSync(part, 'utf8')).files);
  }
  fs.writeFileSync(REPORT, JSON.stringify(merged));
}

if (!fs.existsSync(REPORT)) {
  console.error(`No report at ${REPORT}: run \`npm run mutation\` first.`);
  process.exit(1);
}

// Stryker's definition: detected (killed + timeout) ÷ valid mutants (detected + survived + no
// coverage); ignored mutants and those that do not compile or crash the runner are left out.
const report = JSON.parse(fs.readFileSync(REPORT, 'utf8'));
const rows = [];
const totals = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, errors: 0, ignored: 0 };
for (const [file, { mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  const count = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, errors: 0, ignored: 0 };
  for (const { status } of mutants) {
    if (status === 'Killed') count.killed++;
    else if (status === 'Timeout') count.timeout++;
    else if (status === 'Survived') count.survived++;
    else if (status === 'NoCoverage') count.noCoverage++;
    else if (status === 'Ignored') count.ignored++;
    else count.errors++;
  }
  for (const key of Object.keys(totals)) totals[key] += count[key];
  rows.push({ file, ...count });
}

const valid = ({ killed, timeout, survived, noCoverage }) => killed + timeout + survived + noCoverage;
const score = (r) => (valid(r) === 0 ? null : ((r.killed + r.timeout) / valid(r)) * 100);
const header = ['file', 'killed', 'timeout', 'survived', 'no cov', 'errors', 'ignored', 'score', ''];
const line = (r, minimum) => {
  const s = score(r);
  const verdict = s === null ? 'no mutants' : s < minimum ? `UNDER ${minimum} %` : 'ok';
  return [
    r.file,
    r.killed,
    r.timeout,
    r.survived,
    r.noCoverage,
    r.errors,
    r.ignored,
    s === null ? '–' : `${s.toFixed(2)} %`,
    verdict,
  ];
};
const table = [
  header,
  ...rows.map((r) => line(r, PER_FILE_MINIMUM)),
  line({ file: 'all files', ...totals }, overallMinimum),
];
const widths = header.map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
console.log('');
for (const row of table)
  console.log(
    row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  '),
  );

const underFiles = rows.filter((r) => score(r) !== null && score(r) < PER_FILE_MINIMUM).map((r) => r.file);
const overall = score(totals) ?? 0;
let failed = false;
if (overall < overallMinimum) {
  console.error(`\nOverall mutation score ${overall.toFixed(2)} % is under ${overallMinimum} %.`);
  failed = true;
}
if (underFiles.length > 0) {
  console.error(`\nUnder ${PER_FILE_MINIMUM} %: ${underFiles.join(', ')}.`);
  failed = true;
}
process.exitCode = failed ? 1 : 0;
if (!failed)
  console.log(
    `\nMutation score ${overall.toFixed(2)} % overall (≥ ${overallMinimum} %), every file ≥ ${PER_FILE_MINIMUM} %.`,
  );
