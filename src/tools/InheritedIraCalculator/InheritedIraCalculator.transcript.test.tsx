import { screen } from '@testing-library/react';
import { pressingKey, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

transcriptOfSteps(
  'Inherited IRA, as heard: plain questions (who you are as radio buttons), then the rule, this year’s minimum and the deadline in one short summary; bad input in words; a sister told politely which rule her birth year gives',
  { tool, timeout: 90_000 },
  {
    balance: typing('Typing 300,000 as the balance and leaving the field', /^Balance on 31 December/, '300000'),
    beforeBirth: typing(
      'Typing 1940 as the year the owner died, before the owner’s birth year',
      /^The year the owner died/,
      '1940',
    ),
    before2020: typing('Typing 2025 as the year the owner died', /^The year the owner died/, '2025'),
    ownerBorn: typing('Typing 1944 as the owner’s birth year (Elena’s brother)', /^The owner’s birth year/, '1944'),
    ownerDied: typing('Typing 2023 as the year the owner died', /^The year the owner died/, '2023'),
    elena: typing('Typing 1952 as your birth year, 8 years after the owner', /^Your birth year/, '1952'),
    sibling: pressingKey(
      'Choosing the sibling answer with the up arrow',
      () => screen.getByRole('radio', { name: /^Someone else/ }),
      '{ArrowUp}',
    ),
  },
  ({ form, heard }) => {
    expect(form[0]).toBe('region, Inherited IRA Calculator: your figures');
    expect(form.some((p) => p.startsWith('group, Who are you to the owner?'))).toBe(true);
    expect(form).toContain(
      'radio, A brother, sister or other person not more than 10 years younger than the owner, not checked, position 4, set size 6',
    );
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
    // Elena: the warning is heard politely, then the life expectancy rule (300,000 / 15.2 = 19,736.84).
    expect(heard.elena.announcements).toEqual([
      'polite: You were born in 1952, 8 years after the owner (1944). Someone not more than 10 years younger than the owner, such as a brother or sister, can spread the withdrawals over their own life expectancy, so the results use that rule. To match, choose “A brother, sister or other person not more than 10 years younger than the owner”.',
      'polite: Life expectancy rule. Your 2026 minimum is $19,737. Empty the account by 31 December 2041.',
    ]);
    expect(heard.sibling.phrases.join(' ')).toMatch(
      /radio, A brother, sister or other person not more than 10 years younger than the owner/,
    );
    expect(heard.sibling.phrases.at(-1)).toBe(
      'radio, A brother, sister or other person not more than 10 years younger than the owner, checked, position 4, set size 6',
    );
    expect(screen.getByRole('radio', { name: /^A brother, sister/ })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Who are you to the owner?' })).not.toHaveAccessibleDescription(
      /You were born in 1952/,
    );
  },
);
