#!/usr/bin/env node
// Measures gzipped JavaScript from the production build's manifest and fails over budget:
//   shell (entry and its static imports, no charts) ≤ 100 KB · initial JS per route (shell + the
//   route's page chunk + the article's own chunk) ≤ 120 KB · each tool chunk (own code, not shared
//   with the shell or the chart chunk) ≤ 30 KB · the chart library only in a lazily loaded chunk.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const KB = 1024;
const BUDGET = { shell: 100 * KB, route: 120 * KB, tool: 30 * KB };
const dist = path.resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = new Map();
const gzSize = (file) => {
  if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};

/** A chunk and everything it imports statically (what the browser must load before it runs). */
function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  if (entry.file.endsWith('.js')) seen.add(entry.file);
  for (const imported of entry.imports ?? []) closure(imported, seen);
  return seen;
}
const total = (files) => [...files].reduce((sum, f) => sum + gzSize(f), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const shell = closure(entryKey);
const chartKey = Object.keys(manifest).find((k) => k.endsWith('ChartCanvas.tsx'));
const chartFiles = chartKey ? closure(chartKey) : new Set();
const rows = [];
let failures = 0;
const check = (kind, name, bytes, budget) => {
  const ok = bytes <= budget;
  if (!ok) failures++;
  rows.push([kind, name, kb(bytes), kb(budget), ok ? 'ok' : 'OVER']);
};

check('shell', 'entry + static imports', total(shell), BUDGET.shell);
if (chartKey && shell.has(manifest[chartKey].file)) {
  failures++;
  rows.push(['shell', 'chart library in the shell', '', '', 'OVER']);
}

const routeChunk = (name) => Object.keys(manifest).find((k) => k.endsWith(`src/app/${name}.tsx`));
const routePages = [
  ['/', routeChunk('HomePage'), undefined],
  ['/tools/:id', routeChunk('ToolRoute'), undefined],
];
for (const key of Object.keys(manifest).filter((k) => /content\/articles\/[^?]+\.md$/.test(k))) {
  routePages.push([`/content/${path.basename(key, '.md')}`, routeChunk('ArticleRoute'), key]);
}
for (const [route, pageKey, articleKey] of routePages) {
  const files = new Set(shell);
  if (pageKey) closure(pageKey, files);
  if (articleKey) closure(articleKey, files);
  check('route', route, total(files), BUDGET.route);
}

// A tool's chunk is the code only that tool loads: its own files, not the shell, not the lazy
// chart chunk, and not the kit chunks that several tools share (those are listed once below).
const toolKeys = Object.keys(manifest).filter(
  (k) => /src\/tools\/[^/]+\/[^/]+\.tsx$/.test(k) && manifest[k].isDynamicEntry,
);
const toolClosures = new Map(
  toolKeys.map((k) => [k, [...closure(k)].filter((f) => !shell.has(f) && !chartFiles.has(f))]),
);
const usage = new Map();
for (const files of toolClosures.values()) for (const f of files) usage.set(f, (usage.get(f) ?? 0) + 1);
const shared = [...usage.entries()].filter(([, n]) => n > 1).map(([f]) => f);
for (const [key, files] of toolClosures) {
  const own = files.filter((f) => usage.get(f) === 1);
  check(
    'tool',
    `${path.basename(key, '.tsx')} (own ${own.length} file${own.length === 1 ? '' : 's'}; with shared kit chunks ${kb(total(files))})`,
    total(own),
    BUDGET.tool,
  );
}
rows.push([
  'shared',
  `kit chunks shared by tools (${shared.length} files, loaded once)`,
  kb(total(shared)),
  '—',
  'info',
]);
if (chartKey)
  rows.push([
    'chart',
    'recharts (lazy, only with a chart)',
    kb(total([...chartFiles].filter((f) => !shell.has(f)))),
    '—',
    'info',
  ]);

const widths = [6, 78, 10, 10, 5];
for (const row of [['kind', 'what', 'gzip', 'budget', ''], ...rows])
  console.log(row.map((c, i) => String(c).padEnd(widths[i])).join(' '));
console.log(failures ? `${failures} over budget` : 'all within budget');
process.exit(failures ? 1 : 0);
