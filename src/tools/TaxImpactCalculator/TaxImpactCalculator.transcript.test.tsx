import { transcriptOfSteps, typing } from '../shared/screenReaderTranscript';
import { TaxImpactCalculator } from './TaxImpactCalculator';

transcriptOfSteps('tax impact, as heard: live summary after each settled change, and a clamped age', { toolId: 'tax-impact', tool: <TaxImpactCalculator title="Retirement Income Tax Impact Calculator" /> }, {
  age: typing('Typing 66 as the age', /^Your age/, '66'),
  social: typing('Typing 30,000 of Social Security', /^Social Security benefits/, '30000'),
  pension: typing('Typing 20,000 of pension', /^Pension income/, '20000'),
  traditional: typing('Typing 30,000 of traditional withdrawals', /^Traditional IRA and 401\(k\) withdrawals/, '30000'),
  old: typing('Typing 120 as the age, above the oldest allowed', /^Your age/, '120'),
}, ({ form, heard }) => {
  expect(form.some((p) => p.startsWith('textbox, Your age, ') && p.endsWith('years'))).toBe(true);
  expect(form).toContain('textbox, Social Security benefits, 0, In dollars. Your yearly benefits before any Medicare premium is taken off.');
  // No income yet: nothing to announce until the first figure arrives.
  expect(heard.age.announcements).toEqual([]);
  expect(heard.social.announcements[0]).toMatch(/^polite: Your 2026 federal income tax is about \$[\d,]+/);
  // Known answer 6,016 for the 2026 default year (single, 66; TaxImpactCalculator.test.tsx, Rev. Proc. 2025-32).
  expect(heard.traditional.announcements).toEqual([
    'polite: Your 2026 federal income tax is about $6,016, 7.5% of your income of $80,000. Your top bracket is 22%.',
  ]);
  expect(heard.old.announcements[0]).toBe('polite: The most you can enter is 100 years. We used 100 years.');
});
