import site from '../../content/site.json';
import { getArticleMeta } from '../articles/contentIndex';
import { toolTextById } from '../tools/toolTexts';
import { matchRoute } from './routes';
import * as m from './messages';
import { DEFAULT_LOCALE, LOCALES, localeOfPath, pathInLocale, pathWithoutLocale, type Locale } from '../i18n/locale';

/** One `<link rel="alternate" hreflang>`: the same page in a language, and `x-default` (English) for any other. */
export interface HeadAlternate {
  hreflang: Locale | 'x-default';
  href: string;
}

export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  status: 200 | 404;
  /** The page's language, for `<html lang>`. */
  lang: Locale;
  /** The page in every language (a 404 has none). */
  alternates: HeadAlternate[];
}

/**
 * The head of each page without a parameter, keyed by its path in the route table (src/app/routes.ts):
 * each read when a head is asked for, in the page's language. The accessibility statement's is
 * written here like the others, not read from content/accessibility.json: this module loads on the
 * first client-side navigation, and the statement would come with it.
 */
const PAGE_HEADS: Readonly<Record<string, () => Pick<HeadData, 'title' | 'description'>>> = {
  '/': () => ({ title: m.headHomeTitle({ site: site.name }), description: site.tagline }),
  '/saved': () => ({ title: m.headSavedTitle({ site: site.name }), description: m.headSavedDescription() }),
  '/accessibility': () => ({
    title: m.headAccessibilityTitle({ site: site.name }),
    description: m.headAccessibilityDescription(),
  }),
  '/my-details': () => ({
    title: m.headPageTitle({ page: site.myDetails.title, site: site.name }),
    description: site.myDetails.description,
  }),
  '/my-plan': () => ({ title: m.headMyPlanTitle({ site: site.name }), description: m.headMyPlanDescription() }),
  '/search': () => ({ title: m.headSearchTitle({ site: site.name }), description: m.headSearchDescription() }),
  '/glossary': () => ({ title: m.headGlossaryTitle({ site: site.name }), description: m.headGlossaryDescription() }),
};

/** The pages' paths that have a head here (a test checks it against the route table). */
export const PATHS_WITH_HEADS = Object.keys(PAGE_HEADS);

/** What a path's page is: its head when the path is one of the site's pages, else undefined. */
function pageHead(pathname: string): Pick<HeadData, 'title' | 'description'> | undefined {
  const { route, params } = matchRoute(pathname);
  if (params.slug) {
    const meta = getArticleMeta(params.slug);
    return meta && { title: m.headPageTitle({ page: meta.title, site: site.name }), description: meta.excerpt };
  }
  if (params.toolId) {
    const tool = toolTextById[params.toolId];
    return tool && { title: m.headPageTitle({ page: tool.title, site: site.name }), description: tool.description };
  }
  return PAGE_HEADS[route.path]?.();
}

/**
 * Title, description, canonical URL, language and the same page's address in every language, of any
 * path (`/tools/rmd`, `/es/tools/rmd`): used by the prerenderer and on navigation.
 */
export function headFor(pathname: string): HeadData {
  const lang = localeOfPath(pathname);
  const page = pathWithoutLocale(pathname);
  const head = pageHead(page);
  if (head) {
    const clean = page === '/' ? '/' : page.replace(/\/$/, '');
    const url = (locale: Locale) => `${site.origin}${pathInLocale(clean, locale)}`;
    const alternates: HeadAlternate[] = [
      ...LOCALES.map((locale) => ({ hreflang: locale, href: url(locale) })),
      { hreflang: 'x-default', href: url(DEFAULT_LOCALE) },
    ];
    return { ...head, canonical: url(lang), status: 200, lang, alternates };
  }
  return {
    title: m.headNotFoundTitle({ site: site.name }),
    description: site.notFound.body,
    canonical: `${site.origin}${pathInLocale('/404', lang)}`,
    status: 404,
    lang,
    alternates: [],
  };
}
