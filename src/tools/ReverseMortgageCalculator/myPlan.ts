import { defineToolPlan } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the reverse-mortgage tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'home',
  order: 14,
  why: pm.why,
  dollars: () => pm.dollars(),
  question: (_i, _r, f) => pm.question({ net: f('netAvailable') }),
});
