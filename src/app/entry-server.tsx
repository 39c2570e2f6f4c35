import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { articles, loadArticle } from '../articles/contentIndex';
import { SANITIZE_OPTIONS, setServerSanitizer } from '../articles/sanitizeHtml';
import { loadTool } from '../tools/registry';
import { standaloneToolIds } from '../tools/toolTexts';
import { App } from './App';
import { headFor, type HeadData } from './head';
import { hasToolPage, loadToolPage } from './toolPage';
import { loadDataTable } from '../kit/DataTable/LazyDataTable';
import { loadChart } from '../kit/Chart/LazyChart';
// The field terms' matcher, ready at once: the prerender finds each label's term and notes it for the page.
import { foundTermInLabel } from '../tools/shared/form/fieldTermMatcher';
import { provideFieldTermMatcher, recordFieldTerms, type FieldTermTable } from '../tools/shared/form/fieldTermsFound';
import { matchRoute, PAGE_ROUTES } from './routes';
import { localeOfPath, localePrefix, pathWithoutLocale, setLocale } from '../i18n/locale';

// The prerender finds each label's term with the matcher itself (it writes the table the page reads).
provideFieldTermMatcher(foundTermInLabel);

// Prerendering runs in Node: article HTML is sanitised with DOMPurify bound to a jsdom window.
const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
setServerSanitizer((html) => purify.sanitize(html, SANITIZE_OPTIONS) as string);

/** The values each route parameter takes on this site: one page per article and per standalone tool. */
const PARAMETER_VALUES: Readonly<Record<string, readonly string[]>> = {
  slug: articles.map((a) => a.slug),
  toolId: standaloneToolIds,
};

/** Every path the prerender writes and the sitemap lists, in the route table's order. */
export function allRoutes(): string[] {
  return PAGE_ROUTES.flatMap(({ path }) => {
    const parameter = /:(\w+)/.exec(path)?.[1];
    if (!parameter) return [path];
    const values = PARAMETER_VALUES[parameter];
    if (!values) throw new Error(`prerender: no values for the route parameter :${parameter} of ${path}`);
    return values.map((value) => path.replace(`:${parameter}`, value));
  });
}

/** The page module a path shows, as the build manifest names it (scripts/prerender.mjs). */
export function pageModuleFor(pathname: string): string {
  return matchRoute(pathname).route.module;
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

/** Draws a tool with no config, as its own page shows it, and throws the HTML away. */
async function drawToolForItsTerms(toolId: string, url: string, locale: ReturnType<typeof localeOfPath>) {
  const { default: Tool } = await loadTool(toolId);
  try {
    renderToString(
      <Router ssrPath={url} base={localePrefix(locale)}>
        <Suspense fallback={null}>
          <Tool title={toolId} />
        </Suspense>
      </Router>,
    );
  } catch (error) {
    // Without the table the page fetches the matcher before idle, as it did before: slower, never wrong.
    console.warn(`prerender: ${url}: the tool could not be drawn for its field terms:`, error);
  }
}

/**
 * A page's HTML and head, in the language of its address (`/es/tools/rmd` is the RMD tool in
 * Spanish): the router's base is the language's prefix, so the app's links stay in that language.
 * `fieldTerms` is the term each tool field's label holds, as the matcher found it here: the page
 * carries it so its first client render needs no matcher (src/tools/shared/form/fieldTermsFound.ts).
 */
export async function render(url: string): Promise<{ html: string; head: HeadData; fieldTerms: FieldTermTable }> {
  const locale = localeOfPath(url);
  setLocale(locale);
  const { route, params } = matchRoute(pathWithoutLocale(url));
  if (params.slug) await loadArticle(params.slug);
  await route.page.preload();
  if (params.toolId && hasToolPage(params.toolId)) await loadToolPage(params.toolId);
  // A results table is drawn at once on the server (in the browser it waits for idle or the viewport).
  await loadDataTable();
  await loadChart();
  const fieldTermsFound = recordFieldTerms();
  // A tool is drawn in the browser only (ToolEmbed), so the page's HTML holds no field; the tool is
  // drawn here once, unseen, for the terms its fields' labels hold (the table the page carries).
  if (params.toolId && hasToolPage(params.toolId)) await drawToolForItsTerms(params.toolId, url, locale);
  const html = sanitizeGuideSections(
    renderToString(
      <StrictMode>
        <Router ssrPath={url} base={localePrefix(locale)}>
          <App />
        </Router>
      </StrictMode>,
    ),
  );
  return { html, head: headFor(url), fieldTerms: fieldTermsFound() };
}
