import { Fragment } from 'react';
import * as styles from './ArticlePage.css';

/**
 * The static sections of the guide layouts (SPEC §2 "Guide layouts"). Their words live in
 * content/sections/<layout>.json and are compiled into the guide's own article chunk; daily care
 * costs come from the finance rules, their one home, written into the card's figure by the content
 * compiler (scripts/content-compiler.ts), so no article page loads the LTC rules.
 */
export interface GuideCard {
  title: string;
  body: string;
  /** An LTC care setting (home, assisted, nursing, mixed) whose daily cost (SPEC §9) the compiler puts in `figure`. */
  careSetting?: string;
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
  const figure = card.figure;
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

export function GuideSections({ sections }: { sections: readonly GuideSection[] }) {
  return (
    <>
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
    </>
  );
}
