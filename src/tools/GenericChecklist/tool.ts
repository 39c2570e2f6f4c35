import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'checklist',
  load: () => import('./GenericChecklist').then((m) => ({ default: m.GenericChecklist })),
};
