import type { ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import { Link } from 'wouter';
import { crumb, current, currentCrumb, link, list, nav, separator } from './Breadcrumb.css';
import * as m from './messages';

export interface BreadcrumbItem {
  label: string;
  /** Route to link to. The last item is the current page and is never a link. */
  to?: string;
}

/** `ref`, `className` and every other prop land on the `<nav>`. */
export interface BreadcrumbProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** From the top of the site down to this page; the last item is the current page. */
  items: readonly BreadcrumbItem[];
}

/** "Home / Tax Planning / RMD Calculator": where this page sits in the site. */
export function Breadcrumb({ items, className, ...rest }: BreadcrumbProps) {
  if (items.length === 0) return null;
  const last = items.length - 1;
  return (
    <nav aria-label={m.label()} className={cx(nav, className)} {...rest}>
      <ol className={list}>
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`} className={i === last && i > 0 ? `${crumb} ${currentCrumb}` : crumb}>
            {i > 0 && (
              <span className={separator} aria-hidden="true">
                {m.separator()}
              </span>
            )}
            {i === last || !item.to ? (
              <span className={i === last ? current : undefined} aria-current={i === last ? 'page' : undefined}>
                {item.label}
              </span>
            ) : (
              <Link to={item.to} className={link}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
