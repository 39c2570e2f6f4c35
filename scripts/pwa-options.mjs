// Service-worker settings shared by vite.config.ts (vite-plugin-pwa) and scripts/build-sw.mjs.
// The plugin writes a first sw.js when `vite build` closes, before any page is prerendered;
// build-sw.mjs rewrites it after prerendering so the precache holds every prerendered page.
import path from 'node:path';

/** @param {string} dist */
export function workboxOptions(dist) {
  return {
    globDirectory: dist,
    swDest: path.join(dist, 'sw.js'),
    // The shell, every prerendered article and tool page, every tool chunk and the chart chunk.
    globPatterns: ['**/*.{html,js,css,svg,json,png,webmanifest,txt,xml}'],
    globIgnores: ['sw.js', 'workbox-*.js', '.vite/**'],
    // Hashed assets need no revision; pages do (their hash changes with their content).
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    // No app-shell fallback: each address is answered with its own prerendered HTML, so a page
    // opened offline is the same page, text first, as online.
    navigateFallback: null,
    directoryIndex: 'index.html',
    // /search?q=widow is the precached /search page (it reads q itself), so search works offline.
    ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^q$/],
    manifestTransforms: [
      // `content/x/index.html` is served at `/content/x` (no trailing slash, as the site links it).
      async (entries) => ({
        manifest: entries.map((entry) => ({
          ...entry,
          url: entry.url.replace(/(^|\/)index\.html$/, (m, slash) => (slash ? '' : m)),
        })),
        warnings: [],
      }),
    ],
    // The Workbox runtime inside sw.js rather than a workbox-<hash>.js beside it: one request
    // fewer, and no unlisted file for the cache rules of deploy/headers.mjs.
    inlineWorkboxRuntime: true,
    clientsClaim: true,
    // An update waits until every tab of the old version has closed, so an open page never
    // asks a new worker for chunks of the old build.
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    sourcemap: false,
    mode: 'production',
  };
}
