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

function page({ html, head }) {
  const headHtml = [
    `<title>${escapeAttr(head.title)}</title>`,
    `<meta name="description" content="${escapeAttr(head.description)}" />`,
    `<link rel="canonical" href="${escapeAttr(head.canonical)}" />`,
  ].join('\n    ');
  return template.replace('<!--app-head-->', headHtml).replace('<!--app-html-->', html);
}

const routes = server.allRoutes();
let count = 0;
for (const route of routes) {
  const result = await server.render(route);
  const file = route === '/' ? path.join(dist, 'index.html') : path.join(dist, route.slice(1), 'index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, page(result));
  count++;
}
const notFound = await server.render('/404');
fs.writeFileSync(path.join(dist, '404.html'), page(notFound));

const origin = (await server.render('/')).head.canonical.replace(/\/$/, '');
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${routes.map((r) => `  <url><loc>${origin}${r}</loc></url>`).join('\n')}
</urlset>
`;
fs.writeFileSync(path.join(dist, 'sitemap.xml'), sitemap);
fs.rmSync(path.resolve('dist-ssr'), { recursive: true, force: true });
console.log(`prerendered ${count} routes + 404.html, sitemap.xml with ${routes.length} URLs`);
