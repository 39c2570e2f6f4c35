import { useEffect, useState } from 'react';
import { Button, useNotice } from '../kit';
import { downloadJson, isBookmarked, toggleBookmark } from '../storage';
import site from '../../content/site.json';
import type { Article } from './types';
import * as styles from './ArticlePage.css';

interface ArticleActionsProps {
  article: Pick<Article, 'slug' | 'title' | 'excerpt' | 'content' | 'created_at' | 'author_id'>;
}

export const LINK_COPIED_MESSAGE = 'Link copied to clipboard!';

/** The article data a visitor may download (SPEC §7 "Article Download as JSON"). */
export function articleDownload(article: ArticleActionsProps['article'], url: string) {
  return {
    title: article.title,
    content: article.content,
    excerpt: article.excerpt,
    author: site.author.name,
    publishDate: article.created_at,
    url,
  };
}

/** Bookmark, Share, Print and Download as JSON (SPEC §2 generic article viewer, §7, §8). */
export function ArticleActions({ article }: ArticleActionsProps) {
  const [bookmarked, setBookmarked] = useState(false);
  const notice = useNotice();

  // Read after mount: the prerendered HTML cannot know this browser's bookmarks.
  useEffect(() => {
    setBookmarked(isBookmarked(article.slug));
  }, [article.slug]);

  const share = async () => {
    const url = window.location.href;
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
      notice.notify(LINK_COPIED_MESSAGE);
    } catch (error) {
      console.warn('[share] could not copy the link', error);
      notice.notify(`Copy this link to share the page: ${url}`);
    }
  };

  return (
    <div className={styles.actions} role="group" aria-label="Page actions" data-print="hide">
      <Button
        variant="secondary"
        aria-pressed={bookmarked}
        onClick={() => setBookmarked(toggleBookmark(article.slug))}
      >
        {bookmarked ? 'Bookmarked' : 'Bookmark'}
      </Button>
      <Button variant="secondary" onClick={share}>
        Share
      </Button>
      <Button variant="secondary" onClick={() => window.print()}>
        Print
      </Button>
      <Button variant="secondary" onClick={() => downloadJson(`${article.slug}.json`, articleDownload(article, window.location.href))}>
        Download as JSON
      </Button>
      {notice.element}
    </div>
  );
}
