import { defineToolPlan } from '../shared/core/toolPlan';

/** What My plan shows of the withdrawal-planner tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'income',
  order: 2,
  why: 'Plan which accounts to draw from, year by year, to keep taxes down.',
  projection: true,
  load: () => import('./scenario'),
  question: (_i, _r, f) =>
    `Ask whether the order you draw from your accounts suits you: your plan pays ${f('totalTaxes')} in tax in all.`,
});
