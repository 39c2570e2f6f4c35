import type { Article } from './types';

// Each article's body is a separate chunk loaded only on its own page. This module is part of
// the entry script (the client loads the current article before hydrating), so it holds only
// loaders: the metadata of every article lives in contentIndex.ts, outside the entry.
const bodyLoaders = import.meta.glob<Article>('/content/articles/*.md', { import: 'default' });

// The same articles without their bodies (content plugin's `?hydrate`), for the page the browser
// opened: its body is already in the prerendered HTML, so it is read from there, not downloaded
// a second time inside the script (2.5–4.5 KB gzipped per article).
const pageLoaders = import.meta.glob<Article>('/content/articles/*.md', { query: '?hydrate', import: 'default' });

const slugFromPath = (p: string) => p.slice(p.lastIndexOf('/') + 1, -'.md'.length);

const loaderBySlug = new Map(Object.entries(bodyLoaders).map(([p, load]) => [slugFromPath(p), load]));
const pageLoaderBySlug = new Map(Object.entries(pageLoaders).map(([p, load]) => [slugFromPath(p.replace(/\?.*$/, '')), load]));
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

/**
 * Where ArticlePage puts the tool between the first two parts of the body (see splitContent), and
 * an article's second tool before the rest (splitAtSecondTool; with no second tool the rest is empty).
 */
const EMBED_MARKER = '<div data-embed="tool"></div>';
const SECOND_TOOL_MARKER = '<div data-embed="second-tool"></div>';

/**
 * The article of the prerendered page being hydrated: its data from the body-less chunk, its
 * body from the page itself (the HTML of ArticleBody's parts, which React then adopts as they
 * are). Falls back to the whole chunk when the page holds no prerendered article.
 */
export async function loadArticleFromDocument(slug: string, doc: Document): Promise<Article | undefined> {
  const cached = loaded.get(slug);
  if (cached) return cached;
  const load = pageLoaderBySlug.get(slug);
  if (!load || !doc.getElementById('article-title')) return loadArticle(slug);
  // The body is read back from the page this build prerendered: that HTML went through the content
  // compiler's DOMPurify pass at build time, and handing it to ArticleBody re-renders exactly what
  // is already in the document (no new markup). Client-side navigations load the build's
  // sanitised article chunks instead (loadArticle).
  const part = (name: string) => doc.querySelector(`[data-article-body="${name}"]`)?.innerHTML ?? '';
  const page = await load();
  const article = { ...page, content: `${part('before')}${EMBED_MARKER}${part('after')}${SECOND_TOOL_MARKER}${part('rest')}` };
  loaded.set(slug, article);
  return article;
}

/** The slug of an article route such as /content/rmd-calculator, or undefined. */
export function slugFromPathname(pathname: string): string | undefined {
  const match = /^\/content\/([a-z0-9-]+)\/?$/.exec(pathname);
  return match?.[1];
}
