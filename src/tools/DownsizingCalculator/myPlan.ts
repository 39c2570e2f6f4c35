import { defineToolPlan } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the downsizing tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'home',
  order: 13,
  why: pm.why,
  question: (_i, _r, f) => pm.question({ cash: f('cashFreed') }),
});
