import { transcriptTest } from '../shared/screenReaderTranscript';
import { DownsizingCalculator } from './DownsizingCalculator';

const PRICE = 'Typing 400,000 as the price of the new home';
const SELLING = 'Typing 50 as the selling costs, above the most allowed';

transcriptTest('downsizing, as heard: cash freed or needed and the monthly change, said in words', { toolId: 'downsizing', tool: <DownsizingCalculator title="Downsizing Calculator" /> }, async (sr) => {
  const form = await sr.readForm();
  await sr.typeInto(PRICE, /^Price of the new home/, '400000');
  await sr.typeInto(SELLING, /^Selling costs/, '50');

  expect(form.some((p) => /^textbox, Price of the new home, 300,000, In dollars\./.test(p))).toBe(true);
  expect(form.some((p) => /^textbox, Selling costs, 6, .*%$/.test(p))).toBe(true);
  // A pricier new home needs 90,000 of cash (DownsizingCalculator.test.tsx).
  expect(sr.announcements(PRICE)).toHaveLength(1);
  expect(sr.announcements(PRICE)[0]).toMatch(/^polite: You would need to add \$90,000\. Housing costs (fall|rise) by \$[\d,]+ a month\.$/);
  expect(sr.announcements(SELLING)[0]).toBe('polite: The most you can enter is 20%. We used 20%.');
});
