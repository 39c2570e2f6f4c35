import type { Article } from './types';

// Every article's chunk, by slug. This module is fetched only when it is needed: on a client-side
// move to another article, or when the page being hydrated does not name its own chunk (dev, an
// old page). Kept out of the entry script, where the 74 hashed chunk names cost every page of the
// site ≈ 1.2 KB gzipped before idle.
const bodyLoaders = import.meta.glob<Article>('/content/articles/*.md', { import: 'default' });

// The same articles without their bodies (content plugin's `?hydrate`): the chunk a prerendered
// article page hydrates from, its body being already in the HTML. The prerender names the page's
// own chunk in the head (see articleBodies.ts), so this map is a fallback.
const pageLoaders = import.meta.glob<Article>('/content/articles/*.md', { query: '?hydrate', import: 'default' });

const slugFromPath = (p: string) => p.slice(p.lastIndexOf('/') + 1, -'.md'.length);
const bySlug = (loaders: Record<string, () => Promise<Article>>) =>
  new Map(Object.entries(loaders).map(([p, load]) => [slugFromPath(p.replace(/\?.*$/, '')), load]));

export const bodyLoaderBySlug = bySlug(bodyLoaders);
export const pageLoaderBySlug = bySlug(pageLoaders);
