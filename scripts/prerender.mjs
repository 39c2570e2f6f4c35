#!/usr/bin/env node
// Writes real HTML for every route in every language into dist/ (title, description, canonical URL,
// the page in each other language, `<html lang>`, and the article text present before any
// JavaScript runs), plus each language's 404.html and one sitemap.xml listing every page in every
// language. English pages are at /tools/rmd, Spanish ones at /es/tools/rmd; each language's pages
// load that language's client build (scripts/build-site.mjs), whose chunks are moved here into
// dist/assets/ first.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientDir, serverDir } from './build-site.mjs';

const dist = path.resolve('dist');
const localeData = JSON.parse(fs.readFileSync(path.resolve('src/i18n/locales.json'), 'utf8'));
const locales = Object.keys(localeData.locales);
const prefixOf = (locale) => (locale === localeData.default ? '' : `/${locale}`);

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A language's build: its page template and manifest. Another language's client build is moved
 * into dist/: its chunks into dist/assets/ (a chunk with the same name in both builds is the same
 * file: names are content hashes), its manifest to dist/.vite/manifest.<locale>.json.
 */
function buildOf(locale) {
  const own = path.resolve(clientDir(locale));
  const template = fs.readFileSync(path.join(own, 'index.html'), 'utf8');
  const manifestFile = path.join(own, '.vite/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  if (own !== dist) {
    fs.cpSync(path.join(own, 'assets'), path.join(dist, 'assets'), { recursive: true });
    // The language's own search index (scripts/search-plugin.ts): /es/search-index.json.
    const index = path.join(own, 'search-index.json');
    if (fs.existsSync(index)) {
      fs.mkdirSync(path.join(dist, prefixOf(locale)), { recursive: true });
      fs.copyFileSync(index, path.join(dist, prefixOf(locale), 'search-index.json'));
    }
    fs.copyFileSync(manifestFile, path.join(dist, `.vite/manifest.${locale}.json`));
    fs.rmSync(own, { recursive: true, force: true });
  }
  return { template, manifest };
}

// Vite injects a lazily loaded chunk's CSS only when the chunk loads, so a prerendered page would
// first paint without its route's, article's and tool's styles and then shift (Lighthouse CLS
// 0.1–0.36). Each page therefore links its own stylesheets. Its chunks are NOT preloaded: the
// text is already in the HTML, and fetching the route, article and tool chunks early competed
// with the page's own bytes and pushed LCP past 2 s on a slow phone connection; the client
// starts them itself before hydrating. The chart chunk stays lazy.
function chunkLists(manifest) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  function closure(key, files = { js: new Set(), css: new Set() }, seen = new Set()) {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return files;
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.js.add(chunk.file);
    for (const css of chunk.css ?? []) files.css.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, files, seen);
    return files;
  }
  const shell = closure(entryKey);
  return (key) => {
    const files = closure(key);
    return {
      css: [...files.css].filter((f) => !shell.css.has(f)),
      js: [...files.js].filter((f) => !shell.js.has(f)),
    };
  };
}

/** Writes one page of a language's build: the template filled with the rendered page and its head. */
function pageWriter(server, { template, manifest }) {
  const chunksOf = chunkLists(manifest);
  /** The scripts and styles a page needs beyond the shell's: its page module's (the route table, src/app/routes.ts). */
  function chunksFor(route) {
    const key = server.pageModuleFor(route);
    if (!manifest[key])
      throw new Error(`prerender: ${route} shows ${key} (src/app/routes.ts), which the build manifest lacks`);
    return chunksOf(key);
  }
  // An article page names its own body-less data chunk (the content plugin's `?hydrate`), which the
  // client imports before hydrating (src/articles/articleBodies.ts): the entry script then need not
  // carry the chunk names of every article.
  function articleDataChunk(route) {
    const slug = /^\/content\/([a-z0-9-]+)$/.exec(route)?.[1];
    const chunk = slug && manifest[`content/articles/${slug}.md?hydrate`];
    if (slug && !chunk) throw new Error(`prerender: no ?hydrate chunk for ${route} in the manifest`);
    return chunk ? `/${chunk.file}` : undefined;
  }
  const lang = /<html lang="[^"]*">/;
  if (!lang.test(template)) throw new Error('prerender: index.html must open with <html lang="…">');
  return ({ html, head, fieldTerms }, route) => {
    const { css } = chunksFor(route);
    const dataChunk = articleDataChunk(route);
    const headHtml = [
      `<title>${escapeAttr(head.title)}</title>`,
      `<meta name="description" content="${escapeAttr(head.description)}" />`,
      `<link rel="canonical" href="${escapeAttr(head.canonical)}" />`,
      ...head.alternates.map(
        (a) => `<link rel="alternate" hreflang="${escapeAttr(a.hreflang)}" href="${escapeAttr(a.href)}" />`,
      ),
      ...(dataChunk ? [`<meta name="evergreen:article-data" content="${escapeAttr(dataChunk)}" />`] : []),
      // The term each tool field's label holds, as the prerender's matcher found it: the first client
      // render reads it instead of loading the matcher (src/tools/shared/form/fieldTermsFound.ts).
      ...(fieldTerms && Object.keys(fieldTerms).length
        ? [`<meta name="evergreen:field-terms" content="${escapeAttr(JSON.stringify(fieldTerms))}" />`]
        : []),
    ].join('\n    ');
    // After the entry's own stylesheet, so the cascade matches the order Vite would inject them in.
    const assets = [...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}" />`)]
      .map((tag) => `  ${tag}\n  `)
      .join('');
    return template
      .replace(lang, `<html lang="${escapeAttr(head.lang)}">`)
      .replace('<!--app-head-->', headHtml)
      .replace('</head>', `${assets}</head>`)
      .replace('<!--app-html-->', html);
  };
}

// Every build is read before any page is written: the default language's template is
// dist/index.html, which its home page replaces.
const builds = new Map(locales.map((locale) => [locale, buildOf(locale)]));
let count = 0;
let routes = [];
let origin = '';
for (const locale of locales) {
  const server = await import(pathToFileURL(path.resolve(serverDir(locale), 'entry-server.js')).href);
  const page = pageWriter(server, builds.get(locale));
  const prefix = prefixOf(locale);
  routes = server.allRoutes();
  for (const route of routes) {
    const address = route === '/' ? prefix || '/' : `${prefix}${route}`;
    const file = address === '/' ? path.join(dist, 'index.html') : path.join(dist, address.slice(1), 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page(await server.render(address), route));
    count++;
  }
  fs.mkdirSync(path.join(dist, prefix), { recursive: true });
  fs.writeFileSync(path.join(dist, prefix, '404.html'), page(await server.render(`${prefix}/404`), '/404'));
  if (locale === localeData.default) origin = (await server.render('/')).head.canonical.replace(/\/$/, '');
}

// Every page in every language, each with its alternates (Google's hreflang in sitemaps).
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${locales
  .flatMap((locale) =>
    routes.map((route) => {
      const at = (l) => `${origin}${route === '/' ? prefixOf(l) || '/' : `${prefixOf(l)}${route}`}`;
      const alternates = locales.map((l) => `\n    <xhtml:link rel="alternate" hreflang="${l}" href="${at(l)}" />`);
      return `  <url>\n    <loc>${at(locale)}</loc>${alternates.join('')}\n  </url>`;
    }),
  )
  .join('\n')}
</urlset>
`;
fs.writeFileSync(path.join(dist, 'sitemap.xml'), sitemap);
fs.rmSync(path.resolve('dist-ssr'), { recursive: true, force: true });
console.log(
  `prerendered ${count} pages in ${locales.length} languages (${locales.join(', ')}) + 404 pages, sitemap.xml with ${routes.length * locales.length} URLs`,
);
