import { defineTool } from '../defineTool';

export const tool = defineTool({
  id: 'checklist',
  title: 'Checklist',
  description: 'A checklist an article configures; ticks are kept in this browser.',
  frame: 'green',
  page: false,
  load: () => import('./GenericChecklist').then((m) => ({ default: m.GenericChecklist })),
});
