import { defineToolPlan } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the hsa tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'health',
  order: 10,
  why: pm.why,
  projection: true,
  question: (_i, _r, f) =>
    `Ask how to use an HSA balance of about ${f('projectedBalance')} at retirement, and when to stop paying into it before Medicare.`,
});
