import { defineToolPlan } from '../shared/core/toolPlan';

/** What My plan shows of the disability tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'insurance',
  order: 17,
  why: 'Estimate the income protection you may need while you work.',
  load: () => import('./scenario'),
  question: (_i, _r, f) => `Ask how to close a monthly income gap of about ${f('coverageGap')} if you could not work.`,
});
