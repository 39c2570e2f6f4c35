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
  return [
    '/',
    ...articles.map((a) => `/content/${a.slug}`),
    ...standaloneToolIds.map((id) => `/tools/${id}`),
    '/saved',
    '/my-details',
    '/my-plan',
    '/search',
    '/glossary',
    '/accessibility',
  ];
}

/**
 * A guide's static sections are adopted by the browser as HTML read back from this page
 * (articleBodies.ts, GuideSections), like the article body. The body went through DOMPurify when
 * it was compiled; the sections are React's escaped rendering of our JSON, and pass through the
 * same sanitizer here, so every HTML string the client hands to React was sanitised at build time.
 */
function sanitizeGuideSections(html: string): string {
  return html.replace(
    /(<div data-guide-sections="">)([\s\S]*?)(<\/div>)/g,
    (_whole, open: string, inner: string, close: string) => {
      if (inner.includes('<div'))
        throw new Error('prerender: guide sections must not nest a <div> (their wrapper is found by its first </div>)');
      return `${open}${purify.sanitize(inner, SANITIZE_OPTIONS) as string}${close}`;
    },
  );
}

export async function render(url: string): Promise<{ html: string; head: HeadData }> {
  const slug = slugFromPathname(url);
  if (slug) await loadArticle(slug);
  await preloadRouteFor(url);
  const html = sanitizeGuideSections(
    renderToString(
      <StrictMode>
        <Router ssrPath={url}>
          <App />
        </Router>
      </StrictMode>,
    ),
  );
  return { html, head: headFor(url) };
}
