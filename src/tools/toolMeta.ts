import type { FrameTheme as FrameName } from '../kit/Frame/Frame';

/**
 * What the site knows of a tool before loading any of it, written once in its folder's
 * `tool.meta.ts` as plain data. Its words, the title (its page's heading and tab title) and one
 * sentence under it (what the reader gets from it), are written in every language beside it, in
 * `meta.messages.<locale>.json` (keys `title` and `description`; docs/adding-a-tool.md). The build
 * reads both through the generated tool index (`npm run tool-index` writes
 * src/tools/toolIndex.generated.json and toolIds.generated.ts from every tool.meta.ts and its
 * catalogs; a test and the build fail when they are stale): the registry's loaders, the tool pages
 * and their head tags, the site search, the articles' links to a tool's own page, My details, My
 * plan and the content compiler's check of each article's tool id. The tool's component is
 * `<Folder>/<Folder>.tsx`, exporting `<Folder>`.
 */
export interface ToolMeta {
  /** The id articles name the tool by, and its page's path: /tools/<id>. Lower-case words joined by hyphens. */
  id: string;
  /** The colour frame where no article picks one: its own page and its stories. Blue when left out. */
  frame?: FrameName;
  /** False for the engines articles configure (checklist, steps, formula): they have no page of their own. */
  page?: boolean;
}

/** A tool's plain data (see ToolMeta), returned as given with its id as a literal type. */
export function defineToolMeta<const M extends ToolMeta>(meta: M): M {
  return meta;
}
