import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { ArticlePage } from '../articles/ArticlePage';
import { getLoadedArticle, isKnownArticle, loadArticle } from '../articles/articleBodies';
import type { Article } from '../articles/types';
// The not-found page lists every article; an article page loads it only for an unknown slug.
import { NotFoundRoute } from './notFoundRoute';
import * as m from './messages';

type Loaded = { slug: string; article: Article | undefined };

/**
 * /content/:slug — the article is usually already loaded (prerender, hydration); else fetched from
 * its chunk. An unknown slug shows the not-found page once the chunk map says so.
 */
export function ArticleRoute() {
  const { slug = '' } = useParams();
  const [loadedFor, setLoadedFor] = useState<Loaded | undefined>(() => known(slug));

  useEffect(() => {
    let cancelled = false;
    const ready = known(slug);
    setLoadedFor(ready);
    if (!ready) {
      loadArticle(slug).then((article) => {
        if (!cancelled) setLoadedFor({ slug, article });
      });
    }
    return () => {
      cancelled = true;
    };
  }, [slug]);

  if (!loadedFor || loadedFor.slug !== slug) return <p aria-busy="true">{m.loadingArticle()}</p>;
  if (!loadedFor.article) return <NotFoundRoute />;
  return <ArticlePage key={slug} article={loadedFor.article} />;
}

/** What is already known of `slug` without a request, or undefined. */
function known(slug: string): Loaded | undefined {
  const status = isKnownArticle(slug);
  if (status === undefined) return undefined;
  return { slug, article: status ? getLoadedArticle(slug) : undefined };
}
