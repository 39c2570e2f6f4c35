import { useEffect, useState } from 'react';
import { Button } from '../kit';
import { LOCALES, currentLocale, pathInLocale, type Locale } from '../i18n/locale';
import offers from '../i18n/offers.json';
import { languageOffer } from '../articles/pages.css';

const DISMISSED = 'languageOfferDismissed';

/**
 * The language this browser's reader prefers, when the site has it and it is not the page's: the
 * first of `navigator.languages` the site is written in. Only to offer the other language, never
 * to send the reader there (issue I2: Accept-Language offers, never redirects).
 */
export function preferredOtherLocale(languages: readonly string[], here: Locale): Locale | undefined {
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0] as Locale;
    if (LOCALES.includes(language)) return language === here ? undefined : language;
  }
  return undefined;
}

/**
 * On the home page, a reader whose browser prefers another of the site's languages is offered it,
 * in that language, at the foot of the screen: fixed there, so nothing on the page moves when it
 * appears after hydration (no layout shift). "No, thanks" hides it for good in this browser.
 */
export function LanguageOffer() {
  const [offer, setOffer] = useState<Locale>();
  useEffect(() => {
    if (window.localStorage.getItem(DISMISSED)) return;
    setOffer(preferredOtherLocale(navigator.languages ?? [navigator.language], currentLocale()));
  }, []);
  if (!offer) return null;
  const words = offers[offer];
  return (
    <aside className={languageOffer} lang={offer} aria-label={words.question} data-print="hide">
      <p>
        {words.question}{' '}
        <a href={pathInLocale('/', offer)} hrefLang={offer}>
          {words.link}
        </a>
      </p>
      <Button
        variant="secondary"
        onClick={() => {
          window.localStorage.setItem(DISMISSED, '1');
          setOffer(undefined);
        }}
      >
        {words.dismiss}
      </Button>
    </aside>
  );
}
