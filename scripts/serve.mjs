#!/usr/bin/env node
// Serves a built folder on 127.0.0.1 the way production does (deploy/nginx.conf, a CDN with
// dist/_headers): prerendered pages by path, the build's precompressed .br/.gz files by
// Accept-Encoding, the headers of deploy/headers.mjs on every response, and the site's own 404
// page (with status 404) for anything else, in the address's language (/es/… gets /es/404.html).
// No directory listings; a path that is malformed, holds a NUL or climbs out with `..` gets 400.
// Usage: node scripts/serve.mjs <dir> <port>
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { headersFor, NOT_FOUND_PAGE, notFoundPageFor, SECURITY_HEADERS } from '../deploy/headers.mjs';

/** Decoded path, or null when it cannot name a file inside the served folder. */
function safePathname(url) {
  const raw = (url ?? '/').split('?')[0].split('#')[0];
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded.split('/').some((segment) => segment === '..')) return null;
  return decoded;
}

function setAll(res, headers) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * @param {string} dir
 * @param {number} port 0 for any free port
 * @param {{ sitePolicy?: boolean }} [options] sitePolicy: false serves without the site's headers
 *   (Storybook's build needs eval, inline scripts and framing, which the site's CSP forbids).
 */
export function startServer(dir, port, { sitePolicy = true } = {}) {
  const policyFor = sitePolicy ? headersFor : () => ({});
  const errorHeaders = sitePolicy ? SECURITY_HEADERS : {};
  const root = path.resolve(dir);
  // Files are listed once at start-up (dev: false): only files that exist in dir can be served.
  const assets = sirv(root, { dev: false, etag: true, extensions: ['html'], gzip: true, brotli: true });
  /** Each language's 404 page and its precompressed copies, by the page's address (`/es/404.html`). */
  const notFoundFiles = (page) => {
    const file = path.join(root, page);
    const variants = [
      ['br', `${file}.br`],
      ['gzip', `${file}.gz`],
    ].filter(([, variant]) => fs.existsSync(variant));
    return { file, variants };
  };

  function sendNotFound(req, res) {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.statusCode = 404;
    setAll(res, policyFor(NOT_FOUND_PAGE));
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    const page = notFoundPageFor(safePathname(req.url) ?? '/');
    const { file, variants } = notFoundFiles(fs.existsSync(path.join(root, page)) ? page : NOT_FOUND_PAGE);
    if (!fs.existsSync(file)) return res.end(req.method === 'HEAD' ? undefined : 'Not found');
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const variant = variants.find(([encoding]) => new RegExp(`\\b${encoding}\\b`).test(accepted));
    res.setHeader('Vary', 'Accept-Encoding');
    if (variant) res.setHeader('Content-Encoding', variant[0]);
    const body = fs.readFileSync(variant ? variant[1] : file);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...errorHeaders });
      return res.end();
    }
    const pathname = safePathname(req.url);
    if (pathname === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', ...errorHeaders });
      return res.end('Bad request');
    }
    // Set before sirv answers, so a 304 carries them too (sirv keeps headers already set).
    setAll(res, policyFor(pathname));
    assets(req, res, () => sendNotFound(req, res));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', port = '4173'] = process.argv.slice(2);
  await startServer(dir, Number(port));
  console.log(`Evergreen is running at http://127.0.0.1:${port}/`);
}
