import { defineToolPlan } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the withdrawal-planner tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'income',
  order: 2,
  why: pm.why,
  question: (_i, _r, f) => pm.question({ taxes: f('totalTaxes') }),
});
