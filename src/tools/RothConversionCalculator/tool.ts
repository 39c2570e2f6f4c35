import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'roth-conversion',
  load: () => import('./RothConversionCalculator').then((m) => ({ default: m.RothConversionCalculator })),
};
