/** What every tool component receives from the page that embeds it. */
export interface ToolProps {
  /** The article's config for config-driven engines (calculator_config, tool_config, checklist_config). */
  config?: Record<string, unknown>;
  /** The tool's title as the page shows it (used for storage keys and download names). */
  title: string;
  /** Heading level for the tool's own sub-headings: the Frame's title is an h2, so tools start at h3. */
  headingLevel?: 2 | 3;
}

/** A tool component's loader: a dynamic import, so every tool is a chunk of its own (defineTool's `load`). */
export type ToolLoader = () => Promise<{ default: import('react').ComponentType<ToolProps> }>;
