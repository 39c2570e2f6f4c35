import { describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/locale';
import { PATHS_WITH_HEADS, headFor } from './head';
import { matchRoute, NOT_FOUND_ROUTE, PAGE_ROUTES } from './routes';

/** The route table (src/app/routes.ts): one list of pages that the router, preloader, head, prerender and sitemap read. */
describe('the route table', () => {
  it('matches a path the way the router does: parameters, a trailing slash, and nothing deeper', () => {
    expect(matchRoute('/')).toMatchObject({ route: { path: '/' }, params: {} });
    expect(matchRoute('/tools/rmd')).toMatchObject({ route: { path: '/tools/:toolId' }, params: { toolId: 'rmd' } });
    expect(matchRoute('/tools/rmd/')).toMatchObject({ params: { toolId: 'rmd' } });
    expect(matchRoute('/content/rmd-calculator')).toMatchObject({
      route: { path: '/content/:slug', module: 'src/app/ArticleRoute.tsx' },
      params: { slug: 'rmd-calculator' },
    });
    expect(matchRoute('/my-plan/').route.module).toBe('src/plan/MyPlanPage.tsx');
    for (const unknown of ['/nowhere', '/content/a/b', '/tools', '/my-plan/extra'])
      expect(matchRoute(unknown).route, unknown).toBe(NOT_FOUND_ROUTE);
  });

  it('has one entry per path, each with its page module under src/app, or src/plan for the visitor’s own pages', () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of [...PAGE_ROUTES, NOT_FOUND_ROUTE]) expect(route.module).toMatch(/^src\/(app|plan)\/\w+\.tsx$/);
  });

  it('gives every page without a parameter its own title, and nothing else', () => {
    const plain = PAGE_ROUTES.map((route) => route.path).filter((path) => !path.includes(':'));
    expect([...PATHS_WITH_HEADS].sort()).toEqual([...plain].sort());
    for (const path of plain) expect(headFor(path).status, path).toBe(200);
    expect(headFor('/tools/rmd').status).toBe(200);
    expect(headFor('/tools/no-such-tool').status).toBe(404);
    expect(headFor('/content/no-such-article').status).toBe(404);
  });

  it('gives each page its head in the language being rendered (the prerender sets it per page)', () => {
    setLocale('es');
    try {
      expect(headFor('/es/search')).toMatchObject({ title: 'Buscar | Evergreen', lang: 'es' });
      expect(headFor('/es/my-plan').description).toMatch(/^Los resultados de las herramientas que usó/);
      expect(headFor('/es/no-such-page')).toMatchObject({ title: 'Página no encontrada | Evergreen', status: 404 });
      // A tool page's title and description: the tool's meta.messages.es.json.
      expect(headFor('/es/tools/rmd')).toMatchObject({
        title: 'Calculadora de la distribución mínima requerida (RMD) | Evergreen',
        lang: 'es',
      });
      expect(headFor('/es/tools/rmd').description).toMatch(/^Calcule la cantidad más pequeña que el IRS le exige/);
    } finally {
      setLocale('en');
    }
    expect(headFor('/search').title).toBe('Search | Evergreen');
    expect(headFor('/no-such-page').title).toBe('Page not found | Evergreen');
    expect(headFor('/tools/rmd').title).toBe('Required Minimum Distribution Calculator | Evergreen');
  });

  it('preloads the page a path shows', async () => {
    const { route } = matchRoute('/glossary');
    const page = await route.page.preload();
    expect(typeof page).toBe('function');
  });
});
