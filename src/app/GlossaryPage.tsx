import glossary from '../../content/glossary.json';
import type { GlossaryTerm } from '../glossary/terms';
import * as page from '../articles/pages.css';
import * as s from './GlossaryPage.css';

export const glossaryTerms: readonly GlossaryTerm[] = [...(glossary.terms as GlossaryTerm[])].sort((a, b) =>
  a.term.localeCompare(b.term, 'en'),
);

/**
 * /glossary: every term our guides and tools use, each with its own anchor (/glossary#irmaa) that
 * the articles' first use of the term links to. Words live in content/glossary.json.
 */
export function GlossaryPage() {
  return (
    <div className={page.page}>
      <div className={page.hero}>
        <h1>Glossary</h1>
        <p>{glossary.intro}</p>
        <p>
          Looking for something else? <a href="/search">Search the site</a>.
        </p>
      </div>
      <dl className={s.list}>
        {glossaryTerms.map((term) => (
          <div key={term.id} id={term.id} className={s.entry}>
            <dt className={s.term}>
              <dfn>{term.term}</dfn>
            </dt>
            <dd className={s.definition}>{term.definition}</dd>
            {term.source ? <dd className={s.source}>Source: {term.source}</dd> : null}
          </div>
        ))}
      </dl>
    </div>
  );
}
