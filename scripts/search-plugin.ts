import type { Plugin } from 'vite';
import { buildSearchIndex, siteDocuments } from './search-index.ts';
import { searchIndexUrl } from '../src/search/options.ts';
import { buildLocale } from './i18n/catalog-plugin.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './content-locale.ts';

/**
 * Vite plugin: writes a language's search index (scripts/search-index.ts) as a static asset,
 * `search-index.json` at the root of that language's client build (scripts/prerender.mjs puts the
 * Spanish one at /es/search-index.json), where the service worker's precache picks it up; the
 * development server serves every language's at its address.
 */
export function searchIndexPlugin(): Plugin {
  const build = (locale: Locale) => JSON.stringify(buildSearchIndex(siteDocuments(process.cwd(), locale), locale));
  return {
    name: 'evergreen-search-index',
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: 'search-index.json', source: build(buildLocale() ?? DEFAULT_LOCALE) });
    },
    configureServer(server) {
      for (const locale of LOCALES)
        server.middlewares.use(searchIndexUrl(locale), (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.end(build(locale));
        });
    },
  };
}
