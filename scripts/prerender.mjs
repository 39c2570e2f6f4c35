#!/usr/bin/env node
// Writes real HTML for every route into dist/ (title, description, canonical URL and the
// article text present before any JavaScript runs), plus 404.html and sitemap.xml.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = path.resolve('dist');
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const server = await import(pathToFileURL(path.resolve('dist-ssr/entry-server.js')).href);

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// Vite injects a lazily loaded chunk's CSS only when the chunk loads, so a prerendered page would
// first paint without its route's, article's and tool's styles and then shift (Lighthouse CLS
// 0.1–0.36). Each page therefore links its own stylesheets. Its chunks are NOT preloaded: the
// text is already in the HTML, and fetching the route, article and tool chunks early competed
// with the page's own bytes and pushed LCP past 2 s on a slow phone connection; the client
// starts them itself before hydrating. The chart chunk stays lazy.
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
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
/** The scripts and styles a page needs beyond the shell's: its page module's (the route table, src/app/routes.ts). */
function chunksFor(route) {
  const key = server.pageModuleFor(route);
  if (!manifest[key])
    throw new Error(`prerender: ${route} shows ${key} (src/app/routes.ts), which the build manifest lacks`);
  const files = closure(key);
  return {
    css: [...files.css].filter((f) => !shell.css.has(f)),
    js: [...files.js].filter((f) => !shell.js.has(f)),
  };
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

function page({ html, head }, route) {
  const { css } = chunksFor(route);
  const dataChunk = articleDataChunk(route);
  const headHtml = [
    `<title>${escapeAttr(head.title)}</title>`,
    `<meta name="description" content="${escapeAttr(head.description)}" />`,
    `<link rel="canonical" href="${escapeAttr(head.canonical)}" />`,
    ...(dataChunk ? [`<meta name="evergreen:article-data" content="${escapeAttr(dataChunk)}" />`] : []),
  ].join('\n    ');
  // After the entry's own stylesheet, so the cascade matches the order Vite would inject them in.
  const assets = [...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}" />`)]
    .map((tag) => `  ${tag}\n  `)
    .join('');
  return template
    .replace('<!--app-head-->', headHtml)
    .replace('</head>', `${assets}</head>`)
    .replace('<!--app-html-->', html);
}

const routes = server.allRoutes();
let count = 0;
for (const route of routes) {
  const result = await server.render(route);
  const file = route === '/' ? path.join(dist, 'index.html') : path.join(dist, route.slice(1), 'index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, page(result, route));
  count++;
}
const notFound = await server.render('/404');
fs.writeFileSync(path.join(dist, '404.html'), page(notFound, '/404'));

const origin = (await server.render('/')).head.canonical.replace(/\/$/, '');
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${routes.map((r) => `  <url><loc>${origin}${r}</loc></url>`).join('\n')}
</urlset>
`;
fs.writeFileSync(path.join(dist, 'sitemap.xml'), sitemap);
fs.rmSync(path.resolve('dist-ssr'), { recursive: true, force: true });
console.log(`prerendered ${count} routes + 404.html, sitemap.xml with ${routes.length} URLs`);
