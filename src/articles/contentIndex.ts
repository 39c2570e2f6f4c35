import type { ArticleMeta } from './types';

export { getLoadedArticle, hasArticle, loadArticle, slugFromPathname } from './articleBodies';

// Metadata of every article (home page, related grids, 404 suggestions, titles on navigation).
// Only the pages that list articles import this module, so it stays out of the entry script.
const metaModules = import.meta.glob<ArticleMeta>('/content/articles/*.md', { query: '?meta', import: 'default', eager: true });

/**
 * Alphabetical by title, ignoring case. A plain comparison rather than localeCompare: the first
 * localeCompare builds an ICU collator (~30–60 ms on a slow phone, while the page hydrates), and
 * for our English titles the order is the same (contentIndex.test.ts checks it).
 */
export function byTitle(a: Pick<ArticleMeta, 'title'>, b: Pick<ArticleMeta, 'title'>): number {
  const x = a.title.toLowerCase();
  const y = b.title.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

export const articles: ArticleMeta[] = Object.values(metaModules).sort(byTitle);
const metaBySlug = new Map(articles.map((a) => [a.slug, a]));

export function getArticleMeta(slug: string): ArticleMeta | undefined {
  return metaBySlug.get(slug);
}
