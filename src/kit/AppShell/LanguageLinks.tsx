import { useLocation } from 'wouter';
import { LOCALES, currentLocale, localeName, pathInLocale } from '../../i18n/locale';
import { languageLink } from './AppShell.css';
import { currentAddress } from '../addressFlush';

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
    // A tool's fragment waiting for a pause in typing is written first, so the link carries the last keystroke.
    const { search, hash } = currentAddress();
    link.search = search;
    link.hash = hash;
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
