import { transcriptTest } from '../shared/screenReaderTranscript';
import { LifeInsuranceCalculator } from './LifeInsuranceCalculator';

const EDUCATION = 'Typing 80,000 of education costs';
const COVER = 'Typing 1,000,000 of existing life insurance';
const YEARS = 'Typing 100 years of income, above the most allowed';

transcriptTest('life insurance, as heard: the need announced after each change, a surplus said in words, years capped', { toolId: 'life-insurance', tool: <LifeInsuranceCalculator title="Life Insurance Needs Calculator" /> }, async (sr) => {
  const form = await sr.readForm();
  await sr.typeInto(EDUCATION, /^Education costs to fund/, '80000');
  await sr.typeInto(COVER, /^Existing life insurance/, '1000000');
  await sr.typeInto(YEARS, /^Years of income needed/, '100');

  expect(form.some((p) => /^textbox, Education costs to fund, 0, In dollars\./.test(p))).toBe(true);
  expect(form.some((p) => /^textbox, Years of income needed, \d+, .*years$/.test(p))).toBe(true);
  // Education adds one for one: 712,833 + 80,000 = 792,833 (LifeInsuranceCalculator.test.tsx).
  expect(sr.announcements(EDUCATION)[0]).toMatch(/^polite: Extra life insurance to consider: \$792,833\. Your family’s needs are \$[\d,]+, less \$[\d,]+ you already have\.$/);
  expect(sr.announcements(YEARS)[0]).toBe('polite: The most you can enter is 50 years. We used 50 years.');
  expect(sr.announcements(YEARS)[1]).toMatch(/^polite: Extra life insurance to consider: \$[\d,]+\./);
  expect(sr.announcements(COVER)).toHaveLength(1);
  expect(sr.announcements(COVER)[0]).toMatch(/^polite: You need no extra life insurance: what you have covers the needs with \$[\d,]+ to spare\.$/);
});
