import { useLocation } from 'wouter';
import { LOCALES, currentLocale, localeName, pathInLocale } from '../../i18n/locale';
import { languageLink } from './AppShell.css';

/**
 * The same page in each other language ("Español" on an English page, "English" on a Spanish one),
 * named in that language (`lang`, `hrefLang`). Following it keeps what the reader typed: a tool's
 * inputs live in this tab's storage, which both languages share, and in the address's fragment,
 * which the link carries over (with the query: a search keeps its words). The other language is
 * another build of the site, so this is an ordinary link, never the router's.
 */
export function LanguageLinks() {
  const [location] = useLocation();
  const here = currentLocale();
  // The fragment and query are the browser's now, not the prerendered page's: added at the moment of use.
  const carryState = ({ currentTarget: link }: { currentTarget: HTMLAnchorElement }) => {
    link.search = window.location.search;
    link.hash = window.location.hash;
  };
  return (
    <>
      {LOCALES.filter((locale) => locale !== here).map((locale) => (
        <a
          key={locale}
          href={pathInLocale(location, locale)}
          hrefLang={locale}
          lang={locale}
          className={languageLink}
          data-print="hide"
          onClick={carryState}
          onFocus={carryState}
          onPointerDown={carryState}
        >
          {localeName(locale)}
        </a>
      ))}
    </>
  );
}
