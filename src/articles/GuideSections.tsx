import { Fragment } from 'react';
import { GUIDE_SECTIONS_ATTRIBUTE } from './articleBodies';
import * as styles from './ArticlePage.css';

/**
 * The static sections of the guide layouts (SPEC §2 "Guide layouts": care options, cost factors, action plans and the like). Their words live in
 * content/sections/<layout>.json and are compiled into the guide's own article chunk; a card's daily
 * care cost is written in by the compiler from the finance rules, their one home.
 */
export interface GuideCard {
  title: string;
  body: string;
  /** The figure shown in bold: for a card naming an LTC care setting in its JSON, that setting's daily cost (SPEC §9 LTC daily base costs: home 280, assisted 350, nursing 400), written in at build time. */
  figure?: string;
}
export interface GuideSection {
  id: string;
  heading: string;
  intro?: string;
  cards?: GuideCard[];
  items?: Array<string | { title: string; body: string }>;
  steps?: Array<{ title: string; body: string }>;
}

function Card({ card }: { card: GuideCard }) {
  const { figure } = card;
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>{card.title}</h3>
      {figure ? (
        <p>
          <strong>{figure}</strong>
        </p>
      ) : null}
      <p>{card.body}</p>
    </li>
  );
}

/**
 * The guide's sections, or, on the page being hydrated, the same sections as the prerender wrote
 * them (`html`, read back from the page): their words then need not come in the page's script.
 * That HTML went through DOMPurify at build time (entry-server's sanitizeGuideSections), as the
 * article body did in the content compiler.
 */
export function GuideSections({ sections, html }: { sections?: readonly GuideSection[]; html?: string }) {
  const wrapper = { [GUIDE_SECTIONS_ATTRIBUTE]: '' };
  if (!sections) return html ? <div {...wrapper} dangerouslySetInnerHTML={{ __html: html }} /> : null;
  return (
    <div {...wrapper}>
      {sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={`guide-${section.id}`}>
          <h2 id={`guide-${section.id}`}>{section.heading}</h2>
          {section.intro ? <p>{section.intro}</p> : null}
          {section.cards ? (
            <ul className={styles.cardGrid}>
              {section.cards.map((card) => (
                <Card key={card.title} card={card} />
              ))}
            </ul>
          ) : null}
          {section.items ? (
            <ul>
              {section.items.map((item) =>
                typeof item === 'string' ? (
                  <li key={item}>{item}</li>
                ) : (
                  <li key={item.title}>
                    <strong>{item.title}:</strong> {item.body}
                  </li>
                ),
              )}
            </ul>
          ) : null}
          {section.steps ? (
            <ol>
              {section.steps.map((step) => (
                <Fragment key={step.title}>
                  <li>
                    <strong>{step.title}.</strong> {step.body}
                  </li>
                </Fragment>
              ))}
            </ol>
          ) : null}
        </section>
      ))}
    </div>
  );
}
