#!/usr/bin/env node
// Regenerates dist/sw.js after scripts/prerender.mjs, so the precache lists every prerendered page.
import path from 'node:path';
import { generateSW } from 'workbox-build';
import { workboxOptions } from './pwa-options.mjs';

const dist = path.resolve(process.argv[2] ?? 'dist');
const { count, size, warnings } = await generateSW(workboxOptions(dist));
for (const warning of warnings) console.warn(warning);
console.log(`service worker precaches ${count} files, ${(size / 1024 / 1024).toFixed(2)} MB`);
