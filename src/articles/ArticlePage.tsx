import { lazy, Suspense, useState } from 'react';
import {
  Badge,
  Breadcrumb,
  Button,
  CallToAction,
  Disclaimer,
  formatIsoDate,
  LinkList,
  TableOfContents,
  TagList,
} from '../kit';
// Named import: only the author ships with the page, not the whole site text.
import { author } from '../../content/site.json';
import { ArticleActions } from './ArticleActions';
import { ArticleBody } from './ArticleBody';
import { CheckedAgainst } from './CheckedAgainst';
import { categoryAnchor } from './categoryAnchor';
import { GuideSections, type GuideSection } from './GuideSections';
import { ReadingProgress } from './ReadingProgress';
import { RelatedArticles } from './RelatedArticles';
import { splitAtSecondTool, splitContent } from './splitContent';
import { ToolEmbed } from './ToolEmbed';
import { TranslationNotice } from './TranslationNotice';
import type { Article, LinkedArticle } from './types';
import * as styles from './ArticlePage.css';
import { categoryName, contentTypeName, difficultyName } from './articleWords';
import * as m from './messages';

const ConsultationDialog = lazy(() => import('./ConsultationDialog').then((m) => ({ default: m.ConsultationDialog })));

const TOOL_TYPES = new Set<Article['content_type']>(['calculator', 'tool', 'checklist']);

const GUIDE_LAYOUTS = new Set(['ltc-guide', 'beneficiary-guide', 'withdrawals-guide', 'disability']);

/** SPEC §2: the strategy-guide layouts carry fixed header labels (a strategy guide, for all levels). */
const FIXED_LABELS: Record<string, { type: Article['content_type']; level?: string }> = {
  'ltc-guide': { type: 'guide', level: 'All Levels' },
  disability: { type: 'guide', level: 'All Levels' },
};

/**
 * The call-to-action words of SPEC §2, with RULES.md's correction: the site books nothing, so the
 * first button says what it does, "Find a financial planner", and opens the honest dialog. Read when
 * the page renders, in its language.
 */
const CTA_TEXT: Record<NonNullable<Article['cta']>, () => { heading: string; download: string }> = {
  tax: () => ({ heading: m.ctaTaxHeading(), download: m.ctaTaxDownload() }),
  ltc: () => ({ heading: m.ctaLtcHeading(), download: m.ctaLtcDownload() }),
  rmd: () => ({ heading: m.ctaRmdHeading(), download: m.ctaRmdDownload() }),
  wrapper: () => ({ heading: m.ctaWrapperHeading(), download: m.ctaWrapperDownload() }),
};

function linksFor(slugs: string[] | undefined, linked: Article['linked'] = {}) {
  return (slugs ?? [])
    .map((slug) => linked[slug])
    .filter((a): a is LinkedArticle => a !== undefined)
    .map((a) => ({ label: a.title, to: `/content/${a.slug}` }));
}

function HelpfulIndicator() {
  const [answer, setAnswer] = useState<'yes' | 'no' | null>(null);
  return (
    <div role="group" aria-labelledby="helpful-question" data-print="hide">
      <p id="helpful-question">
        <strong>{m.helpfulQuestion()}</strong>
      </p>
      {answer ? (
        <p role="status">{m.helpfulThanks()}</p>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setAnswer('yes')}>
            {m.yes()}
          </Button>
          <Button variant="secondary" onClick={() => setAnswer('no')}>
            {m.no()}
          </Button>
        </div>
      )}
    </div>
  );
}

export interface ArticlePageProps {
  article: Article;
}

/**
 * One page for every article: the generic viewer's chrome (breadcrumb, reading progress, badges,
 * actions, collapsible contents, related grid) around the common or split body with its tool,
 * plus the guide layouts' static sections, calls to action and link lists (SPEC §2 lists what each guide layout shows).
 */
export function ArticlePage({ article }: ArticlePageProps) {
  const [consultationOpen, setConsultationOpen] = useState(false);
  const { before, after: afterTool } = splitContent(article.content);
  // An article's second tool sits further down (front matter `second_tool`); without its marker, `rest` is empty.
  const { before: after, after: rest } = splitAtSecondTool(afterTool);
  const labels = FIXED_LABELS[article.layout];
  const cta = article.cta ? CTA_TEXT[article.cta]() : undefined;
  const config = article.calculator_config ?? article.tool_config ?? article.checklist_config;
  const isGuideLayout = GUIDE_LAYOUTS.has(article.layout);
  // On a calculator page the reader came for the tool: it follows the title and summary at once,
  // and the page's details (badges, reading time, tags, page actions) sit under it.
  const toolFirst = Boolean(article.tool) && TOOL_TYPES.has(article.content_type);
  const details = (
    <>
      <div className={styles.badges}>
        <Badge tone="info">{contentTypeName(labels?.type ?? article.content_type)}</Badge>
        <Badge tone="neutral">{difficultyName(labels?.level ?? article.difficulty_level)}</Badge>
        {article.featured ? <Badge tone="success">{m.featured()}</Badge> : null}
      </div>
      <ul className={styles.metaList} aria-label={m.aboutArticle()}>
        <li>{m.readingTime({ minutes: article.reading_time })}</li>
        <li>
          {m.published()} <time dateTime={article.created_at}>{formatIsoDate(article.created_at)}</time>
        </li>
        <li>{m.readability({ score: article.readability_score })}</li>
        <li>{m.views()}</li>
      </ul>
      {article.tags.length > 0 ? <TagList tags={article.tags} label={m.topics()} /> : null}
      <ArticleActions article={article} />
    </>
  );
  const tool = article.tool ? (
    <ToolEmbed
      toolId={article.tool.id}
      title={article.tool.title}
      // Tool first: the excerpt just above already says what it does.
      description={toolFirst ? undefined : article.tool.description}
      frame={article.tool.frame}
      allowedFrames={article.tool.allowed_frames}
      config={config}
      standaloneTitle={article.standalone_titles?.[article.tool.id]}
      loadAfterIdle
    />
  ) : null;
  const secondTool = article.second_tool ? (
    <ToolEmbed
      {...article.second_tool}
      toolId={article.second_tool.id}
      loadWhenNear
      loadAfterIdle
      standaloneTitle={article.standalone_titles?.[article.second_tool.id]}
    />
  ) : null;

  const guideSections = (
    <GuideSections sections={article.guide_sections as GuideSection[] | undefined} html={article.guide_sections_html} />
  );

  return (
    <article className={styles.article} aria-labelledby="article-title">
      <ReadingProgress />
      <div data-print="hide">
        <Breadcrumb
          items={[
            { label: m.home(), to: '/' },
            { label: categoryName(article.category), to: `/#${categoryAnchor(article.category)}` },
            { label: article.title },
          ]}
        />
      </div>
      <header className={styles.header}>
        <div className={styles.titleAndSummary}>
          <h1 id="article-title" className={styles.title} tabIndex={-1} lang={article.lang}>
            {article.title}
          </h1>
          <p className={styles.excerpt} lang={article.lang}>
            {article.excerpt}
          </p>
        </div>
        {article.lang ? <TranslationNotice lang={article.lang} /> : null}
        {toolFirst ? null : details}
      </header>

      {toolFirst ? (
        <>
          {tool}
          <section aria-label={m.aboutPage()} className={styles.header}>
            {details}
          </section>
        </>
      ) : null}

      {article.table_of_contents.length > 0 ? (
        <div data-print="hide" lang={article.lang}>
          <TableOfContents entries={article.table_of_contents} />
        </div>
      ) : null}

      <ArticleBody html={before} part="before" lang={article.lang} />
      {toolFirst ? null : tool}
      <ArticleBody html={after} part="after" lang={article.lang} />
      {secondTool}
      <ArticleBody html={rest} part="rest" lang={article.lang} />

      {article.lang ? <div lang={article.lang}>{guideSections}</div> : guideSections}

      {cta ? (
        <div data-print="hide">
          <CallToAction
            heading={cta.heading}
            text={m.ctaText()}
            buttons={[
              { label: m.ctaSchedule(), onClick: () => setConsultationOpen(true) },
              // The download (and the sanitiser it runs) loads only when asked for.
              {
                label: cta.download,
                onClick: () => void import('./downloadArticle').then((m) => m.downloadArticleAsHtml(article)),
              },
            ]}
          />
          {consultationOpen ? (
            <Suspense fallback={null}>
              <ConsultationDialog open onOpenChange={setConsultationOpen} topic={article.cta ?? 'wrapper'} />
            </Suspense>
          ) : null}
        </div>
      ) : null}

      {article.related_calculators?.length || article.related_resources?.length ? (
        <div className={styles.cardGrid} data-print="hide">
          {article.related_calculators?.length ? (
            <LinkList title={m.relatedCalculators()} links={linksFor(article.related_calculators, article.linked)} />
          ) : null}
          {article.related_resources?.length ? (
            <LinkList title={m.relatedResources()} links={linksFor(article.related_resources, article.linked)} />
          ) : null}
        </div>
      ) : null}

      {article.tool || isGuideLayout ? <Disclaimer /> : null}

      <footer className={styles.footer}>
        <section aria-labelledby="author-heading" className={styles.card}>
          <h2 id="author-heading" className={styles.cardTitle}>
            {author.name}
          </h2>
          <p>{author.tagline}</p>
        </section>
        <div data-print="hide">
          <RelatedArticles slug={article.slug} linked={article.linked} />
        </div>
        <HelpfulIndicator />
        <p>
          {m.lastReviewed()} <time dateTime={article.updated_at}>{formatIsoDate(article.updated_at)}</time>
        </p>
        {article.checked ? <CheckedAgainst line={article.checked} /> : null}
      </footer>
    </article>
  );
}
