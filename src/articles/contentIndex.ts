import { byTitle } from './byTitle';
import type { ArticleMeta } from './types';

export { byTitle };

export { getLoadedArticle, loadArticle } from './articleBodies';

// Metadata of every article (home page, related grids, 404 suggestions, titles on navigation).
// Only the pages that list articles import this module, so it stays out of the entry script.
const metaModules = import.meta.glob<ArticleMeta>('/content/articles/*.md', {
  query: '?meta',
  import: 'default',
  eager: true,
});

export const articles: ArticleMeta[] = Object.values(metaModules).sort(byTitle);
const metaBySlug = new Map(articles.map((a) => [a.slug, a]));

export function getArticleMeta(slug: string): ArticleMeta | undefined {
  return metaBySlug.get(slug);
}
