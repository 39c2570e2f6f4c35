import { useState } from 'react';
import { pathInLocale, type Locale } from '../i18n/locale';
import offers from '../i18n/offers.json';
import { languageOffer, languageOfferDismiss } from '../articles/pages.css';

/** The key the slot reads (src/app/languageOfferSlot.tsx): the reader said no. */
const DISMISSED = 'languageOfferDismissed';

/**
 * The offer itself, in the offered language, at the foot of the screen: fixed there, so nothing on
 * the page moves when it appears after hydration (no layout shift). "No, thanks" hides it for good
 * in this browser. Loaded only for a reader who is offered it (src/app/languageOfferSlot.tsx).
 */
export function LanguageOffer({ offer }: { offer: Locale }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const words = offers[offer];
  return (
    <aside className={languageOffer} lang={offer} aria-label={words.question} data-print="hide">
      <p>
        {words.question}{' '}
        <a href={pathInLocale('/', offer)} hrefLang={offer}>
          {words.link}
        </a>
      </p>
      <button
        type="button"
        className={languageOfferDismiss}
        onClick={() => {
          window.localStorage.setItem(DISMISSED, '1');
          setOpen(false);
        }}
      >
        {words.dismiss}
      </button>
    </aside>
  );
}
