import { defineToolPlan } from '../shared/core/toolPlan';
import { planNumber, planPercentWords } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the healthcare-cost tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'health',
  order: 9,
  why: pm.why,
  dollars: (inputs) => pm.dollars({ percent: planPercentWords(planNumber(inputs.inflationRate)) }),
  question: (_i, _r, f) => pm.question({ cost: f('annualCostRetirement') }),
});
