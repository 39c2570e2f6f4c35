#!/usr/bin/env node
// Regenerates the service workers after scripts/prerender.mjs, so each precache lists every
// prerendered page. One worker per language: dist/sw.js (scope /) precaches the English pages and
// the English build's chunks, dist/es/sw.js (scope /es/) the Spanish ones; both take the site's
// shared files (icons, manifest, search index). A reader downloads for offline use the language
// they read, never both (src/app/serviceWorker.ts registers the page's own).
import fs from 'node:fs';
import path from 'node:path';
import { generateSW } from 'workbox-build';
import { workboxOptions } from './pwa-options.mjs';

const dist = path.resolve(process.argv[2] ?? 'dist');
const localeData = JSON.parse(fs.readFileSync(path.resolve('src/i18n/locales.json'), 'utf8'));
const locales = Object.keys(localeData.locales);
const others = locales.filter((l) => l !== localeData.default);

/** The chunks, styles and assets a language's client build holds (its manifest). */
function buildFiles(locale) {
  const file = path.join(dist, '.vite', locale === localeData.default ? 'manifest.json' : `manifest.${locale}.json`);
  if (!fs.existsSync(file)) return null;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  return new Set(
    Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]),
  );
}

for (const locale of locales) {
  const own = buildFiles(locale);
  const base = workboxOptions(dist);
  const isDefault = locale === localeData.default;
  const options = isDefault
    ? {
        ...base,
        // Other languages' pages, and chunks only their builds hold, belong to their own workers.
        globIgnores: [...base.globIgnores, ...others.map((l) => `${l}/**`)],
      }
    : {
        ...base,
        swDest: path.join(dist, locale, 'sw.js'),
        globIgnores: [
          ...base.globIgnores,
          `${locale}/sw.js`,
          // The default language's search index; this language's is /<locale>/search-index.json.
          'search-index.json',
          ...others.filter((l) => l !== locale).map((l) => `${l}/**`),
        ],
        // The worker sits at /es/sw.js: its precache names files from the site's root.
        modifyURLPrefix: { '': '/' },
      };
  const ownFilter = async (entries) => ({
    manifest: entries.filter((entry) => {
      const url = entry.url.replace(/^\//, '');
      if (!url.startsWith('assets/') || !own) return isDefault || !/^[^/]+\.html$/.test(url);
      return own.has(url);
    }),
    warnings: [],
  });
  if (!isDefault) {
    // Pages of the default language at the root (index.html, 404.html) are not this language's.
    options.globPatterns = [
      `${locale}/**/*.html`,
      `${locale}/search-index.json`,
      'assets/**/*.{js,css,svg,png}',
      '*.{svg,png,json,webmanifest,txt,xml}',
    ];
  }
  options.manifestTransforms = [ownFilter, ...(options.manifestTransforms ?? [])];
  const { count, size, warnings } = await generateSW(options);
  for (const warning of warnings) console.warn(warning);
  console.log(
    `service worker ${path.relative(dist, options.swDest)} precaches ${count} files, ${(size / 1024 / 1024).toFixed(2)} MB`,
  );
}
