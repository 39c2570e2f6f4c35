import { defineToolPlan } from '../shared/core/toolPlan';
import { planNumber, planPercentWords } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the healthcare-cost tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'health',
  order: 9,
  why: pm.why,
  dollars: (inputs) =>
    `Not in today’s dollars: the cost at retirement and the totals include health-care price rises of ${planPercentWords(planNumber(inputs.inflationRate))} a year, as the tool shows them.`,
  question: (_i, _r, f) => pm.question({ cost: f('annualCostRetirement') }),
});
