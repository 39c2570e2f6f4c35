import path from 'node:path';
import type { Plugin } from 'vite';
import { buildSearchIndex, siteDocuments } from './search-index.ts';
import { SEARCH_INDEX_URL } from '../src/search/options.ts';

/**
 * Vite plugin: writes the search index (scripts/search-index.ts) as a static asset at
 * /search-index.json in the client build, where the service worker's precache picks it up, and
 * serves it from the dev server.
 */
export function searchIndexPlugin(): Plugin {
  const build = () => JSON.stringify(buildSearchIndex(siteDocuments(process.cwd())));
  return {
    name: 'evergreen-search-index',
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: path.posix.basename(SEARCH_INDEX_URL), source: build() });
    },
    configureServer(server) {
      server.middlewares.use(SEARCH_INDEX_URL, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(build());
      });
    },
  };
}
