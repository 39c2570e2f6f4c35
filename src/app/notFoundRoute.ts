import { pageRoute, type PageRoute } from './lazyRoute';

// The not-found page, apart from the route table (routes.ts): the article and tool routes show it for
// an unknown slug or id, and the table loads those routes.

/** What any path no route matches shows (and the prerender writes as 404.html). */
export const NOT_FOUND_ROUTE: PageRoute = pageRoute('*', 'src/app/NotFoundPage.tsx', () =>
  import('./NotFoundPage').then((m) => m.NotFoundPage),
);

/** Shown by a route whose page has nothing for its parameter (an unknown article or tool). */
export const NotFoundRoute = NOT_FOUND_ROUTE.page;
