#!/usr/bin/env node
// The proof of docs/adding-a-tool.md, run by `npm test`: in a copy of this checkout (node_modules
// linked, not copied), `npm run new-tool` makes a placeholder tool, and the copy must then pass the
// typecheck, lint, format check and every unit suite that knows about tools (the tool's own tests
// and transcript, the story, field-list, My details and content meta tests). Each file the scaffold
// touches must be one the recipe names. The copy is deleted afterwards, pass or fail.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toolNames } from './new-tool.mjs';

const ID = 'scaffold-check';
const SKIP = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-ssr',
  'storybook-static',
  'test-results',
  'reports',
  'coverage',
  '.cache',
  'playwright-report',
]);

const root = process.cwd();
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'evergreen-new-tool-'));
const started = Date.now();
const step = (what, command, args) => {
  console.log(`--- ${what}`);
  execFileSync(command, args, { cwd: copy, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
};
/** A step run in the background with its output held back; printed whole, in order, by `report`. */
const background = (what, command, args) =>
  new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      cwd: copy,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => resolve({ what, code, output: Buffer.concat(chunks).toString('utf8') }));
    child.on('error', (error) => resolve({ what, code: 1, output: String(error) }));
  });
const report = ({ what, code, output }) => {
  console.log(`--- ${what}`);
  if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  if (code !== 0) throw new Error(`${what} failed (exit ${code})`);
};

try {
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

  step(`npm run new-tool -- ${ID}`, 'node', ['scripts/new-tool.mjs', ID]);
  const n = toolNames(ID);
  // Every file the scaffold made or changed is one the recipe names (with <Tool>, <tool>, <id>).
  const recipe = fs.readFileSync(path.join(copy, 'docs/adding-a-tool.md'), 'utf8');
  const generic = (file) =>
    file.replaceAll(n.component, '<Tool>').replaceAll(n.module, '<tool>').replaceAll(ID, '<id>');
  const touched = [
    ...fs.readdirSync(path.join(copy, 'src/tools', n.component)).map((f) => `src/tools/${n.component}/${f}`),
    `src/finance/${n.domain}/${n.module}.ts`,
    `src/finance/${n.domain}/${n.module}Bounds.ts`,
    `src/finance/${n.domain}/${n.module}.test.ts`,
    'src/finance/index.ts',
    'src/tools/toolIndex.generated.json',
    'src/tools/toolIds.generated.ts',
    'docs/CONVENTIONS.md',
    'docs/storybook.md',
    'docs/methodology.md',
    `docs/screen-reader/${ID}.md`,
    `docs/screen-reader/es/${ID}.md`,
  ];
  const unnamed = touched.filter((file) => {
    const name = generic(file);
    return !recipe.includes(name) && !recipe.includes(path.basename(name));
  });
  if (unnamed.length)
    throw new Error(`the scaffold touched files docs/adding-a-tool.md does not name: ${unnamed.join(', ')}`);
  for (const file of touched)
    if (!fs.existsSync(path.join(copy, file))) throw new Error(`the scaffold did not write ${file}`);

  // The typecheck keeps one core busy for most of this check's time: the lint and the format check
  // of the scaffold's files run beside it, on CI's two cores, and each one's output is printed
  // whole once all three have ended. Each must pass, as before.
  const checks = await Promise.all([
    background('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
    background('lint the new files', 'npx', [
      'eslint',
      '--max-warnings=0',
      `src/tools/${n.component}`,
      `src/finance/${n.domain}/${n.module}.ts`,
      `src/finance/${n.domain}/${n.module}Bounds.ts`,
      `src/finance/${n.domain}/${n.module}.test.ts`,
      'src/finance/index.ts',
    ]),
    // Only what the scaffold wrote or changed: the rest of the project is the format gate's.
    background('format check', 'npx', ['prettier', '--check', ...touched]),
  ]);
  let failed;
  for (const check of checks) {
    try {
      report(check);
    } catch (error) {
      failed ??= error;
    }
  }
  if (failed) throw failed;
  step('the tool’s tests, transcript and the meta tests that list every tool', 'npx', [
    'vitest',
    'run',
    '--reporter=dot',
    // No results cache: this check runs beside the main suite's node project (scripts/test-all.mjs), and both
    // would write the one node_modules/.vite/vitest/…/results.json as they end.
    '--no-cache',
    `src/finance/${n.domain}/${n.module}.test.ts`,
    `src/tools/${n.component}`,
    'src/tools/toolStories.node.test.ts',
    'src/tools/shared/core/toolFields.node.test.ts',
    'src/tools/shared/form/myDetailsUsage.node.test.ts',
    'src/tools/shared/core/toolScenario.test.tsx',
    'src/app/routes.node.test.ts',
    'content/',
  ]);
  console.log(`new-tool check passed in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
