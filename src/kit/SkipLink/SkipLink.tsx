import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { cx } from '../cx';
import { skipLink } from './SkipLink.css';
import * as m from './messages';

/** `ref`, `className` and every other prop land on the `<a>`. */
export interface SkipLinkProps extends ComponentPropsWithRef<'a'> {
  /** The fragment of the element to jump to; defaults to the page's `<main id="main">`. */
  href?: string;
}

/**
 * The first focusable thing on every page. Hidden until focused, then shown on top of the header.
 * Moving focus by hand (not only scrolling) matters: some browsers otherwise leave the next Tab
 * press starting from the top of the page again.
 */
export function SkipLink({ href = '#main', children = m.skip(), className, onClick, ...rest }: SkipLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !href.startsWith('#')) return;
    const target = document.getElementById(decodeURIComponent(href.slice(1)));
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }

  return (
    <a href={href} className={cx(skipLink, className)} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
