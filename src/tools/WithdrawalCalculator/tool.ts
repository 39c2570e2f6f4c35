import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'withdrawal-calculator',
  load: () => import('./WithdrawalCalculator').then((m) => ({ default: m.WithdrawalCalculator })),
};
