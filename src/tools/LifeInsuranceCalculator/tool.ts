import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'life-insurance',
  load: () => import('./LifeInsuranceCalculator').then((m) => ({ default: m.LifeInsuranceCalculator })),
};
