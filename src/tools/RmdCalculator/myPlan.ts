import { defineToolPlan } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the rmd tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'income',
  order: 4,
  why: pm.why,
  question: (i, _r, f) => pm.question({ rmd: f('rmdAmount'), year: String(i.taxYear) }),
});
