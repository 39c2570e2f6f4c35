#!/usr/bin/env node
// `npm run load`: holds the production server under load. Starts scripts/serve.mjs (what
// `npm start` serves) over the built dist/ on loopback, then autocannon sends it 200 concurrent
// connections for 30 s, cycling through every prerendered page (dist/sitemap.xml) and every
// hashed script and stylesheet, asking for brotli as browsers do. Prints p50/p99 latency and
// requests per second; exits non-zero on any error, timeout or non-2xx answer.
// Not part of `npm test` (it takes the machine for 30 s). Build first: `npm run build`.
//   LOAD_CONNECTIONS (200) · LOAD_SECONDS (30, at most 120) · LOAD_PORT (a free one) for the server;
//   LOAD_URL=http://host:port to load
//   a server that is already running (e.g. `node scripts/nginx.mjs`) instead of starting one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';

const dist = path.resolve(process.argv[2] ?? 'dist');
const connections = Math.max(1, Number(process.env.LOAD_CONNECTIONS ?? 200));
const seconds = Math.min(120, Math.max(1, Number(process.env.LOAD_SECONDS ?? 30)));

if (!fs.existsSync(path.join(dist, 'sitemap.xml'))) {
  console.error(`${dist} has no built site: run \`npm run build\` first.`);
  process.exit(1);
}

/** Every page of the sitemap, and every hashed script and stylesheet: what visitors fetch. */
function requestMix() {
  const sitemap = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  const assets = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => `/assets/${name}`);
  return [...pages, ...assets, '/sw.js', '/manifest.webmanifest', '/favicon.svg'];
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startOwnServer() {
  const port = Number(process.env.LOAD_PORT ?? 0) || (await freePort());
  // A process of its own, as `npm start` runs it: the load generator does not share its event loop.
  const child = spawn(process.execPath, ['scripts/serve.mjs', dist, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('running at') && resolve(undefined));
    child.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

// Bounded: whatever happens, the run ends shortly after its budget.
setTimeout(
  () => {
    console.error('load: did not finish in time');
    process.exit(1);
  },
  (seconds + 60) * 1000,
).unref();

const server = process.env.LOAD_URL
  ? { url: process.env.LOAD_URL.replace(/\/$/, ''), stop: () => {} }
  : await startOwnServer();
const paths = requestMix();
console.log(
  `load: ${connections} connections for ${seconds} s against ${server.url}, cycling through ${paths.length} addresses (pages, scripts, stylesheets)`,
);

let result;
try {
  const instance = autocannon({
    url: server.url,
    connections,
    duration: seconds,
    // A hard stop in case the server stops answering: no run outlives its budget by much.
    timeout: 10,
    headers: { 'accept-encoding': 'br, gzip', 'user-agent': 'evergreen-load' },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  const statuses = new Map();
  instance.on('response', (_client, statusCode) => statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1));
  result = await instance;
  result.statuses = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
} finally {
  server.stop();
}

const ok = result.errors === 0 && result.timeouts === 0 && result.non2xx === 0;
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
console.log(
  [
    `requests:    ${result.requests.total} in ${result.duration.toFixed(1)} s (${Math.round(result.requests.average)} req/s average, ${result.requests.min}–${result.requests.max} per second)`,
    `latency:     p50 ${result.latency.p50} ms · p90 ${result.latency.p90} ms · p99 ${result.latency.p99} ms · max ${result.latency.max} ms`,
    `throughput:  ${mb(result.throughput.average)} MB/s average, ${mb(result.throughput.total)} MB in all (compressed)`,
    `statuses:    ${JSON.stringify(result.statuses)}`,
    `errors:      ${result.errors} · timeouts ${result.timeouts} · non-2xx ${result.non2xx}`,
    ok
      ? 'load held: no errors, no timeouts, every answer 2xx'
      : 'LOAD FAILED: errors, timeouts or non-2xx answers (see above)',
  ].join('\n'),
);
process.exit(ok ? 0 : 1);
