import toolTexts from '../../content/tools.json';

export interface ToolText {
  title: string;
  description: string;
}

/**
 * The standalone tools' titles and descriptions (content/tools.json), by id. Kept apart from the
 * registry, which is part of the entry script: only tool pages, their head tags and My details
 * read these words (≈ 0.8 KB gzipped), and an article learns its tools' standalone titles from
 * its own chunk (scripts/content-plugin.ts).
 */
export const toolTextById = toolTexts as Record<string, ToolText>;
export const standaloneToolIds = Object.keys(toolTextById);
