import { use } from 'react';
import { Link, useParams } from 'wouter';
import type { ToolId } from '../tools/toolIds.generated';
import { CheckedAgainst } from '../articles/CheckedAgainst';
import { ToolEmbed } from '../articles/ToolEmbed';
import { Disclaimer } from '../kit';
// The not-found page lists every article; a tool page loads it only for an unknown tool.
import { NotFoundRoute } from './notFoundRoute';
import * as styles from '../articles/pages.css';
import * as m from './messages';
import { hasToolPage, loadedToolPage, loadToolPage, type ToolPageData } from './toolPage';

/** /tools/:toolId — a standalone tool screen, with links to the articles that explain it. */
export function ToolRoute() {
  const { toolId = '' } = useParams();
  if (!hasToolPage(toolId)) return <NotFoundRoute />;
  // Ready at once on the first render; on a later navigation, suspends until its small chunk arrives.
  return <ToolPage toolId={toolId} page={loadedToolPage(toolId) ?? use(loadToolPage(toolId))} />;
}

function ToolPage({ toolId, page }: { toolId: ToolId; page: ToolPageData }) {
  const { explainers, checked } = page;
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        {/* One block of text on a phone: the page's LCP is painted with the prerendered page. */}
        <div className={styles.titleAndSummary}>
          <h1>{page.title}</h1>
          <p className={styles.lead}>{page.description}</p>
        </div>
      </div>
      <ToolEmbed toolId={toolId} title={m.toolFrameTitle({ title: page.title })} frame={page.frame} />
      {explainers.length > 0 ? (
        <section className={styles.section} aria-labelledby="explainers">
          <h2 id="explainers">{m.learnMore()}</h2>
          <ul>
            {explainers.map((a) => (
              <li key={a.slug}>
                <Link to={`/content/${a.slug}`} className={styles.listLink}>
                  {a.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Disclaimer />
      {checked ? <CheckedAgainst line={checked} className={styles.checkedLine} /> : null}
    </div>
  );
}
