import { transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

transcriptOfSteps(
  'life insurance, as heard: the need announced after each change, a surplus said in words, years capped',
  { tool },
  {
    education: typing('Typing 80,000 of education costs', /^Education costs to fund/, '80000'),
    cover: typing('Typing 1,000,000 of existing life insurance', /^Existing life insurance/, '1000000'),
    years: typing('Typing 100 years of income, above the most allowed', /^Years of income needed/, '100'),
  },
  ({ form, heard }) => {
    expect(form.some((p) => /^textbox, Education costs to fund, 0, In dollars\./.test(p))).toBe(true);
    expect(form.some((p) => /^textbox, Years of income needed, \d+, .*years$/.test(p))).toBe(true);
    // Education adds one for one: 712,833 + 80,000 = 792,833 (LifeInsuranceCalculator.test.tsx).
    expect(heard.education.announcements[0]).toMatch(
      /^polite: Extra life insurance to consider: \$792,833\. Your family’s needs are \$[\d,]+, less \$[\d,]+ you already have\.$/,
    );
    expect(heard.years.announcements[0]).toBe('polite: The most you can enter is 50 years. We used 50 years.');
    expect(heard.years.announcements[1]).toMatch(/^polite: Extra life insurance to consider: \$[\d,]+\./);
    expect(heard.cover.announcements).toHaveLength(1);
    expect(heard.cover.announcements[0]).toMatch(
      /^polite: You need no extra life insurance: what you have covers the needs with \$[\d,]+ to spare\.$/,
    );
  },
);
