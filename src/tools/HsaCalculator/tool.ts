import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'hsa',
  load: () => import('./HsaCalculator').then((m) => ({ default: m.HsaCalculator })),
};
