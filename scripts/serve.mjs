#!/usr/bin/env node
// Serves a built folder on 127.0.0.1 the way a static host would: prerendered pages by path,
// and the site's own 404 page (with status 404) for anything else.
// Usage: node scripts/serve.mjs <dir> <port>
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';

export function startServer(dir, port) {
  const root = path.resolve(dir);
  const assets = sirv(root, { dev: false, etag: true, extensions: ['html'], gzip: false });
  const notFoundFile = path.join(root, '404.html');
  const server = http.createServer((req, res) => {
    assets(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(fs.existsSync(notFoundFile) ? fs.readFileSync(notFoundFile) : 'Not found');
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', port = '4173'] = process.argv.slice(2);
  await startServer(dir, Number(port));
  console.log(`Evergreen is running at http://127.0.0.1:${port}/`);
}
