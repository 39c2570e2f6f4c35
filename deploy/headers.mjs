// The one header policy of the site. Everything that serves dist/ takes its headers from here:
//   - the CSP <meta> tag in every page (vite.config.ts),
//   - `npm start` / `npm run preview` (scripts/serve.mjs),
//   - dist/_headers for CDN static hosts, deploy/nginx.conf and the Dockerfile
//     (written by scripts/deploy-config.mjs during `npm run build`).
// deploy/headers.test.ts fails when a generated target disagrees with this file, and
// tests/e2e/headers.spec.ts checks the running servers (ours and Debian's nginx) against it.

import localeData from '../src/i18n/locales.json' with { type: 'json' };

/** The site's languages other than English: each has its pages under /<locale>/ (src/i18n/locale.ts). */
const OTHER_LOCALES = Object.keys(localeData.locales).filter((locale) => locale !== localeData.default);

/**
 * The Content-Security-Policy both as a <meta> tag and as a header. No inline script and no eval;
 * charts and Radix position elements with style attributes, hence 'unsafe-inline' for styles only.
 * form-action is 'none', stricter than 'self': no form of ours is ever submitted to a server.
 */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
];

/**
 * Browsers ignore frame-ancestors in a <meta> tag (and log a console error for it), so only the
 * header carries it: no other site may frame ours (clickjacking).
 */
export const CSP_HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"];

/** The policy of the <meta> tag in every prerendered page. */
export const CONTENT_SECURITY_POLICY_META = CSP_DIRECTIVES.join('; ');
/** The policy of the Content-Security-Policy header: the meta policy plus frame-ancestors. */
export const CONTENT_SECURITY_POLICY_HEADER = [...CSP_DIRECTIVES, ...CSP_HEADER_ONLY_DIRECTIVES].join('; ');

/** Every powerful feature the site never uses, switched off for it and anything it embeds. */
const PERMISSIONS_OFF = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Sent with every response, pages, assets and 404s alike. */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY_HEADER,
  // Older browsers that predate frame-ancestors still honour this; many of our readers keep old devices.
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': PERMISSIONS_OFF.map((feature) => `${feature}=()`).join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Browsers ignore HSTS received over plain HTTP (RFC 6797 §8.1), so sending it from a loopback
  // server or from the container behind a TLS proxy is harmless; it takes effect on TLS deployments.
  // No includeSubDomains or preload: those bind hosts other than this site's.
  'Strict-Transport-Security': 'max-age=63072000',
};

/** Hashed file names change with their content, so a copy may be kept for a year unrevalidated. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** May be stored, but must be revalidated (a cheap 304) on every use: a deploy shows at once. */
export const CACHE_REVALIDATE = 'no-cache';
/** Unhashed files that rarely change (icons, robots.txt, sitemap): a day, then revalidate. */
export const CACHE_DAY = 'public, max-age=86400';

/**
 * Path patterns in the syntax of CDN `_headers` files: exact paths, or a prefix ending in `*`.
 * Every rule whose pattern matches a path applies, as on those hosts, so two matching rules never
 * name the same header (deploy/headers.test.ts checks this for every file of dist/).
 * A file added to public/ needs a Cache-Control rule here; the same test says so.
 * @type {ReadonlyArray<{ path: string; headers: Readonly<Record<string, string>> }>}
 */
export const HEADER_RULES = [
  { path: '/*', headers: SECURITY_HEADERS },
  { path: '/assets/*', headers: { 'Cache-Control': CACHE_IMMUTABLE } },
  // Pages: prerendered HTML at clean addresses.
  { path: '/', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  { path: '/index.html', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  { path: '/404.html', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  { path: '/saved', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  { path: '/saved/*', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  { path: '/my-details', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  { path: '/my-details/*', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  { path: '/my-plan', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  { path: '/my-plan/*', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  { path: '/search', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  { path: '/search/*', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  { path: '/glossary', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  { path: '/glossary/*', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  { path: '/search-index.json', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  { path: '/accessibility', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  { path: '/accessibility/*', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  { path: '/content/*', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  { path: '/tools/*', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  // The service worker and the manifest name the current build: never serve a stale one.
  { path: '/sw.js', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  { path: '/manifest.webmanifest', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  { path: '/favicon.svg', headers: { 'Cache-Control': CACHE_DAY } },
  { path: '/icon-192.png', headers: { 'Cache-Control': CACHE_DAY } },
  { path: '/icon-512.png', headers: { 'Cache-Control': CACHE_DAY } },
  { path: '/robots.txt', headers: { 'Cache-Control': CACHE_DAY } },
  { path: '/sitemap.xml', headers: { 'Cache-Control': CACHE_DAY } },
  // Each other language's pages, 404 page and service worker (src/i18n/locales.json), as the English ones.
  ...OTHER_LOCALES.flatMap((locale) => [
    { path: `/${locale}`, headers: { 'Cache-Control': CACHE_REVALIDATE } },
    { path: `/${locale}/*`, headers: { 'Cache-Control': CACHE_REVALIDATE } },
  ]),
];

/** The headers a request for `pathname` (decoded, no query) gets. Unknown paths get the security headers only. */
export function headersFor(pathname) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of HEADER_RULES) if (patternMatches(rule.path, pathname)) Object.assign(headers, rule.headers);
  return headers;
}

/** `_headers` semantics: `/a/*` matches `/a/` and everything below it; otherwise the exact path. */
export function patternMatches(pattern, pathname) {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
}

/** The status of an unknown address: its own 404 page is served with these headers. */
export const NOT_FOUND_PAGE = '/404.html';

/**
 * The 404 page an unknown address gets: its language's own (`/es/no-such-page` → `/es/404.html`,
 * in Spanish, written by the prerender), the English one for any other address.
 */
export function notFoundPageFor(pathname) {
  const locale = OTHER_LOCALES.find((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`));
  return locale ? `/${locale}${NOT_FOUND_PAGE}` : NOT_FOUND_PAGE;
}
