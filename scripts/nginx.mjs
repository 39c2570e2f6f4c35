#!/usr/bin/env node
// Runs Debian's nginx with the generated deploy/nginx.conf over a built dist/, as the current
// user, on a loopback port, with its pid and temp files in a throw-away folder: the container's
// server and config, without a container. Used by scripts/test-all.mjs for the header tests.
//   node scripts/nginx.mjs [dist=dist] [port=4174]      (Ctrl-C stops it)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CONTAINER_PORT } from './deploy-config.mjs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Installs Debian's nginx and its brotli_static module with apt-get when either is missing. */
export function ensureNginx() {
  if (fs.existsSync(NGINX) && fs.existsSync(BROTLI_MODULE)) return true;
  console.log(`nginx or its brotli module is missing: installing Debian's nginx with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  const install = spawnSync(
    'apt-get',
    ['install', '-y', '--no-install-recommends', 'nginx', 'libnginx-mod-http-brotli-static'],
    { stdio: 'inherit', env },
  );
  return update.status === 0 && install.status === 0 && fs.existsSync(NGINX) && fs.existsSync(BROTLI_MODULE);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

function waitForPort(port, child, timeoutMs = 10_000) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited with ${child.exitCode}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(undefined);
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) reject(new Error(`nginx did not listen on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * Starts nginx with deploy/nginx.conf, changed in one line only: `listen 8080;` becomes a
 * loopback port. The prefix folder holds a link to dist/ (the config's `root dist;`) and tmp/.
 * @returns {Promise<{ port: number; stop: () => Promise<void>; errors: () => string }>}
 */
export async function startNginx(dist = 'dist', port = 0, conf = 'deploy/nginx.conf') {
  const listenPort = port || (await freePort());
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'evergreen-nginx-'));
  fs.symlinkSync(path.resolve(dist), path.join(prefix, 'dist'));
  fs.mkdirSync(path.join(prefix, 'tmp'));
  const source = fs.readFileSync(conf, 'utf8');
  const listen = new RegExp(`^(\\s*)listen ${CONTAINER_PORT};$`, 'm');
  if (!listen.test(source)) throw new Error(`${conf} has no "listen ${CONTAINER_PORT};" line`);
  const confFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confFile, source.replace(listen, `$1listen 127.0.0.1:${listenPort};`));
  // As root, nginx's workers would switch to `nobody`; run them as the current user instead.
  const globals = ['daemon off;', ...(process.getuid?.() === 0 ? ['user root;'] : [])].join(' ');
  const child = spawn(NGINX, ['-p', `${prefix}/`, '-c', confFile, '-e', 'stderr', '-g', globals], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  try {
    await waitForPort(listenPort, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${error.message}\n${stderr}`);
  }
  return {
    port: listenPort,
    errors: () => stderr,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          fs.rmSync(prefix, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGQUIT');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dist = 'dist', port = '4174'] = process.argv.slice(2);
  if (!ensureNginx()) process.exit(1);
  const nginx = await startNginx(dist, Number(port));
  console.log(`nginx serves ${dist} at http://127.0.0.1:${nginx.port}/ (Ctrl-C stops it)`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void nginx.stop().then(() => process.exit(0)));
}
