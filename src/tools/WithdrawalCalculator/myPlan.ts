import { defineToolPlan } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the withdrawal-calculator tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'income',
  order: 3,
  why: pm.why,
  question: (_i, _r, f) =>
    `Ask whether drawing from your accounts in this order, with ${f('totalTaxes')} of federal income tax, suits you.`,
});
