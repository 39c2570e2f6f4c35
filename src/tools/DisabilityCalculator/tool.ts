import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'disability',
  load: () => import('./DisabilityCalculator').then((m) => ({ default: m.DisabilityCalculator })),
};
