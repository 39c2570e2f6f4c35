import { defineToolPlan } from '../shared/core/toolPlan';

/** What My plan shows of the downsizing tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'home',
  order: 13,
  why: 'Compare the money freed and the costs of moving to a smaller home.',
  load: () => import('./scenario'),
  question: (_i, _r, f) => `Ask whether moving, which would free about ${f('cashFreed')}, suits your plans.`,
});
