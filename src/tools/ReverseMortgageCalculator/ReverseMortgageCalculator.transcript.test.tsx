import { transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

transcriptOfSteps(
  'reverse mortgage, as heard: eligibility in words, the money available, a capped rate',
  { tool },
  {
    young: typing('Typing 60 as the age of the youngest borrower', /^Age of the youngest borrower/, '60'),
    ok: typing('Typing 70 as the age of the youngest borrower', /^Age of the youngest borrower/, '70'),
    rate: typing('Typing 25 as the expected rate, above the most allowed', /^Expected interest rate/, '25'),
  },
  ({ form, heard }) => {
    expect(form.some((p) => /^textbox, Home value, 400,000, In dollars\./.test(p))).toBe(true);
    expect(heard.young.announcements).toHaveLength(1);
    expect(heard.young.announcements[0]).toMatch(/^polite: .*the youngest borrower must be at least 62/);
    // Defaults (ReverseMortgageCalculator.test.tsx): HUD PLF row 70, column 6.000 % → 0.415; 99,000 available.
    expect(heard.ok.announcements[0]).toMatch(/^polite: Eligible by age\. .* Money available to you: \$99,000\.$/);
    expect(heard.rate.announcements[0]).toMatch(/^polite: The most you can enter is 20%\. We used 20%\.$/);
  },
);
