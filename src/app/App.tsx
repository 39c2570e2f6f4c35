import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AppShell } from '../kit';
import { ArticleRoute } from './ArticleRoute';
import { headFor } from './head';
import { HomePage } from './HomePage';
import { NotFoundPage } from './NotFoundPage';
import { StorageProblemNotice } from './StorageProblemNotice';
import { ToolRoute } from './ToolRoute';

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
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/content/:slug" element={<ArticleRoute />} />
        <Route path="/tools/:toolId" element={<ToolRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AppShell>
  );
}
