import { byTitle } from './byTitle';

export interface ToolExplainer {
  slug: string;
  title: string;
  toolId: string;
}

// Only the slug, title and tool id of each article (content plugin's `?explains`): a tool page
// links to the articles that explain its tool without loading every article's metadata.
const explainerModules = import.meta.glob<ToolExplainer | null>('/content/articles/*.md', { query: '?explains', import: 'default', eager: true });

const explainers = Object.values(explainerModules)
  .filter((e): e is ToolExplainer => e !== null)
  .sort(byTitle);

/** The articles that carry this tool, alphabetical by title. */
export function explainersOf(toolId: string): ToolExplainer[] {
  return explainers.filter((e) => e.toolId === toolId);
}
