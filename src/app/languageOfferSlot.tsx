import { lazy, Suspense, useEffect, useState } from 'react';
import { LOCALES, currentLocale, type Locale } from '../i18n/locale';

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

const LanguageOffer = lazy(() => import('./LanguageOffer').then((m) => ({ default: m.LanguageOffer })));

/**
 * On the home page, a reader whose browser prefers another of the site's languages is offered it.
 * The check is here; the offer's words and markup load only for that reader, after hydration.
 */
export function LanguageOfferSlot() {
  const [offer, setOffer] = useState<Locale>();
  useEffect(() => {
    if (window.localStorage.getItem('languageOfferDismissed')) return;
    setOffer(preferredOtherLocale(navigator.languages ?? [navigator.language], currentLocale()));
  }, []);
  return offer ? (
    <Suspense fallback={null}>
      <LanguageOffer offer={offer} />
    </Suspense>
  ) : null;
}
