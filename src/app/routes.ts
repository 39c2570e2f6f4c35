import { lazyRoute } from './lazyRoute';

export const HomeRoute = lazyRoute(() => import('./HomePage').then((m) => m.HomePage));
export const ArticleRouteLazy = lazyRoute(() => import('./ArticleRoute').then((m) => m.ArticleRoute));
export const ToolRouteLazy = lazyRoute(() => import('./ToolRoute').then((m) => m.ToolRoute));
export const SavedRoute = lazyRoute(() => import('./SavedItemsPage').then((m) => m.SavedItemsPage));
export const AccessibilityRoute = lazyRoute(() => import('./AccessibilityPage').then((m) => m.AccessibilityPage));
export const MyDetailsRoute = lazyRoute(() => import('./MyDetailsPage').then((m) => m.MyDetailsPage));
export const MyPlanRoute = lazyRoute(() => import('./MyPlanPage').then((m) => m.MyPlanPage));
export const SearchRoute = lazyRoute(() => import('./SearchPage').then((m) => m.SearchPage));
export const GlossaryRoute = lazyRoute(() => import('./GlossaryPage').then((m) => m.GlossaryPage));
export const NotFoundRoute = lazyRoute(() => import('./NotFoundPage').then((m) => m.NotFoundPage));

/** The route chunk a path needs, so it can be loaded before rendering. */
export function preloadRouteFor(pathname: string): Promise<unknown> {
  if (pathname === '/') return HomeRoute.preload();
  if (pathname.startsWith('/content/')) return ArticleRouteLazy.preload();
  if (pathname.startsWith('/tools/')) return ToolRouteLazy.preload();
  if (pathname === '/saved' || pathname === '/saved/') return SavedRoute.preload();
  if (pathname === '/accessibility' || pathname === '/accessibility/') return AccessibilityRoute.preload();
  if (pathname === '/my-details' || pathname === '/my-details/') return MyDetailsRoute.preload();
  if (pathname === '/my-plan' || pathname === '/my-plan/') return MyPlanRoute.preload();
  if (pathname === '/search' || pathname === '/search/') return SearchRoute.preload();
  if (pathname === '/glossary' || pathname === '/glossary/') return GlossaryRoute.preload();
  return NotFoundRoute.preload();
}
