import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'downsizing',
  load: () => import('./DownsizingCalculator').then((m) => ({ default: m.DownsizingCalculator })),
};
