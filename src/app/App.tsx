import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AppShell } from '../kit';
import { headFor } from './head';
import { StorageProblemNotice } from './StorageProblemNotice';
import { ArticleRouteLazy, HomeRoute, NotFoundRoute, SavedRoute, ToolRouteLazy } from './routes';

/** Keeps the document title and description in step with client-side navigation. */
function HeadSync() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const head = headFor(pathname);
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', head.canonical);
  }, [pathname]);
  // A new page starts at the top, unless the address names a section.
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

export function App() {
  return (
    <AppShell>
      <HeadSync />
      <StorageProblemNotice />
      <Suspense fallback={<p aria-busy="true">Loading…</p>}>
        <Routes>
          <Route path="/" element={<HomeRoute />} />
          <Route path="/content/:slug" element={<ArticleRouteLazy />} />
          <Route path="/tools/:toolId" element={<ToolRouteLazy />} />
          <Route path="/saved" element={<SavedRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </Suspense>
    </AppShell>
  );
}
