import { defineToolPlan } from '../shared/core/toolPlan';

/** What My plan shows of the hsa tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'health',
  order: 10,
  why: 'Project a health savings account and its tax savings.',
  projection: true,
  load: () => import('./scenario'),
  question: (_i, _r, f) =>
    `Ask how to use an HSA balance of about ${f('projectedBalance')} at retirement, and when to stop paying into it before Medicare.`,
});
