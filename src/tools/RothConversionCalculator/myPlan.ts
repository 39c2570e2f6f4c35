import { defineToolPlan } from '../shared/core/toolPlan';
import { formatCurrency } from '../../kit/format';
import { planNumber } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the roth-conversion tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'income',
  order: 6,
  why: pm.why,
  question: (i, r) => {
    // The tool models one conversion, this year, of no more than the IRA holds (its finance function
    // caps the amount at the balance): the question says one year and that amount.
    const amount = formatCurrency(Math.min(planNumber(i.conversionAmount), planNumber(i.iraBalance)));
    const net = Math.round(r.netBenefit ?? 0); // to the dollar, as on screen: equal brackets come out 0
    if (net > 0) return pm.questionConvert({ amount });
    return net === 0 ? pm.questionEven({ amount }) : pm.questionNotWorth({ amount });
  },
});
