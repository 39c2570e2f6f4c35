import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'beneficiary-tracker',
  load: () => import('./BeneficiaryTracker').then((m) => ({ default: m.BeneficiaryTracker })),
};
