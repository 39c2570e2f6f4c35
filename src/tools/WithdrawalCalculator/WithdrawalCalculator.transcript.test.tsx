import { pressing, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

transcriptOfSteps(
  'withdrawal calculator, as heard: nothing until Calculate, then the saving and the tax in two sentences',
  { tool },
  {
    calculate: pressing('Moving to Calculate and pressing Enter', 'Calculate'),
    age: typing('Typing 64 as the age', /^Your age/, '64'),
    again: pressing('Pressing Calculate again', 'Calculate'),
    old: typing('Typing 90 as the age, above the oldest allowed', /^Your age/, '90'),
  },
  ({ form, heard }) => {
    expect(form).toContain('group, Income need and income');
    expect(
      form.some((p) =>
        /^textbox, Yearly income you need, [\d,]+, In dollars\. Before tax, for everything you spend in a year\.$/.test(
          p,
        ),
      ),
    ).toBe(true);
    expect(form.some((p) => /^textbox, Expected yearly return, [\d.]+, %$/.test(p))).toBe(true);
    // Defaults on the 2026 tax year (WithdrawalCalculator.test.tsx, Rev. Proc. 2025-32): saves 3,011.60, tax 3,004; at 64 the tax is 3,970.
    expect(heard.calculate.announcements[0]).toMatch(
      /^polite: This order saves about \$3,012 in tax\. Federal income tax on this year’s \$[\d,]+ would be \$3,004\.$/,
    );
    expect(heard.age.announcements).toEqual([]);
    expect(heard.again.announcements[0]).toMatch(/would be \$3,970\.$/);
    expect(heard.old.announcements).toEqual(['polite: The most you can enter is 85 years. We used 85 years.']);
  },
);
