import { defineToolPlan } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the rmd tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'income',
  order: 4,
  why: pm.why,
  question: (i, _r, f) =>
    `Ask how best to take your required minimum distribution of about ${f('rmdAmount')} for ${String(i.taxYear)}, and whether giving some of it to charity straight from the IRA would suit you.`,
});
