import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../kit';
import { currentAddress } from '../kit/addressFlush';
import { author } from '../../content/site.json';
import type { Article } from './types';
import * as styles from './ArticlePage.css';
import * as m from './messages';

// Storage (with its schemas) and the dialog load only when the visitor uses an action, keeping
// them out of the article's first download.
// The bookmark store only: the storage barrel would bring the saved-items file format too.
const loadStorage = () => import('../storage/bookmarks');

function currentHref(): string {
  return currentAddress().href;
}
const Notice = lazy(() => import('../kit/Dialog/Notice').then((m) => ({ default: m.Notice })));

interface ArticleActionsProps {
  article: Pick<Article, 'slug' | 'title' | 'excerpt' | 'content' | 'created_at' | 'author_id'>;
}

/** The article data a visitor may download (SPEC §7: title, content, excerpt, author, publish date and url, in a file named by slug). */
export function articleDownload(article: ArticleActionsProps['article'], url: string) {
  return {
    title: article.title,
    content: article.content,
    excerpt: article.excerpt,
    author: author.name,
    publishDate: article.created_at,
    url,
  };
}

/** Bookmark, Share, Print and Download as JSON (SPEC §2 the viewer's four actions, §7 share falls back to copying the link, §8 a failed share is only logged). */
export function ArticleActions({ article }: ArticleActionsProps) {
  const [bookmarked, setBookmarked] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  // Read after mount: the prerendered HTML cannot know this browser's bookmarks.
  useEffect(() => {
    let current = true;
    void loadStorage().then(({ isBookmarked }) => {
      if (current) setBookmarked(isBookmarked(article.slug));
    });
    return () => {
      current = false;
    };
  }, [article.slug]);

  const toggle = async () => {
    const { toggleBookmark } = await loadStorage();
    setBookmarked(toggleBookmark(article.slug));
  };

  const share = async () => {
    const url = currentHref();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: article.title, text: article.excerpt, url });
      } catch (error) {
        // SPEC §8: a failed or cancelled share is only logged.
        console.warn('[share] the browser share sheet failed', error);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage(m.linkCopied());
    } catch (error) {
      console.warn('[share] could not copy the link', error);
      setMessage(m.copyLink({ url }));
    }
  };

  const download = async () => {
    const { downloadJson } = await import('../storage/download');
    downloadJson(`${article.slug}.json`, articleDownload(article, currentHref()));
  };

  return (
    <div className={styles.actions} role="group" aria-label={m.actionsLabel()} data-print="hide">
      <Button variant="secondary" aria-pressed={bookmarked} onClick={toggle}>
        {bookmarked ? m.bookmarked() : m.bookmark()}
      </Button>
      <Button variant="secondary" onClick={share}>
        {m.share()}
      </Button>
      <Button variant="secondary" onClick={() => window.print()}>
        {m.print()}
      </Button>
      <Button variant="secondary" onClick={download}>
        {m.downloadJson()}
      </Button>
      {message ? (
        <Suspense fallback={null}>
          <Notice open message={message} onOpenChange={(open) => !open && setMessage(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
