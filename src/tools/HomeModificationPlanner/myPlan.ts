import { defineToolPlan } from '../shared/core/toolPlan';

/** What My plan shows of the home-modification tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'home',
  order: 15,
  why: 'Plan safety changes to your home within a budget.',
  load: () => import('./scenario'),
});
