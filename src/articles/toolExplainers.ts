import { byTitle } from './byTitle';
import type { ToolId } from '../tools/toolIds.generated';

export interface ToolExplainer {
  slug: string;
  title: string;
  toolId: ToolId;
  /** The article's second tool, further down the page (front matter `second_tool`). */
  secondToolId?: ToolId;
}

// Only the slug, title and tool id of each article (content plugin's `?explains`): a tool page
// links to the articles that explain its tool without loading every article's metadata.
const explainerModules = import.meta.glob<ToolExplainer | null>('/content/articles/*.md', {
  query: '?explains',
  import: 'default',
  eager: true,
});

const explainers = Object.values(explainerModules)
  .filter((e): e is ToolExplainer => e !== null)
  .sort(byTitle);

/** The articles that carry this tool (as their tool or their second one), alphabetical by title. */
export function explainersOf(toolId: ToolId): ToolExplainer[] {
  return explainers.filter((e) => e.toolId === toolId || e.secondToolId === toolId);
}
