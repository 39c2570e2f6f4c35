import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'medicare-cost',
  load: () => import('./MedicareCostCalculator').then((m) => ({ default: m.MedicareCostCalculator })),
};
