import { sanitizeHtml } from './sanitizeHtml';
import * as styles from './ArticlePage.css';

interface ArticleBodyProps {
  html: string;
}

/** One part of an article's HTML body, always sanitised just before it is rendered. */
export function ArticleBody({ html }: ArticleBodyProps) {
  if (!html) return null;
  // The HTML comes from our own content files, compiled and sanitised at build time, and is
  // sanitised again here with DOMPurify.
  return <div className={`article-body ${styles.body}`} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
