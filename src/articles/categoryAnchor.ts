/** The id of a topic's section on the home page, used by breadcrumbs to link back to it. */
export function categoryAnchor(category: string): string {
  return `topic-${category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}
