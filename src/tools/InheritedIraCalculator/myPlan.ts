import { defineToolPlan } from '../shared/core/toolPlan';

/** What My plan shows of the inherited-ira tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'income',
  order: 5,
  why: 'If you inherited an IRA: which rule applies, this year’s minimum and the year it must be empty.',
  load: () => import('./scenario'),
});
