import { defineToolPlan } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the hsa tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'health',
  order: 10,
  why: pm.why,
  question: (_i, _r, f) => pm.question({ balance: f('projectedBalance') }),
});
