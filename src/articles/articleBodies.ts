import type { Article } from './types';

// Each article's body is a separate chunk loaded only on its own page. This module is part of
// the entry script (the client loads the current article before hydrating), so it holds only
// loaders: the metadata of every article lives in contentIndex.ts, outside the entry.
const bodyLoaders = import.meta.glob<Article>('/content/articles/*.md', { import: 'default' });

const slugFromPath = (p: string) => p.slice(p.lastIndexOf('/') + 1, -'.md'.length);

const loaderBySlug = new Map(Object.entries(bodyLoaders).map(([p, load]) => [slugFromPath(p), load]));
const loaded = new Map<string, Article>();

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
