import loaders from 'virtual:evergreen/tool-page-loaders';
import type { CheckedLine } from '../articles/CheckedAgainst';
import type { ToolText } from '../tools/toolTexts';
import type { ToolId } from '../tools/toolIds.generated';

/** What a tool's own page shows around the tool, in the build's language (scripts/tool-index-plugin.ts). */
export interface ToolPageData extends ToolText {
  /** Its "Checked … against …" line, when the checked record has one. */
  checked?: CheckedLine;
  /** The articles that carry this tool (as their tool or their second one), alphabetical by title. */
  explainers: readonly { slug: string; title: string }[];
}

/** Whether a path's id (`/tools/:toolId`) is a tool with a page of its own. */
export const hasToolPage = (id: string): id is ToolId => Object.hasOwn(loaders, id);

const pending = new Map<string, Promise<ToolPageData>>();
const loaded = new Map<string, ToolPageData>();

/**
 * Loads one tool page's own module: the client and the prerender await it with the route's chunk
 * before rendering, so the first client render matches the prerendered page (src/app/lazyRoute.tsx).
 */
export function loadToolPage(id: ToolId): Promise<ToolPageData> {
  let promise = pending.get(id);
  if (!promise) {
    promise = loaders[id]!().then(({ default: page }) => {
      loaded.set(id, page);
      return page;
    });
    pending.set(id, promise);
  }
  return promise;
}

/** The page's module if loaded: always on the first render (loadToolPage before it), not yet on a later navigation. */
export const loadedToolPage = (id: ToolId): ToolPageData | undefined => loaded.get(id);
