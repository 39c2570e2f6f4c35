import type { Article, ArticleMeta } from './types';

// Metadata of every article is small and eager (home page, related grids, 404 suggestions);
// each body is a separate chunk loaded only on its own page.
const metaModules = import.meta.glob<ArticleMeta>('/content/articles/*.md', { query: '?meta', import: 'default', eager: true });
const bodyLoaders = import.meta.glob<Article>('/content/articles/*.md', { import: 'default' });

const slugFromPath = (p: string) => p.slice(p.lastIndexOf('/') + 1, -'.md'.length);

export const articles: ArticleMeta[] = Object.values(metaModules).sort((a, b) => a.title.localeCompare(b.title));
const metaBySlug = new Map(articles.map((a) => [a.slug, a]));
const loaderBySlug = new Map(Object.entries(bodyLoaders).map(([p, load]) => [slugFromPath(p), load]));
const loaded = new Map<string, Article>();

export function getArticleMeta(slug: string): ArticleMeta | undefined {
  return metaBySlug.get(slug);
}

export function hasArticle(slug: string): boolean {
  return loaderBySlug.has(slug);
}

/** The article if its chunk has already been loaded (prerender, hydration, revisits). */
export function getLoadedArticle(slug: string): Article | undefined {
  return loaded.get(slug);
}

export async function loadArticle(slug: string): Promise<Article | undefined> {
  const cached = loaded.get(slug);
  if (cached) return cached;
  const load = loaderBySlug.get(slug);
  if (!load) return undefined;
  const article = await load();
  loaded.set(slug, article);
  return article;
}

/** The slug of an article route such as /content/rmd-calculator, or undefined. */
export function slugFromPathname(pathname: string): string | undefined {
  const match = /^\/content\/([a-z0-9-]+)\/?$/.exec(pathname);
  return match?.[1];
}
