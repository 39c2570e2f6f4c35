import { defineToolPlan } from '../shared/core/toolPlan';
import { formatCurrency } from '../../kit/format';
import { planNumber } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the roth-conversion tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'income',
  order: 6,
  why: pm.why,
  projection: true,
  question: (i, r) => {
    // The tool models one conversion, this year, of no more than the IRA holds (its finance function
    // caps the amount at the balance): the question says one year and that amount.
    const amount = formatCurrency(Math.min(planNumber(i.conversionAmount), planNumber(i.iraBalance)));
    const net = Math.round(r.netBenefit ?? 0); // to the dollar, as on screen: equal brackets come out 0
    if (net > 0) return `Ask whether converting about ${amount} to a Roth IRA this year suits you.`;
    return net === 0
      ? `Ask whether a Roth conversion is worth it for you: in your figures converting ${amount} this year comes out even, so the limits beside the verdict (Medicare premiums, taxable Social Security) decide.`
      : `Ask whether a Roth conversion is worth it for you: in your figures converting ${amount} this year does not pay off.`;
  },
});
