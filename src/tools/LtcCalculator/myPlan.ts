import { defineToolPlan } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the ltc-insurance tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'health',
  order: 11,
  why: pm.why,
  question: (_i, _r, f) => pm.question({ premium: f('monthlyPremium'), care: f('totalCareCost') }),
});
