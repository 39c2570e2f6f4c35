#!/usr/bin/env node
// JavaScript before idle, before and after a change, route by route: two reports written by
// `node scripts/js-before-idle.mjs dist --json <file>` (docs/performance.md). Prints each route's
// change in gzipped bytes and exits 1 when any route grew (H6: "has not grown on any route").
//   node scripts/js-idle-compare.mjs <before.json> <after.json> [--all]
// --all lists every route; by default only routes that changed are listed.
import fs from 'node:fs';

/** A route's bytes: the sum of its scripts' gzipped sizes (whole bytes; `kb` is rounded for show). */
export function routeBytes(result) {
  if (Array.isArray(result.files)) return result.files.reduce((sum, f) => sum + f.gz, 0);
  return Math.round(result.kb * 1024);
}

/** A chunk's name without its content hash: `assets/toolkit-B1x_9aZ.js` → `toolkit`. */
export function chunkName(file) {
  const base = file.split('/').at(-1) ?? file;
  return base.replace(/\.js$/, '').replace(/-[\w-]{8}$/, '');
}

/**
 * Route-by-route deltas between two js-before-idle reports. A route only in `after` is `added`
 * (nothing to compare with), one only in `before` is `removed`; neither counts as grown.
 */
export function compareJsIdle(before, after) {
  const was = new Map(before.map((r) => [r.route, r]));
  const now = new Map(after.map((r) => [r.route, r]));
  const rows = [];
  for (const [route, a] of now) {
    const b = was.get(route);
    if (!b) continue;
    const beforeBytes = routeBytes(b);
    const afterBytes = routeBytes(a);
    rows.push({ route, before: beforeBytes, after: afterBytes, delta: afterBytes - beforeBytes });
  }
  const deltas = rows.map((r) => r.delta).sort((x, y) => x - y);
  const median = deltas.length
    ? deltas.length % 2
      ? deltas[(deltas.length - 1) / 2]
      : (deltas[deltas.length / 2 - 1] + deltas[deltas.length / 2]) / 2
    : 0;
  return {
    rows,
    grown: rows.filter((r) => r.delta > 0).length,
    equal: rows.filter((r) => r.delta === 0).length,
    shrunk: rows.filter((r) => r.delta < 0).length,
    median,
    min: deltas[0] ?? 0,
    max: deltas.at(-1) ?? 0,
    added: [...now.keys()].filter((route) => !was.has(route)),
    removed: [...was.keys()].filter((route) => !now.has(route)),
  };
}

/** Per chunk name (hash left out), the change in gzipped bytes on one route; unchanged chunks left out. */
export function chunkDeltas(before, after) {
  const sizes = (result) => {
    const map = new Map();
    for (const f of result.files ?? []) map.set(chunkName(f.file), (map.get(chunkName(f.file)) ?? 0) + f.gz);
    return map;
  };
  const b = sizes(before);
  const a = sizes(after);
  const names = [...new Set([...b.keys(), ...a.keys()])].sort();
  return names.map((name) => ({ name, delta: (a.get(name) ?? 0) - (b.get(name) ?? 0) })).filter((c) => c.delta !== 0);
}

const signed = (n) => (n > 0 ? `+${n}` : String(n));

/** The printed report, line by line. */
export function formatComparison(comparison, { all = false } = {}) {
  const lines = [`${'route'.padEnd(58)} ${'before B'.padStart(9)} ${'after B'.padStart(9)} ${'Δ B'.padStart(7)}`];
  for (const r of comparison.rows) {
    if (!all && r.delta === 0) continue;
    lines.push(
      `${r.route.padEnd(58)} ${String(r.before).padStart(9)} ${String(r.after).padStart(9)} ${signed(r.delta).padStart(7)}${r.delta > 0 ? '  GREW' : ''}`,
    );
  }
  for (const route of comparison.added) lines.push(`${route.padEnd(58)} new route, nothing to compare with`);
  for (const route of comparison.removed) lines.push(`${route.padEnd(58)} no longer measured`);
  lines.push(
    `routes ${comparison.rows.length}: ${comparison.grown} grown, ${comparison.equal} equal, ${comparison.shrunk} shrunk; ` +
      `Δ median ${signed(comparison.median)} B, min ${signed(comparison.min)} B, max ${signed(comparison.max)} B`,
  );
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const all = args.includes('--all');
  const [beforeFile, afterFile] = args.filter((a) => a !== '--all');
  if (!beforeFile || !afterFile) {
    console.error('usage: node scripts/js-idle-compare.mjs <before.json> <after.json> [--all]');
    process.exit(2);
  }
  const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
  const before = read(beforeFile);
  const after = read(afterFile);
  const comparison = compareJsIdle(before, after);
  for (const line of formatComparison(comparison, { all })) console.log(line);
  const worst = comparison.rows.reduce((w, r) => (!w || r.delta > w.delta ? r : w), undefined);
  if (worst && worst.delta > 0) {
    const find = (list) => list.find((r) => r.route === worst.route);
    console.log(`chunks on ${worst.route}, the route that grew most:`);
    for (const c of chunkDeltas(find(before), find(after))) console.log(`  ${c.name.padEnd(40)} ${signed(c.delta)} B`);
  }
  console.log(comparison.grown ? `${comparison.grown} route(s) grew` : 'no route grew');
  process.exit(comparison.grown ? 1 : 0);
}
