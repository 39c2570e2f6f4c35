import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'home-equity',
  load: () => import('./HomeEquityCalculator').then((m) => ({ default: m.HomeEquityCalculator })),
};
