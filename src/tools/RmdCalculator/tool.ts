import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'rmd',
  load: () => import('./RmdCalculator').then((m) => ({ default: m.RmdCalculator })),
};
