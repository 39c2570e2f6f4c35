import { transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

transcriptOfSteps(
  'earnings-record, as heard: the new balance announced after a change; a capped rate',
  { tool },
  {
    balance: typing('Typing 200,000 as the starting balance', /^Starting balance/, '200000'),
    rate: typing('Typing 25 as the rate, above the most allowed', /^Yearly growth rate/, '25'),
  },
  ({ form, heard }) => {
    expect(form.some((p) => /^textbox, Starting balance, 100,000/.test(p))).toBe(true);
    expect(heard.balance.announcements).toHaveLength(1);
    // 200,000 × 1.05^10 = 325,778.93
    expect(heard.balance.announcements[0]).toBe('polite: After 10 years, the balance could be $325,779.');
    expect(heard.rate.announcements[0]).toBe('polite: The most you can enter is 15%. We used 15%.');
  },
);
