import * as styles from './ArticlePage.css';

interface ArticleBodyProps {
  html: string;
  /**
   * Which side of the tool this part is on ('rest': after the second tool, when the article has
   * one); lets the client take the prerendered HTML back (articleBodies.ts).
   */
  part: 'before' | 'after' | 'rest';
  /** The language of the words when it is not the page's (an article not yet translated: 'en'). */
  lang?: string;
}

/**
 * One part of an article's HTML body. The HTML comes only from our own content files and was
 * sanitised with DOMPurify when they were compiled (scripts/content-compiler.ts), so it is not
 * sanitised again here: doing so in the browser cost every article page ~17 KB of script and
 * 30–50 ms of main-thread time at hydration, for HTML the prerendered page already shows.
 */
export function ArticleBody({ html, part, lang }: ArticleBodyProps) {
  if (!html) return null;
  return (
    <div
      className={`article-body ${styles.body}`}
      data-article-body={part}
      lang={lang}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
