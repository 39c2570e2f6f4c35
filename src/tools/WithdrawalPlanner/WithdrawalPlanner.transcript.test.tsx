import { choosing, pressing, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

transcriptOfSteps(
  'withdrawal planner, as heard: after Calculate a two-sentence summary, not the ten-row table',
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
    expect(form).toContain('textbox, Your age, 65, years');
    expect(
      form.some((p) =>
        p.startsWith('textbox, Yearly income you need from your savings, 60,000, In dollars. Before tax.'),
      ),
    ).toBe(true);
    expect(form).toContain('button, Calculate');
    // Defaults on the 2026 tax year (WithdrawalPlanner.test.tsx): 13 years, taxes $7,500, efficiency 99 %.
    expect(heard.calculate.announcements).toEqual([
      'polite: Your savings last 13 years. Over the plan you pay $7,500 in federal income tax and keep 99% of what you withdraw.',
    ]);
    expect(sr.all.some((p) => p.includes('Showing the first 10'))).toBe(false);
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
    expect(heard.again.announcements[0]).toMatch(
      /^polite: Your savings last \d+ years?\. Over the plan you pay \$[\d,]+ in federal income tax and keep [\d.]+% of what you withdraw\. The year of a death is used only for a married couple filing jointly\./,
    );
  },
);
