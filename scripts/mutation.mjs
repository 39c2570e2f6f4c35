#!/usr/bin/env node
// `npm run mutation`: mutation testing of the finance engine (settings in stryker.config.mjs),
// then a per-file score table. Ends non-zero when the overall score is under the config's
// `thresholds.break` (85 %) or any single file scores under 75 %.
//   npm run mutation                                  every file of src/finance
//   npm run mutation -- --mutate src/finance/ltc.ts   one file while working on its tests
//   npm run mutation -- --report-only                 re-read the last JSON report, no run
// Kept out of `npm test`: a full run takes many minutes on two cores. See docs/mutation-testing.md.
import fs from 'node:fs';
import path from 'node:path';

const PER_FILE_MINIMUM = 75;
const REPORT = 'reports/mutation/mutation.json';

const args = process.argv.slice(2);
const reportOnly = args.includes('--report-only');
const mutateAt = args.indexOf('--mutate');
const mutate = mutateAt >= 0 ? args[mutateAt + 1]?.split(',') : undefined;

const config = (await import(path.resolve('stryker.config.mjs'))).default;
const overallMinimum = config.thresholds.break;

if (!reportOnly) {
  // Stryker's command line refuses Node.js < 22 before it starts; the project's machines run
  // Node 20.19+ (package.json engines), on which Stryker's own API runs the same mutation test.
  // So the run goes through that API. Imported by file path because the package's public
  // entry point loads the command line (and its version check) too.
  const { Stryker } = await import('../node_modules/@stryker-mutator/core/dist/src/stryker.js');
  await new Stryker(mutate ? { mutate } : {}).runMutationTest();
}

if (!fs.existsSync(REPORT)) {
  console.error(`No report at ${REPORT}: the mutation run did not finish.`);
  process.exit(1);
}

// Stryker's definition: detected (killed + timeout) ÷ valid mutants (detected + survived + no
// coverage); mutants that do not compile or crash the runner are left out.
const report = JSON.parse(fs.readFileSync(REPORT, 'utf8'));
const rows = [];
const totals = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, errors: 0 };
for (const [file, { mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  const count = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, errors: 0 };
  for (const { status } of mutants) {
    if (status === 'Killed') count.killed++;
    else if (status === 'Timeout') count.timeout++;
    else if (status === 'Survived') count.survived++;
    else if (status === 'NoCoverage') count.noCoverage++;
    else count.errors++;
  }
  for (const key of Object.keys(totals)) totals[key] += count[key];
  rows.push({ file, ...count });
}

const score = ({ killed, timeout, survived, noCoverage }) => {
  const valid = killed + timeout + survived + noCoverage;
  return valid === 0 ? 100 : ((killed + timeout) / valid) * 100;
};
const header = ['file', 'killed', 'timeout', 'survived', 'no cov', 'errors', 'score', ''];
const line = (r, minimum) => {
  const s = score(r);
  return [r.file, r.killed, r.timeout, r.survived, r.noCoverage, r.errors, `${s.toFixed(2)} %`, s < minimum ? `UNDER ${minimum} %` : 'ok'];
};
const table = [header, ...rows.map((r) => line(r, PER_FILE_MINIMUM)), line({ file: 'all files', ...totals }, overallMinimum)];
const widths = header.map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
console.log('');
for (const row of table) console.log(row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  '));

const underFiles = rows.filter((r) => score(r) < PER_FILE_MINIMUM).map((r) => r.file);
const overall = score(totals);
let failed = false;
if (overall < overallMinimum) {
  console.error(`\nOverall mutation score ${overall.toFixed(2)} % is under ${overallMinimum} %.`);
  failed = true;
}
if (underFiles.length > 0) {
  console.error(`\nUnder ${PER_FILE_MINIMUM} %: ${underFiles.join(', ')}.`);
  failed = true;
}
if (failed) process.exitCode = 1;
else console.log(`\nMutation score ${overall.toFixed(2)} % overall (≥ ${overallMinimum} %), every file ≥ ${PER_FILE_MINIMUM} %.`);
