import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { articleMeta, compileArticle, ContentError } from './content-compiler.ts';

/**
 * Vite plugin: `content/articles/<slug>.md` imports become compiled article modules at build
 * time. `?meta` imports carry only what lists and links need, so the home page and the router
 * never ship article bodies; each body is its own lazily loaded chunk.
 */
export function contentPlugin(): Plugin {
  return {
    name: 'evergreen-content',
    enforce: 'pre',
    load(id) {
      const [file, query = ''] = id.split('?');
      if (!file || !file.endsWith('.md') || !file.includes(`${path.sep}content${path.sep}articles${path.sep}`)) return null;
      this.addWatchFile(file);
      for (const sections of fs.readdirSync(path.resolve(path.dirname(file), '..', 'sections'))) {
        this.addWatchFile(path.resolve(path.dirname(file), '..', 'sections', sections));
      }
      let article;
      try {
        article = compileArticle(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
      } catch (error) {
        const message = error instanceof ContentError ? error.message : `${file}: ${(error as Error).message}`;
        this.error(message);
      }
      const data = query.includes('meta') ? articleMeta(article) : article;
      return { code: `export default ${JSON.stringify(data)};`, map: null };
    },
  };
}
