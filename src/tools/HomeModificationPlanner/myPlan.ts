import { defineToolPlan } from '../shared/core/toolPlan';
import * as pm from './myPlan.messages';

/** What My plan shows of the home-modification tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'home',
  order: 15,
  why: pm.why,
});
