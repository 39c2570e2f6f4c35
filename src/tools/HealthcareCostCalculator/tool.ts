import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'healthcare-cost',
  load: () => import('./HealthcareCostCalculator').then((m) => ({ default: m.HealthcareCostCalculator })),
};
