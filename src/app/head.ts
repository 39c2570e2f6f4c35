import site from '../../content/site.json';
import { getArticleMeta } from '../articles/contentIndex';
import { toolTextById } from '../tools/toolTexts';
import { matchRoute } from './routes';

export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  status: 200 | 404;
}

/** The head of each page without a parameter, keyed by its path in the route table (src/app/routes.ts). */
const PAGE_HEADS: Readonly<Record<string, Omit<HeadData, 'canonical' | 'status'>>> = {
  '/': {
    title: `${site.name}: retirement planning guides and calculators`,
    description: site.tagline,
  },
  '/saved': {
    title: `My saved items | ${site.name}`,
    description: 'Calculations, checklists and tools you saved in this browser.',
  },
  // Written here like the other pages' heads, not read from content/accessibility.json: this
  // module loads on the first client-side navigation, and the statement would come with it.
  '/accessibility': {
    title: `Accessibility statement | ${site.name}`,
    description:
      'How accessible Evergreen is, what we know does not work well yet, how we test it and how to tell us about a problem.',
  },
  '/my-details': {
    title: `${site.myDetails.title} | ${site.name}`,
    description: site.myDetails.description,
  },
  '/my-plan': {
    title: `My plan | ${site.name}`,
    description:
      'Your results from the tools you used, the dates that matter to you, a calendar file and a printable plan. Kept only in this browser.',
  },
  '/search': {
    title: `Search | ${site.name}`,
    description: 'Search Evergreen’s guides, calculators and glossary on your own device, even offline.',
  },
  '/glossary': {
    title: `Glossary | ${site.name}`,
    description: 'Plain meanings of the retirement, tax, Medicare and estate words our guides and calculators use.',
  },
};

/** The pages' paths that have a head here (a test checks it against the route table). */
export const PATHS_WITH_HEADS = Object.keys(PAGE_HEADS);

/** What a path's page is: its head when the path is one of the site's pages, else undefined. */
function pageHead(pathname: string): Omit<HeadData, 'canonical' | 'status'> | undefined {
  const { route, params } = matchRoute(pathname);
  if (params.slug) {
    const meta = getArticleMeta(params.slug);
    return meta && { title: `${meta.title} | ${site.name}`, description: meta.excerpt };
  }
  if (params.toolId) {
    const tool = toolTextById[params.toolId];
    return tool && { title: `${tool.title} | ${site.name}`, description: tool.description };
  }
  return PAGE_HEADS[route.path];
}

/** Title, description and canonical URL of any path: used by the prerenderer and on navigation. */
export function headFor(pathname: string): HeadData {
  const head = pageHead(pathname);
  if (head) {
    const canonical = `${site.origin}${pathname === '/' ? '/' : pathname.replace(/\/$/, '')}`;
    return { ...head, canonical, status: 200 };
  }
  return {
    title: `Page not found | ${site.name}`,
    description: site.notFound.body,
    canonical: `${site.origin}/404`,
    status: 404,
  };
}
