import { choosing, pressing, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

transcriptOfSteps(
  'withdrawal planner, as heard: after Calculate the need read back and what happened, not the year-by-year table',
  { tool },
  {
    calculate: pressing('Moving to Calculate and pressing Enter', 'Calculate'),
    death: typing('Typing 2020 as the year one of you dies, before the plan starts', /^If one of us dies/, '2020'),
    deathCalc: pressing('Pressing Calculate with that year', 'Calculate'),
    select: choosing(
      'Opening “Filing status”, moving down one option and choosing it',
      /^Filing status/,
      'Married filing separately',
    ),
    young: typing('Typing 45 as the age, below the youngest allowed, and leaving the field', /^Your age/, '45'),
    again: pressing('Pressing Calculate again', 'Calculate'),
  },
  ({ form, heard, sr }) => {
    expect(form[0]).toBe('region, Tax-Efficient Withdrawal Planner: your figures');
    expect(form).toContain(
      'textbox, Your age, 65, At the end of the plan’s first year. Your birth year sets when your required minimum distributions start. years',
    );
    expect(form).toContain('textbox, Your spouse’s age, 65, At the end of the plan’s first year. years');
    expect(form).toContain(
      'textbox, Plan until age, 95, The plan runs to the end of the year the younger of you reaches this age: any age from 65 to 110. years',
    );
    expect(form).toContain(
      'textbox, Yearly income you need in all, including Social Security, 60,000, In dollars. Before tax. Social Security pays part of it; your savings pay the rest.',
    );
    expect(form).toContain('button, Calculate');
    // Defaults on the 2026 tax year (WithdrawalPlanner.test.tsx): run out in 2038 at 77, taxes $7,500, efficiency 99 %.
    expect(heard.calculate.announcements).toEqual([
      'polite: You need $60,000 a year in all, before tax; with no Social Security entered, all of it comes from your savings. Your savings ran out in 2038, at 77 (your spouse 77): that year they paid $30,000 of the $60,000 you need from them. The plan runs to 2056, when the younger of you is 95. Over the plan you pay $7,500 in federal income tax and keep 99% of what you withdraw.',
    ]);
    // The year-by-year table sits outside the live region: none of it is announced.
    expect(sr.all.some((p) => p.includes('Year-by-year plan'))).toBe(false);
    expect(heard.deathCalc.announcements.at(-1)).toMatch(
      /The year of death, 2020, is before this plan starts in 2026\. Enter 2026 or a later year\.$/,
    );
    expect(heard.select.phrases).toEqual([
      'combobox, Filing status, has popup listbox, not expanded, no autocomplete',
      'option, Married filing jointly, selected, position 2, set size 3',
      'option, Married filing separately, not selected, position 3, set size 3',
      'combobox, Filing status, has popup listbox, not expanded, no autocomplete',
      'Married filing separately',
    ]);
    expect(heard.young.announcements).toEqual(['polite: The least you can enter is 50 years. We used 50 years.']);
    expect(heard.again.announcements).toHaveLength(1);
    // Married filing separately plans for you alone: no spouse's age, and the year of a death is set aside.
    expect(heard.again.announcements[0]).toMatch(
      /^polite: You need \$60,000 a year in all, before tax; with no Social Security entered, all of it comes from your savings\. Your savings ran out in \d{4}, at \d+: that year they paid \$[\d,]+ of the \$60,000 you need from them\. The plan runs to \d{4}, when you are 95\. Over the plan you pay \$[\d,]+ in federal income tax and keep [\d.]+% of what you withdraw\.$/,
    );
  },
);
