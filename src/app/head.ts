import site from '../../content/site.json';
import accessibilityText from '../../content/accessibility.json';
import { getArticleMeta, slugFromPathname } from '../articles/contentIndex';
import { toolTextById } from '../tools/toolTexts';

export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  status: 200 | 404;
}

/** Title, description and canonical URL of any path: used by the prerenderer and on navigation. */
export function headFor(pathname: string): HeadData {
  const canonical = `${site.origin}${pathname === '/' ? '/' : pathname.replace(/\/$/, '')}`;
  if (pathname === '/') {
    return {
      title: `${site.name}: retirement planning guides and calculators`,
      description: site.tagline,
      canonical,
      status: 200,
    };
  }
  const slug = slugFromPathname(pathname);
  if (slug) {
    const meta = getArticleMeta(slug);
    if (meta) return { title: `${meta.title} | ${site.name}`, description: meta.excerpt, canonical, status: 200 };
  }
  const toolMatch = /^\/tools\/([a-z0-9-]+)\/?$/.exec(pathname);
  const tool = toolMatch?.[1] ? toolTextById[toolMatch[1]] : undefined;
  if (tool) return { title: `${tool.title} | ${site.name}`, description: tool.description, canonical, status: 200 };
  if (pathname === '/saved' || pathname === '/saved/') {
    return {
      title: `My saved items | ${site.name}`,
      description: 'Calculations, checklists and tools you saved in this browser.',
      canonical,
      status: 200,
    };
  }
  if (pathname === '/accessibility' || pathname === '/accessibility/') {
    return {
      title: `Accessibility statement | ${site.name}`,
      description: accessibilityText.description,
      canonical,
      status: 200,
    };
  }
  if (pathname === '/my-details' || pathname === '/my-details/') {
    return {
      title: `${site.myDetails.title} | ${site.name}`,
      description: site.myDetails.description,
      canonical,
      status: 200,
    };
  }
  if (pathname === '/my-plan' || pathname === '/my-plan/') {
    return {
      title: `My plan | ${site.name}`,
      description:
        'Your results from the tools you used, the dates that matter to you, a calendar file and a printable plan. Kept only in this browser.',
      canonical,
      status: 200,
    };
  }
  if (pathname === '/search' || pathname === '/search/') {
    return {
      title: `Search | ${site.name}`,
      description: 'Search Evergreen’s guides, calculators and glossary on your own device, even offline.',
      canonical,
      status: 200,
    };
  }
  if (pathname === '/glossary' || pathname === '/glossary/') {
    return {
      title: `Glossary | ${site.name}`,
      description: 'Plain meanings of the retirement, tax, Medicare and estate words our guides and calculators use.',
      canonical,
      status: 200,
    };
  }
  return {
    title: `Page not found | ${site.name}`,
    description: site.notFound.body,
    canonical: `${site.origin}/404`,
    status: 404,
  };
}
