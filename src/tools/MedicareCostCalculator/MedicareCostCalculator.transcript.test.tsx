import { endOfForm, startTranscript } from '../shared/screenReaderTranscript';
import { MedicareCostCalculator } from './MedicareCostCalculator';

const FILE = 'src/tools/MedicareCostCalculator/MedicareCostCalculator.transcript.test.tsx';
const COUPLE = 'Choosing “Two of us (a couple)” in “Who is covered”';
const COPAYS = 'Typing 3,000 of expected copays';

it('Medicare cost, as heard: the year’s total and monthly premiums announced after each change', { timeout: 90_000 }, async () => {
  const sr = await startTranscript('medicare-cost', <MedicareCostCalculator title="Medicare Cost Calculator" />);
  const form = await sr.readUntil('Reading from the heading to the end of the form', endOfForm);
  await sr.chooseOption(COUPLE, /^Who is covered/, 'Two of us (a couple)');
  await sr.typeInto(COPAYS, /^Expected copays and coinsurance/, '3000');
  const { expected, actual } = await sr.finish(FILE);

  expect(form[1]).toBe('heading, Medicare Cost Calculator: your figures, level 2');
  expect(form).toContain('textbox, Part B premium (per month), 202.90, In dollars. 2026 standard premium: $202.90 (CMS). Higher incomes pay more.');
  // Two people double the totals: 2 × 6,485.68 = 12,971.36; premiums 2 × 391.89 = 783.78 a month.
  expect(sr.announcements(COUPLE)).toEqual(['polite: Medicare could cost the two of you $12,971 in 2026, with premiums of $784 a month.']);
  // Copays 1,500 → 3,000 for each of the two: + 2 × 1,500.
  expect(sr.announcements(COPAYS)).toEqual(['polite: Medicare could cost the two of you $15,971 in 2026, with premiums of $784 a month.']);
  expect(actual).toBe(expected);
});
