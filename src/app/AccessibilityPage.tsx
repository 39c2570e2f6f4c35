import text from '../../content/accessibility.json';
import settings from '../../deploy/settings.json';
import * as styles from '../articles/pages.css';

function Bullets({ items }: { items: string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The statement's words with the deploy settings put in: `{{contact}}` is deploy/settings.json's accessibilityContact. */
function withSettings(words: string): string {
  return words.replaceAll('{{contact}}', settings.accessibilityContact);
}

/**
 * /accessibility: the accessibility statement, in the usual public-sector order. Words live in
 * content/accessibility.json; each known limitation names its cause, which AccessibilityPage.test.tsx
 * checks is still true.
 */
export function AccessibilityPage() {
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <h1>{text.title}</h1>
        {text.intro.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>

      <section className={styles.prose} aria-labelledby="a11y-using">
        <h2 id="a11y-using">{text.using.heading}</h2>
        <p>{text.using.intro}</p>
        <Bullets items={text.using.items} />
        <p>{text.using.after}</p>
      </section>

      <section className={styles.prose} aria-labelledby="a11y-status">
        <h2 id="a11y-status">{text.status.heading}</h2>
        <p>{text.status.target}</p>
        <p>{text.status.claim}</p>
        <h3>{text.status.limitationsHeading}</h3>
        <Bullets items={text.status.limitations.map((limitation) => limitation.text)} />
      </section>

      <section className={styles.prose} aria-labelledby="a11y-testing">
        <h2 id="a11y-testing">{text.testing.heading}</h2>
        <Bullets items={text.testing.items} />
      </section>

      <section className={styles.prose} aria-labelledby="a11y-report">
        <h2 id="a11y-report">{text.report.heading}</h2>
        {text.report.intro.map((p) => (
          <p key={p}>{withSettings(p)}</p>
        ))}
        <h3>{text.report.templateLabel}</h3>
        {/* Plain text in a box, so it can be selected and copied whole; it wraps at any width. */}
        <pre className={styles.template}>{text.report.template}</pre>
        <p>{text.report.after}</p>
      </section>

      <section className={styles.prose} aria-labelledby="a11y-prepared">
        <h2 id="a11y-prepared">{text.prepared.heading}</h2>
        <p>{text.prepared.text}</p>
      </section>
    </div>
  );
}
