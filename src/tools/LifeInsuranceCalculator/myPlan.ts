import { defineToolPlan } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the life-insurance tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'insurance',
  order: 16,
  why: pm.why,
  question: (_i, _r, f) => pm.question({ coverage: f('coverageNeeded') }),
});
