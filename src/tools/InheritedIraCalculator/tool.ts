import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'inherited-ira',
  load: () => import('./InheritedIraCalculator').then((m) => ({ default: m.InheritedIraCalculator })),
};
