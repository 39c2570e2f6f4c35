import { transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

transcriptOfSteps(
  'downsizing, as heard: cash freed or needed and the monthly change, said in words',
  { tool },
  {
    price: typing('Typing 400,000 as the price of the new home', /^Price of the new home/, '400000'),
    selling: typing('Typing 50 as the selling costs, above the most allowed', /^Selling costs/, '50'),
  },
  ({ form, heard }) => {
    expect(form.some((p) => /^textbox, Price of the new home, 300,000, In dollars\./.test(p))).toBe(true);
    expect(form.some((p) => /^textbox, Selling costs, 6, .*%$/.test(p))).toBe(true);
    // A pricier new home needs 90,000 of cash (DownsizingCalculator.test.tsx).
    expect(heard.price.announcements).toHaveLength(1);
    expect(heard.price.announcements[0]).toMatch(
      /^polite: You would need to add \$90,000\. Housing costs (fall|rise) by \$[\d,]+ a month\.$/,
    );
    expect(heard.selling.announcements[0]).toBe('polite: The most you can enter is 20%. We used 20%.');
  },
);
