import * as m from './translationNotice.messages';
import * as styles from './ArticlePage.css';

/**
 * Said at the top of an article page whose article has no translation in the page's language yet
 * (issue I2): the article's words follow in English, marked `lang="en"`, and the page says so in the
 * reader's language rather than passing English off as the page's. `data-untranslated` names the
 * article's language, for the check that lists what is still to translate (scripts/check-language.ts).
 */
export function TranslationNotice({ lang }: { lang: string }) {
  return (
    <p className={styles.translationNotice} role="note" data-untranslated={lang}>
      <strong>{m.lead()}</strong> {m.text()}
    </p>
  );
}
