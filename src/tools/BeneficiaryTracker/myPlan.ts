import { defineToolPlan } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the beneficiary-tracker tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'estate',
  order: 18,
  why: pm.why,
});
