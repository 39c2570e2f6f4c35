import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../cx';
import { Link } from 'wouter';
import { Button } from '../Button/Button';
import { button as buttonStyle } from '../Button/Button.css';
import * as s from './CallToAction.css';

export interface CallToActionAction {
  label: string;
  /** Behaviour, when the page has one. */
  onClick?: () => void;
  /** Where to go instead: internal paths ("/…") use the router. */
  href?: string;
}

/** `ref`, `className` and every other prop land on the `<section>`. */
export interface CallToActionProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The heading of the block: the next step in a few words. */
  heading: string;
  /** One sentence under the heading. */
  text?: ReactNode;
  /** The actions; the first is styled primary, the rest secondary. */
  buttons: readonly CallToActionAction[];
  /** 2 on an article page (default), 3 inside a tool. */
  headingLevel?: 2 | 3;
}

/**
 * A closing block with a heading, a sentence and actions. An action with `onClick` is a button;
 * one with `href` is a link styled as a button (links go places, buttons do things). An action
 * with neither is still rendered as a plain button, as SPEC §2 shows these buttons without any
 * behaviour; it never pretends ("coming soon") to do something.
 */
export function CallToAction({ heading, text, buttons, headingLevel = 2, className, ...rest }: CallToActionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(s.root, className)} aria-labelledby={headingId} data-print="hide" {...rest}>
      <Heading className={s.heading} id={headingId}>
        {heading}
      </Heading>
      {text ? <p className={s.text}>{text}</p> : null}
      <div className={s.actions}>
        {buttons.map((b, i) => {
          const variant = i === 0 ? 'primary' : 'secondary';
          if (!b.onClick && b.href) {
            const cls = buttonStyle({ variant });
            return b.href.startsWith('/') ? (
              <Link key={b.label} to={b.href} className={cls} data-variant={variant}>
                {b.label}
              </Link>
            ) : (
              <a key={b.label} href={b.href} className={cls} data-variant={variant}>
                {b.label}
              </a>
            );
          }
          return (
            <Button key={b.label} variant={variant} onClick={b.onClick}>
              {b.label}
            </Button>
          );
        })}
      </div>
    </section>
  );
}
