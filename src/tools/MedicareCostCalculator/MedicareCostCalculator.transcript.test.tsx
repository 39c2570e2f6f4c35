import { choosing, transcriptOfSteps, typing } from '../shared/screenReaderTranscript';
import { MedicareCostCalculator } from './MedicareCostCalculator';

transcriptOfSteps('Medicare cost, as heard: the year’s total and monthly premiums announced after each change', { toolId: 'medicare-cost', tool: <MedicareCostCalculator title="Medicare Cost Calculator" /> }, {
  couple: choosing('Choosing “Two of us (a couple)” in “Who is covered”', /^Who is covered/, 'Two of us (a couple)'),
  copays: typing('Typing 3,000 of expected copays', /^Expected copays and coinsurance/, '3000'),
}, ({ form, heard }) => {
  expect(form).toContain('textbox, Part B premium (per month), 202.90, In dollars. 2026 standard premium: $202.90 (CMS). Higher incomes pay more.');
  // Two people double the totals: 2 × 6,485.68 = 12,971.36; premiums 2 × 391.89 = 783.78 a month.
  expect(heard.couple.announcements).toEqual(['polite: Medicare could cost the two of you $12,971 in 2026, with premiums of $784 a month.']);
  // Copays 1,500 → 3,000 for each of the two: + 2 × 1,500.
  expect(heard.copays.announcements).toEqual(['polite: Medicare could cost the two of you $15,971 in 2026, with premiums of $784 a month.']);
});
