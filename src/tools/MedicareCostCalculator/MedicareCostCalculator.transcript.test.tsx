import { choosing, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

transcriptOfSteps(
  'Medicare cost, as heard: the year’s total and monthly premiums announced after each change',
  { tool },
  {
    couple: choosing('Choosing “Two of us (a couple)” in “Who is covered”', /^Who is covered/, 'Two of us (a couple)'),
    copays: typing('Typing 3,000 of expected copays', /^Expected copays and coinsurance/, '3000'),
    joint: choosing(
      'Choosing “Married filing jointly” for the tax return',
      /^Filing status on that tax return/,
      'Married filing jointly',
    ),
    income: typing('Typing 300,000 of income two years ago (MAGI)', /^Your income two years ago/, '300000'),
  },
  ({ form, heard }) => {
    expect(form).toContain(
      'textbox, Part B premium (per month), 202.90, In dollars. 2026 standard premium: $202.90 (CMS). Any income-related amount is added from your income above.',
    );
    expect(form).toContain(
      'textbox, Your income two years ago (MAGI), In dollars. From your 2024 tax return, which sets 2026 premiums: your adjusted gross income plus any tax-exempt interest (on a joint return, the couple’s total).',
    );
    // The income box opens blank (issue I6, item 2: not entered is not $0), and the summary says so.
    // Two people double the totals: 2 × 6,485.68 = 12,971.36; premiums 2 × 391.89 = 783.78 a month.
    expect(heard.couple.announcements).toEqual([
      'polite: Medicare could cost the two of you $12,971 in 2026, with premiums of $784 a month, at the standard premiums: your income two years ago is not entered.',
    ]);
    // Copays 1,500 → 3,000 for each of the two: + 2 × 1,500.
    expect(heard.copays.announcements).toEqual([
      'polite: Medicare could cost the two of you $15,971 in 2026, with premiums of $784 a month, at the standard premiums: your income two years ago is not entered.',
    ]);
    // 2026 joint tier 2 (over 274,000, up to 342,000): each pays 405.80 − 202.90 = 202.90 more for Part B and 37.50 for Part D,
    // 240.40 a month; for two, 480.80 a month, 5,769.60 a year: 15,971.36 + 5,769.60 = 21,740.96; 783.78 + 480.80 = 1,264.58.
    expect(heard.income.announcements).toEqual([
      'polite: Medicare could cost the two of you $21,741 in 2026, with premiums of $1,265 a month, including $5,770 of income-related adjustments (tier 2 of 5).',
    ]);
  },
);
