import type { Article } from './types';

// Each article's body is a separate chunk loaded only on its own page. This module is part of
// the entry script (the client loads the current article before hydrating), so it holds no
// loaders: the chunk map lives in articleLoaders.ts, fetched only when needed, and the metadata
// of every article in contentIndex.ts, both outside the entry.
const chunkMap = () => import('./articleLoaders');

const loaded = new Map<string, Article>();
const missing = new Set<string>();

/**
 * The meta tag in which the prerender names the page's own body-less article chunk
 * (scripts/prerender.mjs), so the entry need not carry every article's chunk name.
 */
export const ARTICLE_DATA_META = 'evergreen:article-data';

/** Whether `slug` is known to be an article: true once loaded, false once looked up in vain, else undefined. */
export function isKnownArticle(slug: string): boolean | undefined {
  if (loaded.has(slug)) return true;
  if (missing.has(slug)) return false;
  return undefined;
}

/** The article if its chunk has already been loaded (prerender, hydration, revisits). */
export function getLoadedArticle(slug: string): Article | undefined {
  return loaded.get(slug);
}

/** The article with its body, or undefined when there is no article of that slug. */
export async function loadArticle(slug: string): Promise<Article | undefined> {
  const cached = loaded.get(slug);
  if (cached) return cached;
  const load = (await chunkMap()).bodyLoaderBySlug.get(slug);
  if (!load) {
    missing.add(slug);
    return undefined;
  }
  const article = await load();
  loaded.set(slug, article);
  return article;
}

/** The attribute of the element that holds a guide's static sections (GuideSections). */
export const GUIDE_SECTIONS_ATTRIBUTE = 'data-guide-sections';

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
  if (!doc.getElementById('article-title')) return loadArticle(slug);
  const page = await pageDataFromDocument(slug, doc);
  if (!page) return loadArticle(slug);
  // The body is read back from the page this build prerendered: that HTML went through the content
  // compiler's DOMPurify pass at build time, and handing it to ArticleBody re-renders exactly what
  // is already in the document (no new markup). Client-side navigations load the build's
  // sanitised article chunks instead (loadArticle).
  const part = (name: string) => doc.querySelector(`[data-article-body="${name}"]`)?.innerHTML ?? '';
  const guideSections = doc.querySelector(`[${GUIDE_SECTIONS_ATTRIBUTE}]`)?.innerHTML;
  const article: Article = {
    ...page,
    content: `${part('before')}${EMBED_MARKER}${part('after')}${SECOND_TOOL_MARKER}${part('rest')}`,
    ...(guideSections ? { guide_sections_html: guideSections } : {}),
  };
  loaded.set(slug, article);
  return article;
}

/**
 * The body-less chunk the prerendered page names, else the one in the chunk map. Only a script of
 * this site's own assets folder is imported; anything else, or a chunk of another article (an old
 * page after a new release), falls back to the map.
 */
async function pageDataFromDocument(slug: string, doc: Document): Promise<Article | undefined> {
  const named = doc.querySelector<HTMLMetaElement>(`meta[name="${ARTICLE_DATA_META}"]`)?.content ?? '';
  if (/^\/assets\/[\w.-]+\.js$/.test(named)) {
    try {
      const page = ((await import(/* @vite-ignore */ named)) as { default?: Article }).default;
      if (page?.slug === slug) return page;
    } catch {
      // A chunk gone with a new release: the map below has the current one.
    }
  }
  const load = (await chunkMap()).pageLoaderBySlug.get(slug);
  return load ? load() : undefined;
}
