// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CONTENT_SECURITY_POLICY_HEADER,
  CONTENT_SECURITY_POLICY_META,
  HEADER_RULES,
  NOT_FOUND_PAGE,
  headersFor,
  notFoundPageFor,
} from '../deploy/headers.mjs';
import {
  CONTAINER_PORT,
  CONTAINER_PREFIX,
  NGINX_CONF_IN_CONTAINER,
  filesWithoutCachePolicy,
  renderDockerfile,
  renderHeadersFile,
  renderNginxConf,
} from './deploy-config.mjs';

/**
 * G6: deploy/headers.mjs is the one source of the site's headers. Every target generated from it
 * (dist/_headers, deploy/nginx.conf, Dockerfile) is parsed back here and must agree with it.
 * The running servers are checked against the same source by tests/e2e/headers.spec.ts.
 */

type Headers = Record<string, string>;
const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');
const built = fs.existsSync(path.join(dist, 'index.html'));

/** Every file of dist/ as a URL path (when built), else the files every build has. */
function samplePaths(): string[] {
  const fixed = [
    '/',
    '/index.html',
    '/404.html',
    '/saved',
    '/content/rmd-calculator',
    '/tools/healthcare-cost',
    '/assets/entry-client-AbC123xy.js',
    '/assets/style-AbC123xy.css',
    '/sw.js',
    '/manifest.webmanifest',
    '/sitemap.xml',
  ];
  const publicFiles = fs.readdirSync(path.join(root, 'public')).map((name) => `/${name}`);
  if (!built) return [...fixed, ...publicFiles];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(full);
      else if (!/\.(br|gz)$/.test(entry.name) && entry.name !== '_headers')
        files.push(`/${path.relative(dist, full).split(path.sep).join('/')}`);
    }
  };
  walk(dist);
  // Pages are linked without index.html.
  const pages = files.filter((f) => f.endsWith('/index.html')).map((f) => f.slice(0, -'/index.html'.length) || '/');
  return [...fixed, ...publicFiles, ...files, ...pages];
}

// ---- _headers: the format of CDN static hosts -------------------------------------------------

function parseHeadersFile(text: string): { path: string; headers: Headers }[] {
  const rules: { path: string; headers: Headers }[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const current = rules.at(-1);
    const match = /^\s+([A-Za-z-]+):\s(.+)$/.exec(line);
    if (!current || !match) throw new Error(`unexpected _headers line: ${line}`);
    current.headers[match[1]!] = match[2]!;
  }
  return rules;
}

/** What Netlify / Cloudflare Pages send: every matching rule, and a header named twice is joined. */
function cdnHeaders(
  rules: { path: string; headers: Headers }[],
  pathname: string,
): { headers: Headers; repeated: string[] } {
  const headers: Headers = {};
  const repeated: string[] = [];
  for (const rule of rules) {
    const matches = rule.path.endsWith('*') ? pathname.startsWith(rule.path.slice(0, -1)) : rule.path === pathname;
    if (!matches) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      if (name in headers) repeated.push(name);
      headers[name] = value;
    }
  }
  return { headers, repeated };
}

// ---- nginx.conf -------------------------------------------------------------------------------

interface NginxLocation {
  exact: boolean;
  prefix: string;
  body: string;
  headers: Headers;
}

function parseNginxLocations(conf: string): NginxLocation[] {
  return [...conf.matchAll(/^\s*location (= )?(\S+) \{\n([\s\S]*?)^\s*\}/gm)].map(([, exact, prefix, body]) => ({
    exact: Boolean(exact),
    prefix: prefix!,
    body: body!,
    headers: Object.fromEntries(
      [...body!.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map(([, name, value]) => [name!, value!]),
    ),
  }));
}

/** nginx's choice for prefix locations without regexes: an exact match, else the longest prefix. */
function nginxLocationFor(locations: NginxLocation[], pathname: string): NginxLocation {
  const exact = locations.find((l) => l.exact && l.prefix === pathname);
  if (exact) return exact;
  const prefixes = locations
    .filter((l) => !l.exact && pathname.startsWith(l.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  if (!prefixes[0]) throw new Error(`no nginx location for ${pathname}`);
  return prefixes[0];
}

describe('the one header source (deploy/headers.mjs)', () => {
  it('sends the CSP of the meta tag as a header, plus frame-ancestors, and never allows eval or inline scripts', () => {
    expect(CONTENT_SECURITY_POLICY_HEADER).toBe(`${CONTENT_SECURITY_POLICY_META}; frame-ancestors 'none'`);
    expect(CONTENT_SECURITY_POLICY_META).not.toContain('frame-ancestors');
    for (const directive of ["base-uri 'self'", "object-src 'none'", "script-src 'self'", "default-src 'self'"])
      expect(CONTENT_SECURITY_POLICY_HEADER).toContain(directive);
    // Stricter than the form-action 'self': no form of the site submits to a server.
    expect(CONTENT_SECURITY_POLICY_HEADER).toContain("form-action 'none'");
    expect(CONTENT_SECURITY_POLICY_HEADER).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('gives hashed assets a year, and pages, the service worker and the manifest no-cache', () => {
    expect(headersFor('/assets/entry-client-AbC123xy.js')['Cache-Control']).toBe(CACHE_IMMUTABLE);
    expect(CACHE_IMMUTABLE).toBe('public, max-age=31536000, immutable');
    for (const page of [
      '/',
      '/index.html',
      '/saved',
      '/content/rmd-calculator',
      '/tools/healthcare-cost',
      NOT_FOUND_PAGE,
      '/sw.js',
      '/manifest.webmanifest',
    ]) {
      expect(headersFor(page)['Cache-Control'], page).toBe(CACHE_REVALIDATE);
    }
    expect(CACHE_REVALIDATE).toBe('no-cache');
  });

  it('sends every security header on every path, unknown ones included', () => {
    for (const pathname of ['/', '/assets/x.js', '/no-such-page', '/content/x']) {
      const headers = headersFor(pathname);
      expect(headers['Content-Security-Policy']).toBe(CONTENT_SECURITY_POLICY_HEADER);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('no-referrer');
      expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
      expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}$/);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    }
  });

  it('has a cache rule for every file of the site, and no two matching rules name the same header', () => {
    if (built) expect(filesWithoutCachePolicy(dist)).toEqual([]);
    for (const pathname of samplePaths()) {
      expect(headersFor(pathname)['Cache-Control'], pathname).toBeTruthy();
      const names = HEADER_RULES.filter((r) =>
        r.path.endsWith('*') ? pathname.startsWith(r.path.slice(0, -1)) : r.path === pathname,
      ).flatMap((r) => Object.keys(r.headers));
      expect(new Set(names).size, `${pathname}: ${names.join(', ')}`).toBe(names.length);
    }
  });
});

describe('targets generated from it', () => {
  it('deploy/nginx.conf and the Dockerfile in the repository are what the source generates today', () => {
    expect(
      fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8'),
      'run npm run build to regenerate deploy/nginx.conf',
    ).toBe(renderNginxConf());
    expect(
      fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'),
      'run npm run build to regenerate the Dockerfile',
    ).toBe(renderDockerfile());
  });

  it.skipIf(!built)('dist/_headers of the last build is what the source generates', () => {
    expect(fs.readFileSync(path.join(dist, '_headers'), 'utf8')).toBe(renderHeadersFile());
  });

  it('_headers, read the way a CDN reads it, gives every path exactly the headers of the source', () => {
    const rules = parseHeadersFile(renderHeadersFile());
    expect(rules).toEqual(HEADER_RULES.map((r) => ({ path: r.path, headers: { ...r.headers } })));
    for (const pathname of [...samplePaths(), '/no-such-page']) {
      const { headers, repeated } = cdnHeaders(rules, pathname);
      expect(repeated, pathname).toEqual([]);
      expect(headers, pathname).toEqual(headersFor(pathname));
    }
  });

  it('nginx.conf, read the way nginx picks a location, gives every path exactly the headers of the source', () => {
    const conf = renderNginxConf();
    const locations = parseNginxLocations(conf);
    expect(locations.length).toBeGreaterThan(HEADER_RULES.length - 1);
    for (const pathname of samplePaths()) {
      const location = nginxLocationFor(locations, pathname);
      expect(location.headers, `${pathname} → location ${location.prefix}`).toEqual(headersFor(pathname));
      expect(location.body).toMatch(/try_files \$uri (\$uri\/index\.html )?=404;/);
    }
    // An unknown address is answered by the 404 page's location, with its headers.
    expect(conf).toContain(`error_page 404 ${NOT_FOUND_PAGE};`);
    expect(nginxLocationFor(locations, NOT_FOUND_PAGE).headers).toEqual(headersFor(NOT_FOUND_PAGE));
    // An unknown Spanish address gets the Spanish 404 page (issue I2); an English one keeps the English page.
    expect(notFoundPageFor('/es/no-such-page')).toBe('/es/404.html');
    expect(notFoundPageFor('/es')).toBe('/es/404.html');
    expect(notFoundPageFor('/esx/no-such-page')).toBe(NOT_FOUND_PAGE);
    expect(nginxLocationFor(locations, '/es/no-such-page').body).toContain('error_page 404 /es/404.html;');
    expect(nginxLocationFor(locations, '/content/no-such-article').body).not.toContain('error_page');
    // Build metadata (dist/.vite/) is not served; no directory listings.
    expect(nginxLocationFor(locations, '/.vite/manifest.json').body).toContain('return 404;');
    expect(conf).toMatch(/^\s*autoindex off;$/m);
    expect(conf).not.toMatch(/autoindex on/);
    // The precompressed files are served; never compressed again per request.
    expect(conf).toMatch(/^\s*brotli_static on;$/m);
    expect(conf).toMatch(/^\s*gzip_static on;$/m);
    expect(conf).not.toMatch(/^\s*gzip on;$/m);
    expect(conf).toMatch(new RegExp(`^\\s*listen ${CONTAINER_PORT};$`, 'm'));
    expect(conf).toMatch(/^\s*root dist;$/m);
  });

  it('the Dockerfile runs that nginx config over dist/ as a non-root user, with a health check on its port', () => {
    const dockerfile = renderDockerfile();
    const instructions = dockerfile
      .replace(/\\\n/g, ' ')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => {
        const [keyword, ...rest] = line.trim().split(/\s+/);
        return { keyword: keyword!, args: rest.join(' ') };
      });
    const get = (keyword: string) => instructions.filter((i) => i.keyword === keyword).map((i) => i.args);
    expect(get('FROM')[0]).toMatch(/^debian:bookworm/);
    expect(get('RUN').join(' ')).toMatch(/apt-get install .*\bnginx\b.*libnginx-mod-http-brotli-static/);
    expect(get('COPY')).toContain(`deploy/nginx.conf ${NGINX_CONF_IN_CONTAINER}`);
    // `root dist;` in nginx.conf is relative to the prefix given with -p.
    expect(get('COPY')).toContain(`dist/ ${CONTAINER_PREFIX}dist/`);
    const user = get('USER');
    expect(user).toHaveLength(1);
    expect(user[0]).not.toMatch(/^(root|0)$/);
    expect(get('EXPOSE')).toEqual([String(CONTAINER_PORT)]);
    expect(get('HEALTHCHECK')[0]).toContain(`http://127.0.0.1:${CONTAINER_PORT}/`);
    const cmd = JSON.parse(get('CMD')[0]!) as string[];
    expect(cmd[0]).toBe('nginx');
    expect(cmd[cmd.indexOf('-p') + 1]).toBe(CONTAINER_PREFIX);
    expect(cmd[cmd.indexOf('-c') + 1]).toBe(NGINX_CONF_IN_CONTAINER);
    // The unprivileged user can write nginx's pid and temp files (tmp/ under the prefix) and nothing of the site.
    expect(renderNginxConf()).toMatch(/^pid tmp\/nginx\.pid;$/m);
    expect(get('RUN').join(' ')).toContain(`chown www-data:www-data ${CONTAINER_PREFIX}tmp`);
    expect(get('RUN').join(' ')).not.toContain(`chown www-data:www-data ${CONTAINER_PREFIX}dist`);
  });
});
