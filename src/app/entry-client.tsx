import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import '../kit/theme/global.css';
import { loadArticleFromDocument, slugFromPathname } from '../articles/articleBodies';
import { preloadTool } from '../tools/registry';
import { App } from './App';
import { preloadRouteFor } from './routes';
import { registerServiceWorker } from './serviceWorker';

async function start() {
  // Load the current article's chunk before hydrating so the first client render matches the
  // prerendered HTML exactly (no flash, no layout shift).
  const slug = slugFromPathname(window.location.pathname);
  const route = preloadRouteFor(window.location.pathname);
  const toolMatch = /^\/tools\/([a-z0-9-]+)/.exec(window.location.pathname);
  if (toolMatch?.[1]) void preloadTool(toolMatch[1]);
  if (slug) {
    const article = await loadArticleFromDocument(slug, document);
    // Start fetching the page's tool while React hydrates the text.
    if (article?.tool) void preloadTool(article.tool.id);
  }
  await route;
  const container = document.getElementById('root');
  if (!container) return;
  const app = (
    <StrictMode>
      <Router>
        <App />
      </Router>
    </StrictMode>
  );
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();

// Offline reading: the service worker (built by vite-plugin-pwa and scripts/build-sw.mjs) precaches
// every page and tool; a new version is announced to the reader (./serviceWorker). Registered after
// load so it never competes with the page's own requests, and from this module rather than an
// inline script, which the CSP forbids.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker, { once: true });
}
