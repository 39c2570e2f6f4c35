#!/usr/bin/env node
// Which sources make up a built chunk: node scripts/bundle-report.mjs <chunk.js.map>
import fs from 'node:fs';
const map = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const sizes = new Map();
map.sources.forEach((s, i) => {
  const content = map.sourcesContent?.[i] ?? '';
  const key = s
    .replace(/^.*node_modules\//, 'npm:')
    .replace(/^(npm:(@[^/]+\/)?[^/]+).*/, '$1')
    .replace(/^\.\.\/\.\.\/src\/([^/]+\/[^/]+).*/, 'src/$1');
  sizes.set(key, (sizes.get(key) ?? 0) + content.length);
});
[...sizes.entries()]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 30)
  .forEach(([k, v]) => console.log(String(v).padStart(8), k));
