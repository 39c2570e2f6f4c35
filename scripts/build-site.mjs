#!/usr/bin/env node
// The site's Vite builds, one pair per language of src/i18n/locales.json: a client build and a
// server build (for the prerender), each made with EVERGREEN_LOCALE set, so its message catalogs
// hold that language only (scripts/i18n/catalog-plugin.ts). An English page then carries no
// Spanish words, and an /es/ page no English ones: a language's pages load its own build. The
// default language's client build is dist/; another's is dist-<locale>/, whose chunks
// scripts/prerender.mjs moves into dist/assets/ (a chunk both builds share has one name and is
// downloaded once) before it writes that language's pages under /<locale>/.
//   node scripts/build-site.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const localeData = JSON.parse(fs.readFileSync(path.resolve('src/i18n/locales.json'), 'utf8'));
const locales = Object.keys(localeData.locales);

/** Where a language's client build is written (scripts/prerender.mjs reads it there). */
export const clientDir = (locale) => (locale === localeData.default ? 'dist' : `dist-${locale}`);
/** Where a language's server build is written. */
export const serverDir = (locale) => path.join('dist-ssr', locale);

function vite(args, locale) {
  const run = spawnSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', ...args], {
    stdio: 'inherit',
    env: { ...process.env, EVERGREEN_LOCALE: locale },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.rmSync('dist-ssr', { recursive: true, force: true });
  for (const locale of locales) {
    console.log(`\n— ${locale}: client build → ${clientDir(locale)}/`);
    vite(['--outDir', clientDir(locale), '--emptyOutDir'], locale);
    console.log(`\n— ${locale}: server build → ${serverDir(locale)}/`);
    vite(['--ssr', 'src/app/entry-server.tsx', '--outDir', serverDir(locale)], locale);
  }
}
