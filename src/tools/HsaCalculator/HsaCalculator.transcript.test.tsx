import { pressing, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

transcriptOfSteps(
  'HSA, as heard: nothing until Analyze, then balance and tax saving in two sentences; the contribution capped',
  { tool },
  {
    analyze: pressing('Moving to “Analyze my HSA” and pressing Enter', 'Analyze my HSA'),
    tooMuch: typing('Typing 9,000 as the contribution, above the 2026 limit', /^Yearly contribution/, '9000'),
    again: pressing('Pressing “Analyze my HSA” again', 'Analyze my HSA'),
  },
  ({ form, heard }) => {
    expect(
      form.some((p) =>
        /^textbox, Yearly contribution, [\d,]+, In dollars\. .*The most you may put in for 2026 with self-only coverage is \$4,400\./.test(
          p,
        ),
      ),
    ).toBe(true);
    expect(form).toContain('button, Analyze my HSA');
    // Spec default inputs (HsaCalculator.test.tsx): 421,907 at 65, tax savings 913 this year; the tool opens on 2026 (Rev. Proc. 2025-19: self-only limit 4,400).
    expect(heard.analyze.announcements[0]).toMatch(
      /^polite: Your HSA could hold \$421,907 at retirement\. Putting in \$[\d,]+ this year saves \$913 in tax\.$/,
    );
    expect(heard.tooMuch.announcements).toEqual(['polite: The most you can enter is $4,400. We used $4,400.']);
    expect(heard.again.announcements[0]).toMatch(
      /^polite: Your HSA could hold \$[\d,]+ at retirement\. Putting in \$4,400 this year saves \$[\d,]+ in tax\.$/,
    );
  },
);
