import { defineToolPlan } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the home-equity tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'home',
  order: 12,
  why: pm.why,
  question: (_i, _r, f) => pm.question({ equity: f('currentEquity') }),
});
