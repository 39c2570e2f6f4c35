import { Suspense, useEffect, useRef } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import { AppShell } from '../kit';
import { StorageProblemNotice } from './StorageProblemNotice';
import { footerLink } from './footer.css';
import accessibilityText from '../../content/accessibility.json';
import { AccessibilityRoute, ArticleRouteLazy, GlossaryRoute, HomeRoute, MyDetailsRoute, MyPlanRoute, NotFoundRoute, SavedRoute, SearchRoute, ToolRouteLazy } from './routes';

/** Keeps the document title and description in step with client-side navigation. */
function HeadSync() {
  const [pathname] = useLocation();
  const firstPathname = useRef(pathname);
  useEffect(() => {
    // The prerendered page already carries its own head. The head data (every article's title and
    // excerpt) loads on the first client-side navigation, keeping it out of the entry script.
    if (pathname === firstPathname.current) return;
    firstPathname.current = '';
    let current = true;
    void import('./head').then(({ headFor }) => {
      if (!current) return;
      const head = headFor(pathname);
      document.title = head.title;
      document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
      document.querySelector('link[rel="canonical"]')?.setAttribute('href', head.canonical);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  // A new page starts at the top, unless the address names a section.
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Marks the document once React has hydrated, so tests (and people debugging) know handlers are live. */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function App() {
  return (
    <AppShell
      footerContent={
        <p>
          <Link to="/accessibility" className={footerLink}>
            {accessibilityText.footerLink}
          </Link>
        </p>
      }
    >
      <HeadSync />
      <HydratedMarker />
      <StorageProblemNotice />
      <Suspense fallback={<p aria-busy="true">Loading…</p>}>
        <Switch>
          <Route path="/" component={HomeRoute} />
          <Route path="/content/:slug" component={ArticleRouteLazy} />
          <Route path="/tools/:toolId" component={ToolRouteLazy} />
          <Route path="/saved" component={SavedRoute} />
          <Route path="/accessibility" component={AccessibilityRoute} />
          <Route path="/my-details" component={MyDetailsRoute} />
          <Route path="/my-plan" component={MyPlanRoute} />
          <Route path="/search" component={SearchRoute} />
          <Route path="/glossary" component={GlossaryRoute} />
          <Route component={NotFoundRoute} />
        </Switch>
      </Suspense>
    </AppShell>
  );
}
