import { defineTool } from '../defineTool';

export const tool = defineTool({
  id: 'home-modification',
  title: 'Home Modification Planner',
  description: 'Choose safety and comfort changes for your home and plan them within a budget.',
  load: () => import('./HomeModificationPlanner').then((m) => ({ default: m.HomeModificationPlanner })),
});
