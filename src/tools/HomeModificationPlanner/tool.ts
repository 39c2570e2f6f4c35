import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'home-modification',
  load: () => import('./HomeModificationPlanner').then((m) => ({ default: m.HomeModificationPlanner })),
};
