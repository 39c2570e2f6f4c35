import { transcriptTest } from '../shared/screenReaderTranscript';
import { TaxImpactCalculator } from './TaxImpactCalculator';

const AGE = 'Typing 66 as the age';
const SOCIAL = 'Typing 30,000 of Social Security';
const PENSION = 'Typing 20,000 of pension';
const TRADITIONAL = 'Typing 30,000 of traditional withdrawals';
const OLD = 'Typing 120 as the age, above the oldest allowed';

transcriptTest('tax impact, as heard: live summary after each settled change, and a clamped age', { toolId: 'tax-impact', tool: <TaxImpactCalculator title="Retirement Income Tax Impact Calculator" /> }, async (sr) => {
  const form = await sr.readForm();
  await sr.typeInto(AGE, /^Your age/, '66');
  await sr.typeInto(SOCIAL, /^Social Security benefits/, '30000');
  await sr.typeInto(PENSION, /^Pension income/, '20000');
  await sr.typeInto(TRADITIONAL, /^Traditional IRA and 401\(k\) withdrawals/, '30000');
  await sr.typeInto(OLD, /^Your age/, '120');

  expect(form.some((p) => p.startsWith('textbox, Your age, ') && p.endsWith('years'))).toBe(true);
  expect(form).toContain('textbox, Social Security benefits, 0, In dollars. Your yearly benefits before any Medicare premium is taken off.');
  // No income yet: nothing to announce until the first figure arrives.
  expect(sr.announcements(AGE)).toEqual([]);
  expect(sr.announcements(SOCIAL)[0]).toMatch(/^polite: Your 2026 federal income tax is about \$[\d,]+/);
  // Known answer 6,016 for the 2026 default year (single, 66; TaxImpactCalculator.test.tsx, Rev. Proc. 2025-32).
  expect(sr.announcements(TRADITIONAL)).toEqual([
    'polite: Your 2026 federal income tax is about $6,016, 7.5% of your income of $80,000. Your top bracket is 22%.',
  ]);
  expect(sr.announcements(OLD)[0]).toBe('polite: The most you can enter is 100 years. We used 100 years.');
});
