import toolPages from 'virtual:evergreen/tool-pages';
import type { FrameTheme } from '../kit/Frame/Frame';
import type { ToolId } from './toolIds.generated';

export interface ToolText {
  title: string;
  description: string;
  /** The colour frame the tool's page shows it in, when not blue. */
  frame?: FrameTheme;
}

/**
 * The titles, descriptions and frames of the tools with a page of their own, by id, as each tool's
 * definition gives them (src/tools/<Tool>/tool.ts), gathered at build time
 * (scripts/tool-index-plugin.ts). Kept apart from the registry, which is part of the entry script:
 * only tool pages, their head tags and My details read these words (≈ 0.8 KB gzipped), and an
 * article learns its tools' standalone titles from its own chunk (scripts/content-plugin.ts).
 */
export const toolTextById: Readonly<Partial<Record<string, ToolText>>> = toolPages;
export const standaloneToolIds = Object.keys(toolTextById) as ToolId[];

/** Whether a path's id (`/tools/:toolId`) is a tool with a page of its own. */
export const isStandaloneToolId = (id: string): id is ToolId => toolTextById[id] !== undefined;
