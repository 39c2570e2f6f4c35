import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { ArticlePage } from '../articles/ArticlePage';
import { getLoadedArticle, hasArticle, loadArticle } from '../articles/articleBodies';
import type { Article } from '../articles/types';
// The not-found page lists every article; an article page loads it only for an unknown slug.
import { NotFoundRoute } from './routes';

/** /content/:slug — the article is usually already loaded (prerender, hydration); else fetched from its chunk. */
export function ArticleRoute() {
  const { slug = '' } = useParams();
  const [article, setArticle] = useState<Article | undefined>(() => getLoadedArticle(slug));

  useEffect(() => {
    let cancelled = false;
    const cached = getLoadedArticle(slug);
    setArticle(cached);
    if (!cached && hasArticle(slug)) {
      loadArticle(slug).then((loaded) => {
        if (!cancelled) setArticle(loaded);
      });
    }
    return () => {
      cancelled = true;
    };
  }, [slug]);

  if (!hasArticle(slug)) return <NotFoundRoute />;
  if (!article || article.slug !== slug) return <p aria-busy="true">Loading the article…</p>;
  return <ArticlePage key={slug} article={article} />;
}
