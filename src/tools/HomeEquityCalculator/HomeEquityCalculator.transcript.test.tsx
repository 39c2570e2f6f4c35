import { transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

transcriptOfSteps(
  'home equity, as heard: equity and share announced after a change; a capped rate',
  { tool },
  {
    balance: typing('Typing 380,000 as the mortgage balance', /^Mortgage balance/, '380000'),
    rate: typing('Typing 25 as the interest rate, above the most allowed', /^Interest rate/, '25'),
  },
  ({ form, heard }) => {
    expect(form.some((p) => /^textbox, Mortgage balance, 250,000, In dollars\./.test(p))).toBe(true);
    // 400,000 − 380,000 = 20,000 → 5 % (HomeEquityCalculator.test.tsx).
    expect(heard.balance.announcements).toHaveLength(1);
    expect(heard.balance.announcements[0]).toMatch(
      /^polite: Your equity today is \$20,000, 5\.0% of your home’s value\. In \d+ years? it could be \$[\d,]+\.$/,
    );
    expect(heard.rate.announcements[0]).toBe('polite: The most you can enter is 20%. We used 20%.');
  },
);
