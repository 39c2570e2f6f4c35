import { defineTool } from '../defineTool';

export const tool = defineTool({
  id: 'generic-calculator',
  title: 'Formula calculator',
  description: 'A calculator an article configures with its own fields and formula.',
  page: false,
  load: () => import('./GenericCalculator').then((m) => ({ default: m.GenericCalculator })),
});
