import { useId, useRef, useState } from 'react';
import { currentLocale, localePrefix, type Locale } from '../../../i18n/locale';
import * as m from './fieldTerm.messages';
import { useLazyCollapsible } from '../../../kit/useLazyCollapsible';
import { loadOnce, loadedOnce, useLoaded } from '../../../kit/loadedOnce';
import * as s from './FieldTerm.css';
import { useTermInLabel } from './fieldTermsFound';

type Definitions = Readonly<Record<string, string>>;
type DefinitionsByLocale = Readonly<Partial<Record<Locale, Definitions>>>;
const definitions = loadedOnce<DefinitionsByLocale>(() =>
  import('virtual:evergreen/field-term-definitions').then((module) => module.default),
);

/**
 * The definitions in the language shown, fetched once (≈ 1 KB gzipped that no tool page needs before a
 * reader reaches for a "What is …?"; offline they come from the precache like every chunk).
 */
export async function loadFieldTermDefinitions(): Promise<Definitions> {
  return (await loadOnce(definitions))[currentLocale()] ?? {};
}

/** Reaching for a disclosure (or pressing it) fetches its definition along with Radix; opening it does too. */
const reachFor = () => void loadFieldTermDefinitions();

/**
 * "What is HSA?" for a name (as the glossary writes it); "What does “tax bracket” mean?" for other words
 * ("¿Qué es HSA?", "¿Qué significa “tramo de impuestos”?" on a Spanish page).
 */
export function fieldTermTitle(alias: string): string {
  return /^[A-Z0-9]/.test(alias) ? m.whatIs({ term: alias }) : m.whatMeans({ term: alias });
}

/**
 * "What is IRMAA?": a disclosure under a tool field whose label holds a glossary term, with the
 * term's plain definition and a link to the glossary. Nothing when the label holds no term. Radix
 * Collapsible (the kit's lazy one, as in HowCalculated) loads only when the reader reaches for it.
 */
export function FieldTerm({ label }: { label: string }) {
  const match = useTermInLabel(label);
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { Collapsible, standInTrigger } = useLazyCollapsible(triggerRef, reachFor);
  const loaded = useLoaded(definitions);
  if (!match) return null;
  const state = open ? 'open' : 'closed';
  const title = fieldTermTitle(match.alias);
  const chevron = (
    <svg className={s.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M5 2l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
  const body = (
    <p className={s.definition}>
      {loaded?.[currentLocale()]?.[match.id] ?? m.loading()}{' '}
      <a href={`${localePrefix(currentLocale())}/glossary#${match.id}`}>{m.more()}</a>
    </p>
  );
  if (!Collapsible) {
    return (
      <div className={s.root} data-state={state} data-field-term={match.id}>
        <button className={s.trigger} {...standInTrigger(open, contentId, setOpen)}>
          {chevron}
          {title}
        </button>
        <div className={s.content} data-state={state} id={contentId} hidden={!open}>
          {body}
        </div>
      </div>
    );
  }
  return (
    <Collapsible.Root
      className={s.root}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        reachFor();
      }}
      data-field-term={match.id}
    >
      <Collapsible.Trigger ref={triggerRef} className={s.trigger}>
        {chevron}
        {title}
      </Collapsible.Trigger>
      <Collapsible.Content className={s.content} forceMount hidden={!open}>
        {body}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
