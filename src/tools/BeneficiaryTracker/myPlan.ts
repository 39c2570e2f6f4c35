import { defineToolPlan } from '../shared/core/toolPlan';

/** What My plan shows of the beneficiary-tracker tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'estate',
  order: 18,
  why: 'Keep a private list of who inherits each account.',
});
