import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../cx';
import { Link, useLocation } from 'wouter';
import { SkipLink } from '../SkipLink/SkipLink';
import {
  brand,
  footer,
  footerInner,
  header,
  headerInner,
  main,
  nav,
  navLink,
  navList,
  privacy,
  shell,
} from './AppShell.css';

/** `ref`, `className` and every other prop land on the outer `<div>`. */
export interface AppShellProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The page content, placed in `<main id="main">`. */
  children: ReactNode;
  /** Extra footer content (links, last-reviewed note) shown under the privacy line. */
  footerContent?: ReactNode;
}

interface NavItem {
  label: string;
  to: string;
  /** Hash links point into the home page, so they are never "the current page". */
  hash?: boolean;
}

export const primaryNav: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Calculators', to: '/#calculators', hash: true },
  { label: 'Guides', to: '/#guides', hash: true },
  { label: 'My plan', to: '/my-plan' },
  { label: 'My details', to: '/my-details' },
  { label: 'My saved items', to: '/saved' },
  { label: 'Search', to: '/search' },
];

/** Every page's frame: skip link, header with the site name and main navigation, main, footer. */
export function AppShell({ children, footerContent, className, ...rest }: AppShellProps) {
  const [location] = useLocation();
  return (
    <div className={cx(shell, className)} {...rest}>
      <SkipLink />
      <header className={header}>
        <div className={headerInner}>
          <Link to="/" className={brand}>
            Evergreen
          </Link>
          <nav aria-label="Primary" className={nav} data-print="hide">
            <ul className={navList}>
              {primaryNav.map((item) => (
                <li key={item.to}>
                  {item.hash ? (
                    // A section of the home page: a plain link lets the browser jump to it.
                    <a href={item.to} className={navLink}>
                      {item.label}
                    </a>
                  ) : (
                    <Link to={item.to} className={navLink} aria-current={location === item.to ? 'page' : undefined}>
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={main}>
        {children}
      </main>
      <footer className={footer}>
        <div className={footerInner}>
          <p className={privacy}>Your numbers never leave this device.</p>
          {footerContent}
        </div>
      </footer>
    </div>
  );
}
