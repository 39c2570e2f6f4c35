import { transcriptTest } from '../shared/screenReaderTranscript';
import { HomeEquityCalculator } from './HomeEquityCalculator';

const BALANCE = 'Typing 380,000 as the mortgage balance';
const RATE = 'Typing 25 as the interest rate, above the most allowed';

transcriptTest('home equity, as heard: equity and share announced after a change; a capped rate', { toolId: 'home-equity', tool: <HomeEquityCalculator title="Home Equity Calculator" /> }, async (sr) => {
  const form = await sr.readForm();
  await sr.typeInto(BALANCE, /^Mortgage balance/, '380000');
  await sr.typeInto(RATE, /^Interest rate/, '25');

  expect(form.some((p) => /^textbox, Mortgage balance, 250,000, In dollars\./.test(p))).toBe(true);
  // 400,000 − 380,000 = 20,000 → 5 % (HomeEquityCalculator.test.tsx).
  expect(sr.announcements(BALANCE)).toHaveLength(1);
  expect(sr.announcements(BALANCE)[0]).toMatch(/^polite: Your equity today is \$20,000, 5\.0% of your home’s value\. In \d+ years? it could be \$[\d,]+\.$/);
  expect(sr.announcements(RATE)[0]).toBe('polite: The most you can enter is 20%. We used 20%.');
});
