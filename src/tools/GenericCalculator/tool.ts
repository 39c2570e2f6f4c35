import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'generic-calculator',
  load: () => import('./GenericCalculator').then((m) => ({ default: m.GenericCalculator })),
};
