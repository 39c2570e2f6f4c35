import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../cx';
import { Link, useLocation } from 'wouter';
import { currentLocale, localePrefix } from '../../i18n/locale';
import { SkipLink } from '../SkipLink/SkipLink';
import { LanguageLinks } from './LanguageLinks';
import * as m from './messages';
import {
  brand,
  footer,
  footerInner,
  brandRow,
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
  /** The link's words, read when the header renders (in the page's language). */
  label: () => string;
  to: string;
  /** Hash links point into the home page, so they are never "the current page". */
  hash?: boolean;
}

export const primaryNav: readonly NavItem[] = [
  { label: m.home, to: '/' },
  { label: m.calculators, to: '/#calculators', hash: true },
  { label: m.guides, to: '/#guides', hash: true },
  { label: m.myPlan, to: '/my-plan' },
  { label: m.myDetails, to: '/my-details' },
  { label: m.savedItems, to: '/saved' },
  { label: m.search, to: '/search' },
];

/**
 * Every page's frame: skip link, header with the site name, the link to the page in the other
 * language and the main navigation, main, footer. Links are the router's, so on an `/es/` page
 * (the router's base) they stay in Spanish; the home page's sections are plain links, given the
 * language's prefix here.
 */
export function AppShell({ children, footerContent, className, ...rest }: AppShellProps) {
  const [location] = useLocation();
  const prefix = localePrefix(currentLocale());
  return (
    <div className={cx(shell, className)} {...rest}>
      <SkipLink />
      <header className={header}>
        <div className={headerInner}>
          <div className={brandRow}>
            <Link to="/" className={brand}>
              {m.siteName()}
            </Link>
            <LanguageLinks />
          </div>
          <nav aria-label={m.navLabel()} className={nav} data-print="hide">
            <ul className={navList}>
              {primaryNav.map((item) => (
                <li key={item.to}>
                  {item.hash ? (
                    // A section of the home page: a plain link lets the browser jump to it.
                    <a href={`${prefix}${item.to}`} className={navLink}>
                      {item.label()}
                    </a>
                  ) : (
                    <Link to={item.to} className={navLink} aria-current={location === item.to ? 'page' : undefined}>
                      {item.label()}
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
          <p className={privacy}>{m.privacy()}</p>
          {footerContent}
        </div>
      </footer>
    </div>
  );
}
