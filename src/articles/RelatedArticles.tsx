import { Link } from 'wouter';
import related from '../../content/related.json';
import type { LinkedArticle } from './types';
import * as styles from './ArticlePage.css';
import * as m from './messages';

/** The related set for a slug (SPEC §2 names the sets): five named sets, a default four for every other slug. */
export function relatedSlugsFor(slug: string): string[] {
  const sets = related.sets as Record<string, string[]>;
  return (sets[slug] ?? related.default).filter((s) => s !== slug);
}

interface RelatedArticlesProps {
  slug: string;
  /** Title and excerpt by slug: the article's own `linked` records. */
  linked: Record<string, LinkedArticle> | undefined;
  headingLevel?: 2 | 3;
}

export function RelatedArticles({ slug, linked = {}, headingLevel = 2 }: RelatedArticlesProps) {
  const items = relatedSlugsFor(slug)
    .map((s) => linked[s])
    .filter((a): a is LinkedArticle => a !== undefined);
  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="related-heading">
      <Heading id="related-heading">{m.relatedArticles()}</Heading>
      <ul className={styles.cardGrid}>
        {items.map((a) => (
          <li key={a.slug} className={styles.card}>
            <p className={styles.cardTitle}>
              <Link to={`/content/${a.slug}`}>{a.title}</Link>
            </p>
            <p>{a.excerpt}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
