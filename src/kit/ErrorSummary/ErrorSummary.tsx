import { useEffect, useId, useRef, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { cx } from '../cx';
import { mergeRefs } from '../Select/mergeRefs';
import * as s from './ErrorSummary.css';
import * as m from './messages';

export interface ErrorSummaryItem {
  /** id of the field with the problem (the link goes there). */
  fieldId: string;
  message: string;
}

/** `ref` (the box that takes focus), `className` and every other prop land on the outer `<div>`. */
export interface ErrorSummaryProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** One entry per problem, in the order of the fields on the page. */
  errors: readonly ErrorSummaryItem[];
  /** The heading (default "There is a problem"). */
  title?: string;
  /** Move focus to the summary when it appears or its errors change (default true). */
  autoFocus?: boolean;
}

/**
 * GOV.UK error summary: a heading and a list of links, one per problem. It takes focus when
 * shown so screen-reader users hear it at once; each link moves focus to its field.
 * Renders nothing when there are no errors.
 */
export function ErrorSummary({
  errors,
  title = m.title(),
  autoFocus = true,
  className,
  ref,
  ...rest
}: ErrorSummaryProps) {
  const innerRef = useRef<HTMLDivElement | null>(null);
  const headingId = useId();
  const key = errors.map((e) => `${e.fieldId}:${e.message}`).join('|');

  useEffect(() => {
    if (autoFocus && key) innerRef.current?.focus();
  }, [autoFocus, key]);

  if (errors.length === 0) return null;

  const onLinkClick = (e: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const target = document.getElementById(fieldId);
    if (!target) return;
    e.preventDefault();
    target.focus();
    // Bring the label into view too, not just the input (GOV.UK behaviour).
    const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
    (label ?? target).scrollIntoView?.({ block: 'center' });
  };

  return (
    <div
      ref={mergeRefs(innerRef, ref)}
      className={cx(s.root, className)}
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-state="invalid"
      {...rest}
    >
      <h2 className={s.title} id={headingId}>
        {title}
      </h2>
      <ul className={s.list}>
        {errors.map((e) => (
          <li key={e.fieldId + e.message} className={s.item}>
            <a className={s.link} href={`#${e.fieldId}`} onClick={(ev) => onLinkClick(ev, e.fieldId)}>
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
