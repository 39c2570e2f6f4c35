import { transcriptTest } from '../shared/screenReaderTranscript';
import { MedicareCostCalculator } from './MedicareCostCalculator';

const COUPLE = 'Choosing “Two of us (a couple)” in “Who is covered”';
const COPAYS = 'Typing 3,000 of expected copays';

transcriptTest('Medicare cost, as heard: the year’s total and monthly premiums announced after each change', { toolId: 'medicare-cost', tool: <MedicareCostCalculator title="Medicare Cost Calculator" /> }, async (sr) => {
  const form = await sr.readForm();
  await sr.chooseOption(COUPLE, /^Who is covered/, 'Two of us (a couple)');
  await sr.typeInto(COPAYS, /^Expected copays and coinsurance/, '3000');

  expect(form).toContain('textbox, Part B premium (per month), 202.90, In dollars. 2026 standard premium: $202.90 (CMS). Higher incomes pay more.');
  // Two people double the totals: 2 × 6,485.68 = 12,971.36; premiums 2 × 391.89 = 783.78 a month.
  expect(sr.announcements(COUPLE)).toEqual(['polite: Medicare could cost the two of you $12,971 in 2026, with premiums of $784 a month.']);
  // Copays 1,500 → 3,000 for each of the two: + 2 × 1,500.
  expect(sr.announcements(COPAYS)).toEqual(['polite: Medicare could cost the two of you $15,971 in 2026, with premiums of $784 a month.']);
});
