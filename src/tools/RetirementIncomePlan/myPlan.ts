import { formatCurrency } from '../../kit/format';
import { HISTORY_FIRST_YEAR } from '../../finance/rules/household/historicalReturnsSpan';
import { defineToolPlan, planNumber } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the retirement-income-plan tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'income',
  // Right after the withdrawal planner (2): the whole household's answer beside the tax-order one.
  order: 2.5,
  why: () => pm.why({ firstYear: String(HISTORY_FIRST_YEAR) }),
  dollars: () => pm.dollars(),
  question: (i, _r, f) =>
    pm.question({
      spending: formatCurrency(planNumber(i.spending)),
      lasted: f('startsLasted'),
      tested: f('startsTested'),
    }),
});
