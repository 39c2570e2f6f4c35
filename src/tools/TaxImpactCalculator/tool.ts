import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'tax-impact',
  load: () => import('./TaxImpactCalculator').then((m) => ({ default: m.TaxImpactCalculator })),
};
