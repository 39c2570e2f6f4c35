import { defineToolPlan } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the ltc-insurance tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'health',
  order: 11,
  why: pm.why,
  projection: true,
  question: (_i, _r, f) =>
    `Ask whether long-term care insurance at about ${f('monthlyPremium')} a month is worth it against care that could cost ${f('totalCareCost')}.`,
});
