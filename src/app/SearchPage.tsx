import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button, Field, LiveRegion } from '../kit';
import { currentLocale, localePrefix } from '../i18n/locale';
import * as m from './searchPage.messages';
import { normalizeQuery, type NormalizedQuery } from '../search/query';
import type { SearchHit, SearchIndex } from '../search/engine';
import * as page from '../articles/pages.css';
import * as s from './SearchPage.css';

/** How long typing must pause before the count is announced. */
export const ANNOUNCE_AFTER_MS = 700;

/** What kind of page a result is, as the result says it (read when rendering). */
export const TYPE_WORDS: Record<SearchHit['type'], () => string> = {
  guide: m.typeGuide,
  calculator: m.typeCalculator,
  tool: m.typeTool,
  term: m.typeTerm,
};

/** The example searches a language offers ("widow", "jubilación"). */
const examples = () => m.examples().split('|');

/** An address on the page's language's pages ("/glossary", "/es/glossary"): plain links skip the router's base. */
const here = (address: string) => `${localePrefix(currentLocale())}${address}`;

type Engine = typeof import('../search/engine');

let engineLoading: Promise<{ engine: Engine; index: SearchIndex }> | undefined;

/** The search code and the index, fetched on first use (focus, typing or a q= in the address). */
function loadEngine() {
  engineLoading ??= import('../search/engine')
    .then(async (engine) => ({ engine, index: await engine.loadSearchIndex() }))
    .catch((error: unknown) => {
      engineLoading = undefined;
      throw error;
    });
  return engineLoading;
}

/**
 * Whether this module was loaded for the page the browser opened, before hydration (then the field
 * is not focused); after a link inside the site it is loaded once the app has hydrated.
 */
let openedHere = typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';

/** What the page says about a query (the status and the message under the heading). */
export function describe(query: NormalizedQuery, hits: readonly SearchHit[] | undefined): string {
  if (query.kind === 'empty') return m.empty();
  if (query.kind === 'no-words') return m.noWords({ shown: query.shown });
  if (!hits) return m.searching();
  return m.results({ count: hits.length, shown: query.shown });
}

function Excerpt({ hit }: { hit: SearchHit }) {
  return (
    <p className={s.snippet}>
      {hit.excerpt.map((part, i) =>
        part.mark ? (
          <mark key={i} className={s.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

export interface SearchResultsProps {
  query: NormalizedQuery;
  hits: readonly SearchHit[] | undefined;
  /** Loading the index failed. */
  failed?: boolean;
}

/** The results under their heading (or a plain message): the part of the page stories show. */
export function SearchResults({ query, hits, failed = false }: SearchResultsProps) {
  const headingId = useId();
  if (failed) return <p className={s.message}>{m.failed()}</p>;
  if (query.kind !== 'words' || !hits) return <p className={s.message}>{describe(query, hits)}</p>;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={s.message}>
        {describe(query, hits)}
      </h2>
      {hits.length === 0 ? (
        <p className={s.message}>
          {m.noHitsBefore()} <a href={here('/glossary')}>{m.glossaryLink()}</a>.
        </p>
      ) : (
        <ol className={s.results}>
          {hits.map((hit) => (
            <li key={hit.url} className={s.result}>
              <h3 className={s.resultTitle}>
                <a href={hit.url} className={s.resultLink}>
                  {hit.title}
                </a>
              </h3>
              <p className={s.meta}>
                {TYPE_WORDS[hit.type]()}
                {hit.section ? ` · ${hit.section}` : ''}
              </p>
              <Excerpt hit={hit} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * /search?q=: the site search (GOV.UK pattern). Results follow every keystroke; the count is
 * announced once typing pauses. The search code and index load when the field is focused or a
 * query is in the address, never with the page. The form is a plain GET form to /search?q=, so
 * Enter works before hydration too; the search itself needs JavaScript.
 */
export function SearchPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [loaded, setLoaded] = useState<{ engine: Engine; index: SearchIndex }>();
  const [failed, setFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = () => {
    if (loaded) return;
    loadEngine().then(setLoaded, (error: unknown) => {
      console.warn('Search could not load its index', error);
      setFailed(true);
    });
  };

  // The query in the address (read after hydration: the prerendered page has none).
  useEffect(() => {
    const q = new URLSearchParams(search).get('q') ?? '';
    setText(q);
    if (q.trim()) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the address changes
  }, [search]);

  // Arriving from a link (not opening the page), the field takes the focus.
  useEffect(() => {
    if (openedHere) openedHere = false;
    else inputRef.current?.focus();
    return () => clearTimeout(timer.current);
  }, []);

  const query = normalizeQuery(text, currentLocale());
  const hits = loaded && query.kind === 'words' ? loaded.engine.runSearch(loaded.index, query) : undefined;
  const summary = describe(query, hits);

  // The count is spoken once typing pauses, not once per keystroke.
  useEffect(() => {
    clearTimeout(timer.current);
    if (query.kind === 'words' && !hits) return;
    timer.current = setTimeout(() => setAnnouncement(text.trim() ? summary : ''), ANNOUNCE_AFTER_MS);
  }, [summary, text, query.kind, hits]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    load();
    navigate(`/search?q=${encodeURIComponent(text.trim())}`, { replace: true });
    if (text.trim()) {
      clearTimeout(timer.current);
      setAnnouncement(summary);
    }
  };

  return (
    <div className={page.page}>
      <div className={page.hero}>
        <h1>{m.title()}</h1>
        <p>{m.intro()}</p>
      </div>
      <form
        role="search"
        aria-label={m.formLabel()}
        action={here('/search')}
        method="get"
        className={s.form}
        onSubmit={submit}
      >
        <Field label={m.fieldLabel()} hint={m.fieldHint()} id="search-q" className={s.field}>
          {(control) => (
            <input
              ref={inputRef}
              id={control.id}
              aria-describedby={control['aria-describedby']}
              name="q"
              type="search"
              className={s.input}
              autoComplete="off"
              spellCheck={false}
              maxLength={2000}
              value={text}
              onFocus={load}
              onChange={(event) => {
                load();
                setText(event.target.value);
              }}
            />
          )}
        </Field>
        <Button type="submit">{m.submit()}</Button>
      </form>
      <LiveRegion visuallyHidden>{announcement}</LiveRegion>
      <div className={page.section} data-search-results="">
        <SearchResults query={query} hits={hits} failed={failed} />
      </div>
      {query.kind === 'empty' ? (
        <section aria-labelledby="search-examples">
          <h2 id="search-examples">{m.examplesHeading()}</h2>
          <ul className={s.suggestions}>
            {examples().map((example) => (
              <li key={example}>
                <a className={page.topicLink} href={here(`/search?q=${encodeURIComponent(example)}`)}>
                  {example}
                </a>
              </li>
            ))}
          </ul>
          <p>
            {m.orGlossaryBefore()} <a href={here('/glossary')}>{m.glossaryLink()}</a> {m.orGlossaryAfter()}
          </p>
        </section>
      ) : null}
    </div>
  );
}
