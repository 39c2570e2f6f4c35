import { defineToolPlan } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the disability tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'insurance',
  order: 17,
  why: pm.why,
  question: (_i, _r, f) => pm.question({ gap: f('coverageGap') }),
});
