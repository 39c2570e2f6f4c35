import { useId, useRef, useState, type ComponentPropsWithRef } from 'react';
import { DEFAULT_LOCALE, currentLocale } from '../../i18n/locale';
import { rich } from '../../i18n/rich';
import { cx } from '../cx';
import { useLazyCollapsible } from '../useLazyCollapsible';
import * as s from './HowCalculated.css';
import * as m from './messages';

export interface Assumption {
  label: string;
  value: string;
  /**
   * The document the figure comes from, named as its publisher names it (in English: "IRS
   * Uniform Lifetime Table"); on another language's page it is marked `lang="en"`.
   */
  source?: string;
  /** The figure is Evergreen's own teaching model, not a published table: said so in the reader's language. */
  ownModel?: boolean;
}

/** `ref`, `className` and every other prop land on the outer `<div>` (Radix Collapsible's root once loaded). */
export interface HowCalculatedProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** The formulas in words, one per line, as the finance engine reports them. */
  formulas: readonly string[];
  /** Each assumption with its value and, where there is one, its source. */
  assumptions: readonly Assumption[];
  /** The rules year the figures use, e.g. 2026. */
  taxYear?: number | string;
  /** Text of the disclosure button (default "How this is calculated"). */
  title?: string;
  /** Controlled open state (pair with onOpenChange). */
  open?: boolean;
  /** Open at first (uncontrolled); closed by default. */
  defaultOpen?: boolean;
  /** Called with the new open state. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * "How this is calculated": a disclosure (Radix Collapsible) listing the formulas and
 * assumptions the finance engine reports. Closed content stays in the DOM (hidden) so it can
 * be printed. `data-state` is "open" | "closed".
 *
 * Until the reader reaches for the button, it and the content are a stand-in with Radix's markup
 * (useLazyCollapsible): Radix Collapsible loads on pointing, focusing or pressing, not with the page.
 */
export function HowCalculated({
  formulas,
  assumptions,
  taxYear,
  title = m.title(),
  open,
  defaultOpen = false,
  onOpenChange,
  className,
  ...rest
}: HowCalculatedProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const isOpen = open ?? innerOpen;
  const formulasId = useId();
  const assumptionsId = useId();
  const contentId = useId();
  const locale = currentLocale();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { Collapsible, standInTrigger } = useLazyCollapsible(triggerRef);
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  const state = isOpen ? 'open' : 'closed';
  const chevron = (
    <svg className={s.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M5 2l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
  const body = (
    <>
      {formulas.length > 0 ? (
        <>
          <h4 className={s.subheading} id={formulasId}>
            {m.formulas()}
          </h4>
          <ul className={s.formulas} aria-labelledby={formulasId}>
            {formulas.map((f) => (
              <li key={f} className={s.formula}>
                {f}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {assumptions.length > 0 ? (
        <>
          <h4 className={s.subheading} id={assumptionsId}>
            {m.assumptions()}
          </h4>
          <dl className={s.assumptions} aria-labelledby={assumptionsId}>
            {assumptions.map((a) => (
              <div key={a.label} className={s.assumption}>
                <dt className={s.term}>{a.label}</dt>
                <dd className={s.value}>{a.value}</dd>
                {a.ownModel ? (
                  <dd className={s.source}>{m.source({ source: m.ownModel() })}</dd>
                ) : a.source ? (
                  <dd className={s.source}>
                    {/* An English document's title: marked so on another language's page, for screen readers and the language check. */}
                    {locale === DEFAULT_LOCALE
                      ? m.source({ source: a.source })
                      : rich(m.source, { source: <span lang="en">{a.source}</span> })}
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {taxYear !== undefined ? <p className={s.taxYear}>{m.taxYear({ year: taxYear })}</p> : null}
    </>
  );
  if (!Collapsible) {
    return (
      <div className={cx(s.root, className)} data-state={state} {...rest}>
        <h3 className={s.heading}>
          <button className={s.trigger} {...standInTrigger(isOpen, contentId, setOpen)}>
            {chevron}
            {title}
          </button>
        </h3>
        <div className={s.content} data-state={state} id={contentId} hidden={!isOpen} data-print="expand">
          {body}
        </div>
      </div>
    );
  }
  return (
    <Collapsible.Root className={cx(s.root, className)} open={isOpen} onOpenChange={setOpen} {...rest}>
      <h3 className={s.heading}>
        <Collapsible.Trigger ref={triggerRef} className={s.trigger}>
          {chevron}
          {title}
        </Collapsible.Trigger>
      </h3>
      <Collapsible.Content className={s.content} forceMount hidden={!isOpen} data-print="expand">
        {body}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
