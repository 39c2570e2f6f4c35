import { defineToolPlan } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the medicare-cost tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'health',
  order: 8,
  why: pm.why,
  question: (_i, _r, f) => pm.question({ total: f('annualTotal') }),
});
