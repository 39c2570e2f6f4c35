import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import '../kit/theme/global.css';
import { loadArticleFromDocument } from '../articles/articleBodies';
import { preloadTool } from '../tools/registry';
import { App } from './App';
import { matchRoute } from './routes';
import { currentLocale, localeOfPath, localePrefix, pathWithoutLocale, setLocale } from '../i18n/locale';

// A language's pages load that language's build (src/i18n/locale.ts); the development server serves
// every language from one build and takes it from the address.
if (!import.meta.env.EVERGREEN_LOCALE) setLocale(localeOfPath(window.location.pathname));

async function start() {
  // Load the current article's chunk before hydrating so the first client render matches the
  // prerendered HTML exactly (no flash, no layout shift).
  const { route: page, params } = matchRoute(pathWithoutLocale(window.location.pathname));
  const route = page.page.preload();
  // A tool page's own words and links (src/app/toolPage.ts), in their own small chunk, fetched with the route's.
  const { toolId } = params;
  if (toolId) void preloadTool(toolId);
  const toolPage = toolId
    ? import('./toolPage').then((m) => (m.hasToolPage(toolId) ? m.loadToolPage(toolId) : undefined))
    : undefined;
  const slug = params.slug;
  // An article's tool is fetched once the page is idle (ToolEmbed's loadAfterIdle), not with the page.
  if (slug) await loadArticleFromDocument(slug, document);
  await route;
  await toolPage;
  const container = document.getElementById('root');
  if (!container) return;
  const app = (
    <StrictMode>
      <Router base={localePrefix(currentLocale())}>
        <App />
      </Router>
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // hydrating the whole page in one long task (~120 ms on a 4x slowed CPU), which Lighthouse counts
  // as blocking time. The prerendered page is already painted and readable meanwhile; a click or
  // key press before hydration ends makes React hydrate the part that was touched first.
  startTransition(() => {
    if (container.hasChildNodes()) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

// Started in a task of its own: the browser has just evaluated this whole script (React and the
// shell, ~130 ms on a 4x slowed CPU), and requesting the page's chunks costs ~4 ms a chunk more.
// In one task that is one long block of the main thread; in two, each is shorter (issue G1 trace).
setTimeout(() => void start(), 0);

// Offline reading: the service worker (built by vite-plugin-pwa and scripts/build-sw.mjs) precaches
// every page and tool; a new version is announced to the reader (./serviceWorker). It is registered by
// the App once the page is idle (kit/pageIdle.ts), so neither its code nor its requests compete with the
// page's own, and from a module rather than an inline script, which the CSP forbids.
