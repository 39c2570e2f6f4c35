import { defineToolPlan } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the tax-impact tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'income',
  order: 7,
  why: pm.why,
  question: (i, _r, f) =>
    `Ask whether federal income tax of about ${f('totalTax')} for ${String(i.taxYear)} could be lower with a different mix of income.`,
});
