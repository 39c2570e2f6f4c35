import { transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

transcriptOfSteps(
  'healthcare cost, as heard: total and yearly cost announced after a change; a clamped retirement age',
  { tool },
  {
    partB: typing('Emptying the Part B premium', /^Medicare Part B premium/, ''),
    retire: typing('Typing 80 as the retirement age, above the oldest allowed', /^Age you plan to retire/, '80'),
  },
  ({ form, heard }) => {
    expect(form).toContain(
      'textbox, Medicare Part B premium (per month), 202.90, In dollars. Filled in with the 2026 standard premium, $202.90 (CMS). Higher incomes pay more; the Medicare cost calculator works that out.',
    );
    expect(form.some((p) => /^textbox, Chance you will need long-term care, \d+, %$/.test(p))).toBe(true);
    // A blank Part B counts as 0: (45 + 125 + 150) × 12 + 3,700 = 7,540 a year today (SPEC §5: blank input counts as 0).
    expect(heard.partB.announcements).toHaveLength(1);
    expect(heard.partB.announcements[0]).toMatch(
      /^polite: Your healthcare could cost about \$[\d,]+ over \d+ years of retirement, about \$7,540 a year at today’s prices\.$/,
    );
    expect(heard.retire.announcements[0]).toBe('polite: The most you can enter is 75 years. We used 75 years.');
  },
);
