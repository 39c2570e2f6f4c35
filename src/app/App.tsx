import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import { AppShell, LiveRegion } from '../kit';
import { afterPageIdle, watchForPageIdle } from '../kit/pageIdle';
import { StorageProblemNotice } from './StorageProblemNotice';
import { footerLink } from './footer.css';
import { NOT_FOUND_ROUTE, PAGE_ROUTES } from './routes';
import { currentLocale, pathInLocale } from '../i18n/locale';
import * as m from './messages';

/** How long to wait for a lazily loaded page's heading before giving up on moving focus. */
const HEADING_WAIT_MS = 5000;

/**
 * After a client-side navigation, focus moves to the new page's h1 (made focusable with
 * tabIndex=-1), as GOV.UK and React Router do, so keyboard and screen-reader users start on the
 * new page rather than on <body>. Pages load lazily, so it waits for the heading to appear.
 * Returns a cancel function.
 */
export function focusNewPageHeading(root: ParentNode = document): () => void {
  let frame = 0;
  const started = Date.now();
  // What had focus when the address changed (the link just followed) and the heading we focus
  // are ours to move on from; anything else focused meanwhile is the reader's choice, and wins.
  const before = document.activeElement;
  let ours: Element | null = null;
  const tryFocus = () => {
    const active = document.activeElement;
    const readerMoved =
      active !== null && active !== document.body && active !== before && active !== ours && active.isConnected;
    if (readerMoved) return;
    const heading = root.querySelector<HTMLElement>('main h1');
    // The old page can stay on screen while the new one loads, and its heading be replaced: keep
    // the focus on whichever heading is current until the wait ends or the reader moves.
    if (heading && heading !== active) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      ours = heading;
    }
    if (Date.now() - started < HEADING_WAIT_MS) frame = requestAnimationFrame(tryFocus);
  };
  frame = requestAnimationFrame(tryFocus);
  return () => cancelAnimationFrame(frame);
}

/**
 * Keeps the document title and description in step with client-side navigation, moves focus to
 * the new page's heading and announces the new title.
 */
function HeadSync() {
  const [pathname] = useLocation();
  const firstPathname = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    // The prerendered page already carries its own head. The head data (every article's title and
    // excerpt) loads on the first client-side navigation, keeping it out of the entry script.
    if (pathname === firstPathname.current) return;
    firstPathname.current = '';
    let current = true;
    void import('./head').then(({ headFor }) => {
      if (!current) return;
      // The router's path is the page's, without the language's prefix (its base).
      const head = headFor(pathInLocale(pathname, currentLocale()));
      document.title = head.title;
      setAnnouncement(head.title);
      document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
      document.querySelector('link[rel="canonical"]')?.setAttribute('href', head.canonical);
      // The hreflang links stay the first page's: search engines read each address's own prerendered head.
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  // A new page starts at the top with focus on its heading, unless the address names a section.
  const firstFocusPathname = useRef<string | null>(pathname);
  useEffect(() => {
    if (window.location.hash) return;
    window.scrollTo(0, 0);
    if (pathname === firstFocusPathname.current) return;
    firstFocusPathname.current = null;
    return focusNewPageHeading();
  }, [pathname]);
  return (
    <LiveRegion visuallyHidden data-testid="route-announcer">
      {announcement}
    </LiveRegion>
  );
}

/**
 * Marks the document once React has hydrated, so tests (and people debugging) know handlers are live, and
 * starts watching for the page's idle moment (kit/pageIdle.ts: <html data-idle>, what the audit counts to).
 * The service worker (offline reading, updates) is fetched and registered then: ≈ 0.5 KB gzipped less in
 * every page's entry script, and its requests never compete with the page's own.
 */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    watchForPageIdle();
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    return afterPageIdle(() => void import('./serviceWorker').then((worker) => worker.registerServiceWorker()));
  }, []);
  return null;
}

export function App() {
  return (
    <AppShell
      // The footer's link to the accessibility statement: its words are the app's catalog's, not
      // content/accessibility.json's, which would put the whole statement (≈ 2.2 KB gzipped) into
      // the entry script of every page (docs/performance.md, "JavaScript before idle must not grow").
      footerContent={
        <p>
          <Link to="/accessibility" className={footerLink}>
            {m.accessibilityLink()}
          </Link>
        </p>
      }
    >
      <HeadSync />
      <HydratedMarker />
      <StorageProblemNotice />
      <Suspense fallback={<p aria-busy="true">{m.loadingPage()}</p>}>
        <Switch>
          {PAGE_ROUTES.map(({ path, page }) => (
            <Route key={path} path={path} component={page} />
          ))}
          <Route component={NOT_FOUND_ROUTE.page} />
        </Switch>
      </Suspense>
    </AppShell>
  );
}
