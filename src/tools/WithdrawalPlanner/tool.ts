import type { ToolEntry } from '../types';

export const tool: ToolEntry = {
  id: 'withdrawal-planner',
  load: () => import('./WithdrawalPlanner').then((m) => ({ default: m.WithdrawalPlanner })),
};
