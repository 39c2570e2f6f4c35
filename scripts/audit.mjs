#!/usr/bin/env node
// `npm run audit`: production build, then bundle size, Lighthouse and responsiveness budgets.
// Runs every step even when one is over budget, prints all summaries, exits non-zero if any failed.
// Not part of `npm test`: Lighthouse alone takes minutes and its scores depend on machine load.
import { spawnSync } from 'node:child_process';

const steps = [
  ['build', 'npm', ['run', 'build']],
  ['size', 'node', ['scripts/size.mjs']],
  ['lighthouse', 'node', ['scripts/lighthouse.mjs']],
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
  if (output) console.log(output.split('\n').map((line) => `  ${line}`).join('\n'));
}
process.exit(summaries.every(([, ok]) => ok) ? 0 : 1);
