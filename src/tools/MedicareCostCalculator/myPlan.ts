import { defineToolPlan } from '../shared/core/toolPlan';

/** What My plan shows of the medicare-cost tool (src/tools/shared/core/toolPlan.ts). */
export const plan = defineToolPlan({
  group: 'health',
  order: 8,
  why: 'Add up Medicare premiums and costs for a year.',
  load: () => import('./scenario'),
  question: (_i, _r, f) =>
    `Ask whether Medicare costs of about ${f('annualTotal')} a year suit you best with a Medigap policy or a Medicare Advantage plan.`,
});
