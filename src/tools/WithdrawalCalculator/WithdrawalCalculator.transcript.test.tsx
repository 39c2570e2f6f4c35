import { transcriptTest } from '../shared/screenReaderTranscript';
import { WithdrawalCalculator } from './WithdrawalCalculator';

const CALCULATE = 'Moving to Calculate and pressing Enter';
const AGE = 'Typing 64 as the age';
const AGAIN = 'Pressing Calculate again';
const OLD = 'Typing 90 as the age, above the oldest allowed';

transcriptTest('withdrawal calculator, as heard: nothing until Calculate, then the saving and the tax in two sentences', { toolId: 'withdrawal-calculator', tool: <WithdrawalCalculator title="Tax-Efficient Withdrawal Calculator" /> }, async (sr) => {
  const form = await sr.readForm();
  await sr.pressButton(CALCULATE, 'Calculate');
  await sr.typeInto(AGE, /^Your age/, '64');
  await sr.pressButton(AGAIN, 'Calculate');
  await sr.typeInto(OLD, /^Your age/, '90');

  expect(form).toContain('group, Income need and income');
  expect(form.some((p) => /^textbox, Yearly income you need, [\d,]+, In dollars\. Before tax, for everything you spend in a year\.$/.test(p))).toBe(true);
  expect(form.some((p) => /^textbox, Expected yearly return, [\d.]+, %$/.test(p))).toBe(true);
  // Defaults on the 2026 tax year (WithdrawalCalculator.test.tsx, Rev. Proc. 2025-32): saves 3,011.60, tax 3,004; at 64 the tax is 3,970.
  expect(sr.announcements(CALCULATE)[0]).toMatch(/^polite: This order saves about \$3,012 in tax\. Federal income tax on this year’s \$[\d,]+ would be \$3,004\.$/);
  expect(sr.announcements(AGE)).toEqual([]);
  expect(sr.announcements(AGAIN)[0]).toMatch(/would be \$3,970\.$/);
  expect(sr.announcements(OLD)).toEqual(['polite: The most you can enter is 85 years. We used 85 years.']);
});
