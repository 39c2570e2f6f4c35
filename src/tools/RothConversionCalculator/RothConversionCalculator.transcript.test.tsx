import { choosing, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

transcriptOfSteps(
  'Roth conversion, as heard: recommendation and net benefit announced; the amount capped at the balance',
  { tool },
  {
    bracket: choosing('Choosing 32% as the tax bracket now', /^Your tax bracket now/, '32%'),
    tooMuch: typing('Typing 600,000 to convert, more than the balance', /^Amount to convert/, '600000'),
  },
  ({ form, heard }) => {
    expect(form.some((p) => /^textbox, Traditional IRA balance, 500,000, In dollars\./.test(p))).toBe(true);
    expect(
      form.some((p) => /^textbox, Years until retirement, \d+, 0 if you have already retired\. years$/.test(p)),
    ).toBe(true);
    expect(heard.bracket.phrases.at(-2)).toBe('32%');
    // 32 % of the 100,000 converted is paid now.
    expect(heard.bracket.announcements).toHaveLength(1);
    expect(heard.bracket.announcements[0]).toMatch(
      /^polite: Recommendation: (Favorable|Not Favorable|Neutral)\. Converting \$100,000 costs \$32,000 in tax now; the net benefit is -?\$[\d,]+\. The tax uses the bracket you chose\./,
    );
    // Capped at the 500,000 balance: 22 % of it is 110,000.
    expect(heard.tooMuch.announcements[0]).toBe('polite: The most you can enter is $500,000. We used $500,000.');
    expect(heard.tooMuch.announcements[1]).toMatch(
      /^polite: Recommendation: .+ Converting \$500,000 costs \$160,000 in tax now/,
    );
  },
);
