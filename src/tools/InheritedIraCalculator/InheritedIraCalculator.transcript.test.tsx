import { transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

transcriptOfSteps(
  'Inherited IRA, as heard: plain questions, then the rule, this year’s minimum and the deadline in one short summary; bad input in words',
  { tool, timeout: 60_000 },
  {
    balance: typing('Typing 300,000 as the balance and leaving the field', /^Balance on 31 December/, '300000'),
    beforeBirth: typing(
      'Typing 1940 as the year the owner died, before the owner’s birth year',
      /^The year the owner died/,
      '1940',
    ),
    before2020: typing('Typing 2025 as the year the owner died', /^The year the owner died/, '2025'),
  },
  ({ form, heard }) => {
    expect(form[0]).toBe('region, Inherited IRA Calculator: your figures');
    expect(form.some((p) => p.startsWith('combobox, Who are you to the owner?'))).toBe(true);
    // Owner born 1948, died 2024 after the RBD: 300,000 / 35.2 = 8,522.73 (inheritedIra.test.ts).
    expect(heard.balance.announcements).toEqual([
      'polite: 10-year rule, with a yearly minimum. Your 2026 minimum is $8,523. Empty the account by 31 December 2034.',
    ]);
    expect(heard.beforeBirth.announcements).toEqual([
      "polite: The year of death, 1940, is before the owner's birth year, 1948. Check both years.",
    ]);
    expect(heard.before2020.announcements[0]).toMatch(
      /^polite: 10-year rule, with a yearly minimum\. Your 2026 minimum is \$[\d,]+\. Empty the account by 31 December 2035\.$/,
    );
  },
);
