import { Link } from 'wouter';
import home from '../../content/home.json';
import { articles } from '../articles/contentIndex';
import { categoryAnchor } from '../articles/categoryAnchor';
import { categoryName } from '../articles/articleWords';
import type { ArticleMeta } from '../articles/types';
import * as styles from '../articles/pages.css';
import { LanguageOfferSlot } from './languageOfferSlot';

const TOOL_TYPES = new Set(['calculator', 'tool', 'checklist']);

function ArticleCard({ article }: { article: ArticleMeta }) {
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>
        <Link to={`/content/${article.slug}`}>{article.title}</Link>
      </h3>
      <p className={styles.cardText}>{article.excerpt}</p>
    </li>
  );
}

/** A question's link: an article or tool address inside the site, followed by the router. */
function QuestionLink({ to, children }: { to: string; children: string }) {
  return (
    <Link className={styles.questionLink} to={to}>
      {children}
    </Link>
  );
}

/**
 * The home page: a reader's common questions first (each opens the tool that answers it), then
 * topics, featured starting points, every calculator, and each topic with its calculators first.
 */
export function HomePage() {
  const featured = articles.filter((a) => a.featured);
  const calculators = articles.filter((a) => TOOL_TYPES.has(a.content_type));
  const guides = articles.filter((a) => !TOOL_TYPES.has(a.content_type));
  // Topics in the order of their names in the page's language; each keeps its English code's anchor.
  const categories = [...new Set(articles.map((a) => a.category))].sort((a, b) =>
    categoryName(a) < categoryName(b) ? -1 : 1,
  );

  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <h1>{home.heading}</h1>
      </div>
      <LanguageOfferSlot />

      <nav aria-labelledby="questions-heading" className={styles.section}>
        <h2 id="questions-heading">{home.questionsHeading}</h2>
        <p>{home.questionsIntro}</p>
        <ul className={styles.questionList}>
          {home.questions.map((q) => (
            <li key={q.to}>
              <QuestionLink to={q.to}>{q.question}</QuestionLink>
            </li>
          ))}
        </ul>
      </nav>

      <p className={styles.lead}>{home.intro}</p>

      <nav aria-labelledby="topics-heading" className={styles.section}>
        <h2 id="topics-heading">{home.topicsHeading}</h2>
        <ul className={styles.topicList}>
          <li>
            <a className={styles.topicLink} href="#calculators">
              {home.calculatorsHeading}
            </a>
          </li>
          {categories.map((category) => (
            <li key={category}>
              <a className={styles.topicLink} href={`#${categoryAnchor(category)}`}>
                {categoryName(category)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {featured.length > 0 ? (
        <section className={styles.section} aria-labelledby="featured">
          <h2 id="featured">{home.featuredHeading}</h2>
          <ul className={styles.grid}>
            {featured.map((a) => (
              <ArticleCard key={a.slug} article={a} />
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="calculators">
        <h2 id="calculators">{home.calculatorsHeading}</h2>
        <p>{home.calculatorsIntro}</p>
        <ul className={styles.grid}>
          {calculators.map((a) => (
            <ArticleCard key={a.slug} article={a} />
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="guides">
        <h2 id="guides">{home.guidesHeading}</h2>
        {categories.map((category) => {
          const topicTools = calculators.filter((a) => a.category === category);
          const heading = categoryAnchor(category);
          return (
            <section key={category} aria-labelledby={heading}>
              <h3 id={heading}>{categoryName(category)}</h3>
              {topicTools.length > 0 ? (
                <>
                  <h4 className={styles.topicSubheading}>{home.topicCalculatorsHeading}</h4>
                  <ul className={styles.topicTools}>
                    {topicTools.map((a) => (
                      <li key={a.slug}>
                        <Link className={styles.listLink} to={`/content/${a.slug}`}>
                          {a.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  <h4 className={styles.topicSubheading}>{home.topicGuidesHeading}</h4>
                </>
              ) : null}
              <ul className={styles.grid}>
                {guides
                  .filter((a) => a.category === category)
                  .map((a) => (
                    <li key={a.slug} className={styles.card}>
                      <p className={styles.cardTitle}>
                        <Link to={`/content/${a.slug}`}>{a.title}</Link>
                      </p>
                      <p className={styles.cardText}>{a.excerpt}</p>
                    </li>
                  ))}
              </ul>
            </section>
          );
        })}
      </section>
    </div>
  );
}
