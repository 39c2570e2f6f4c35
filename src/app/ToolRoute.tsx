import { Link, useParams } from 'wouter';
import checkedLines from 'virtual:evergreen/tool-checked';
import { CheckedAgainst } from '../articles/CheckedAgainst';
import { ToolEmbed } from '../articles/ToolEmbed';
import { explainersOf } from '../articles/toolExplainers';
import { isStandaloneToolId, toolTextById } from '../tools/toolTexts';
import { Disclaimer } from '../kit';
// The not-found page lists every article; a tool page loads it only for an unknown tool.
import { NotFoundRoute } from './notFoundRoute';
import * as styles from '../articles/pages.css';
import * as m from './messages';

/** /tools/:toolId — a standalone tool screen, with links to the articles that explain it. */
export function ToolRoute() {
  const { toolId = '' } = useParams();
  const text = toolTextById[toolId];
  if (!text || !isStandaloneToolId(toolId)) return <NotFoundRoute />;
  const explainers = explainersOf(toolId);
  const checked = checkedLines[toolId];
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        {/* One block of text on a phone: the page's LCP is painted with the prerendered page. */}
        <div className={styles.titleAndSummary}>
          <h1>{text.title}</h1>
          <p className={styles.lead}>{text.description}</p>
        </div>
      </div>
      <ToolEmbed toolId={toolId} title={m.toolFrameTitle({ title: text.title })} frame={text.frame} />
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
