import { defineToolPlan } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the tax-impact tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'income',
  order: 7,
  why: pm.why,
  question: (i, _r, f) => pm.question({ tax: f('totalTax'), year: String(i.taxYear) }),
});
