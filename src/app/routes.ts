import { parse } from 'regexparam';
import { matchRoute as wouterMatch } from 'wouter';
import { pageRoute as route, type PageRoute } from './lazyRoute';
import { NOT_FOUND_ROUTE } from './notFoundRoute';

/**
 * The site's pages, as data: one table read by the router (App), the preloader (entry-client,
 * entry-server), the page head (head.ts), the prerender (which chunks a page needs: `module`) and the
 * sitemap (entry-server's `allRoutes`, every path the prerender writes). A path is matched once, the
 * way the router matches it: wouter's `matchRoute` with wouter's own pattern parser (regexparam).
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  route('/', 'src/app/HomePage.tsx', () => import('./HomePage').then((m) => m.HomePage)),
  route('/content/:slug', 'src/app/ArticleRoute.tsx', () => import('./ArticleRoute').then((m) => m.ArticleRoute)),
  route('/tools/:toolId', 'src/app/ToolRoute.tsx', () => import('./ToolRoute').then((m) => m.ToolRoute)),
  route('/saved', 'src/plan/SavedItemsPage.tsx', () => import('../plan/SavedItemsPage').then((m) => m.SavedItemsPage)),
  route('/my-details', 'src/plan/MyDetailsPage.tsx', () =>
    import('../plan/MyDetailsPage').then((m) => m.MyDetailsPage),
  ),
  route('/my-plan', 'src/plan/MyPlanPage.tsx', () => import('../plan/MyPlanPage').then((m) => m.MyPlanPage)),
  route('/search', 'src/app/SearchPage.tsx', () => import('./SearchPage').then((m) => m.SearchPage)),
  route('/glossary', 'src/app/GlossaryPage.tsx', () => import('./GlossaryPage').then((m) => m.GlossaryPage)),
  route('/accessibility', 'src/app/AccessibilityPage.tsx', () =>
    import('./AccessibilityPage').then((m) => m.AccessibilityPage),
  ),
];

export { NOT_FOUND_ROUTE, NotFoundRoute } from './notFoundRoute';

export interface MatchedRoute {
  route: PageRoute;
  params: Readonly<Record<string, string | undefined>>;
}

/** The route a path shows, and its parameters (`{ toolId: 'rmd' }`), as the router would match it. */
export function matchRoute(pathname: string): MatchedRoute {
  for (const candidate of PAGE_ROUTES) {
    const [matched, params] = wouterMatch(parse, candidate.path, pathname);
    if (matched) return { route: candidate, params: params ?? {} };
  }
  return { route: NOT_FOUND_ROUTE, params: {} };
}

/** The page chunk a path needs, so it can be loaded before rendering. */
export function preloadRouteFor(pathname: string): Promise<unknown> {
  return matchRoute(pathname).route.page.preload();
}
