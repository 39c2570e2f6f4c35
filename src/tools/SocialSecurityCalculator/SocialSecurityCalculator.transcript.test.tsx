import { choosing, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

transcriptOfSteps(
  'Social Security, as heard: the year unspoken as a number with a comma, the best claiming age announced',
  { tool },
  {
    year: typing('Typing 1960 as the birth year', /^Year you were born/, '1960'),
    benefit: typing('Typing 1,000 as the monthly benefit', /^Monthly benefit at full retirement age/, '1000'),
    tooLate: typing('Typing 2020 as the birth year, after the latest allowed', /^Year you were born/, '2020'),
    couple: choosing('Choosing “Me and my spouse” in “Plan for”', /^Plan for/, 'Me and my spouse'),
  },
  ({ form, heard }) => {
    expect(form.some((p) => p.startsWith('textbox, Year you were born, 1964, '))).toBe(true);
    expect(form.some((p) => /^textbox, Monthly benefit at full retirement age, 2,000, In dollars\./.test(p))).toBe(
      true,
    );
    // SSA known answers, born 1960 with $1,000: 70 → 1,240 × 180 = 223,200 by 85 (the most).
    expect(heard.benefit.announcements).toEqual([
      'polite: Your full retirement age is 67. Up to age 85, claiming at 70 adds up to the most: $223,200.',
    ]);
    expect(heard.tooLate.announcements[0]).toBe('polite: The most you can enter is 2010. We used 2010.');
    // Choosing the couple view keeps focus on “Plan for” (the same control in both views) and announces the new results.
    expect(heard.couple.announcements).toEqual([
      'polite: Claiming ages for you and your spouse compared month by month from 62 to 70, with spouse’s and survivor benefits.',
    ]);
  },
);
