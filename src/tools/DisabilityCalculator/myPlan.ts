import { defineToolPlan } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the disability tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'insurance',
  order: 17,
  why: pm.why,
  question: (_i, _r, f) => `Ask how to close a monthly income gap of about ${f('coverageGap')} if you could not work.`,
});
