import { transcriptTest } from '../shared/screenReaderTranscript';
import { ReverseMortgageCalculator } from './ReverseMortgageCalculator';

const YOUNG = 'Typing 60 as the age of the youngest borrower';
const OK = 'Typing 70 as the age of the youngest borrower';
const RATE = 'Typing 25 as the expected rate, above the most allowed';

transcriptTest('reverse mortgage, as heard: eligibility in words, the money available, a capped rate', { toolId: 'reverse-mortgage', tool: <ReverseMortgageCalculator title="Reverse Mortgage Calculator" /> }, async (sr) => {
  const form = await sr.readForm();
  await sr.typeInto(YOUNG, /^Age of the youngest borrower/, '60');
  await sr.typeInto(OK, /^Age of the youngest borrower/, '70');
  await sr.typeInto(RATE, /^Expected interest rate/, '25');

  expect(form.some((p) => /^textbox, Home value, 400,000, In dollars\./.test(p))).toBe(true);
  expect(sr.announcements(YOUNG)).toHaveLength(1);
  expect(sr.announcements(YOUNG)[0]).toMatch(/^polite: .*the youngest borrower must be at least 62/);
  // Defaults (ReverseMortgageCalculator.test.tsx): HUD PLF row 70, column 6.000 % → 0.415; 99,000 available.
  expect(sr.announcements(OK)[0]).toMatch(/^polite: Eligible by age\. .* Money available to you: \$99,000\.$/);
  expect(sr.announcements(RATE)[0]).toMatch(/^polite: The most you can enter is 20%\. We used 20%\.$/);
});
