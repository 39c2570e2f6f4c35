#!/usr/bin/env node
// `npm run audit`: production build, then the budgets of issue G1 on every route of the sitemap:
//   size (manifest) · JS requested before idle (Chromium, every route) · Lighthouse (every route,
//   median of 3 runs: perf, TBT, LCP, CLS, JS KB, a11y, best practices, SEO, benchmark index) ·
//   responsiveness (every tool, 4x CPU).
// Runs every step even when one is over budget, prints all summaries, exits non-zero if any failed.
// Not part of `npm test`: Lighthouse over 56 routes x 3 runs takes ~30 minutes and its scores
// depend on machine load (tests/perf is the fast gate in `npm test`).
//   npm run audit -- --runs 1     fewer Lighthouse runs per route (passed through)
import { spawnSync } from 'node:child_process';

const steps = [
  ['build', 'npm', ['run', 'build']],
  ['size', 'node', ['scripts/size.mjs']],
  ['js before idle', 'node', ['scripts/js-before-idle.mjs']],
  ['lighthouse', 'node', ['scripts/lighthouse.mjs', ...process.argv.slice(2)]],
  ['responsiveness', 'node', ['scripts/responsiveness.mjs']],
];
const summaries = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  process.stdout.write(run.stdout ?? '');
  summaries.push([name, run.status === 0, name === 'build' ? '' : (run.stdout ?? '').trimEnd()]);
  if (name === 'build' && run.status !== 0) break;
}
console.log('\n=== summary ===');
for (const [name, ok, output] of summaries) {
  console.log(`${name}: ${ok ? 'within budget' : 'FAILED'}`);
  if (output)
    console.log(
      output
        .split('\n')
        .map((line) => `  ${line}`)
        .join('\n'),
    );
}
process.exit(summaries.every(([, ok]) => ok) ? 0 : 1);
