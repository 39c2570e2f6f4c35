import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../cx';
import { Link } from 'wouter';
import * as s from './LinkList.css';

export interface LinkListItem {
  label: string;
  /** "/content/rmd-calculator" uses the router; anything else is a plain link. */
  to: string;
  description?: ReactNode;
}

/** `ref`, `className` and every other prop land on the `<nav>`. */
export interface LinkListProps extends Omit<ComponentPropsWithRef<'nav'>, 'title' | 'children'> {
  /** The heading, also the name of the navigation landmark. */
  title: string;
  /** The links, in order. */
  links: readonly LinkListItem[];
  /** 2 on an article page (default), 3 inside a section. */
  headingLevel?: 2 | 3;
}

/** A titled list of links (related calculators, resources). Renders nothing when empty. */
export function LinkList({ title, links, headingLevel = 2, className, ...rest }: LinkListProps) {
  const headingId = useId();
  if (links.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <nav className={cx(s.root, className)} aria-labelledby={headingId} {...rest}>
      <Heading className={s.heading} id={headingId}>
        {title}
      </Heading>
      <ul className={s.list}>
        {links.map((l) => (
          <li key={l.to} className={s.item}>
            {l.to.startsWith('/') ? (
              <Link to={l.to} className={s.link}>
                {l.label}
              </Link>
            ) : (
              <a href={l.to} className={s.link}>
                {l.label}
              </a>
            )}
            {l.description ? <p className={s.description}>{l.description}</p> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
