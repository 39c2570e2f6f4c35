import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { articles, loadArticle, slugFromPathname } from '../articles/contentIndex';
import { SANITIZE_OPTIONS, setServerSanitizer } from '../articles/sanitizeHtml';
import { standaloneToolIds } from '../tools/toolTexts';
import { App } from './App';
import { headFor, type HeadData } from './head';
import { preloadRouteFor } from './routes';

// Prerendering runs in Node: article HTML is sanitised with DOMPurify bound to a jsdom window.
const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
setServerSanitizer((html) => purify.sanitize(html, SANITIZE_OPTIONS) as string);

export function allRoutes(): string[] {
  return ['/', ...articles.map((a) => `/content/${a.slug}`), ...standaloneToolIds.map((id) => `/tools/${id}`), '/saved', '/my-details', '/my-plan', '/search', '/glossary', '/accessibility'];
}

export async function render(url: string): Promise<{ html: string; head: HeadData }> {
  const slug = slugFromPathname(url);
  if (slug) await loadArticle(slug);
  await preloadRouteFor(url);
  const html = renderToString(
    <StrictMode>
      <Router ssrPath={url}>
        <App />
      </Router>
    </StrictMode>,
  );
  return { html, head: headFor(url) };
}
