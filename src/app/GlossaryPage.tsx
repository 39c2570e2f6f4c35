import glossary from '../../content/glossary.json';
import type { GlossaryTerm } from '../glossary/terms';
import { currentLocale, localePrefix, localeTag } from '../i18n/locale';
import * as m from './glossaryPage.messages';
import * as page from '../articles/pages.css';
import * as s from './GlossaryPage.css';

/**
 * The terms in the page's language's alphabetical order. The build's glossary is its language's own
 * (content/<locale>/glossary.json, scripts/content-plugin.ts).
 */
export function glossaryTerms(): readonly GlossaryTerm[] {
  const tag = localeTag(currentLocale());
  return [...(glossary.terms as GlossaryTerm[])].sort((a, b) => a.term.localeCompare(b.term, tag));
}

/**
 * /glossary: every term our guides and tools use, each with its own anchor (/glossary#irmaa) that
 * the articles' first use of the term links to. Words live in content/glossary.json.
 */
export function GlossaryPage() {
  return (
    <div className={page.page}>
      <div className={page.hero}>
        <h1>{m.title()}</h1>
        <p>{glossary.intro}</p>
        <p>
          {m.lookingFor()} <a href={`${localePrefix(currentLocale())}/search`}>{m.searchLink()}</a>.
        </p>
      </div>
      <dl className={s.list}>
        {glossaryTerms().map((term) => (
          <div key={term.id} id={term.id} className={s.entry}>
            <dt className={s.term}>
              <dfn>{term.term}</dfn>
            </dt>
            <dd className={s.definition}>{term.definition}</dd>
            {term.source ? <dd className={s.source}>{m.source({ source: term.source })}</dd> : null}
          </div>
        ))}
      </dl>
    </div>
  );
}
