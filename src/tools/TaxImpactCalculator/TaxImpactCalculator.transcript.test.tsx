import { choosing, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

transcriptOfSteps(
  'tax impact, as heard: live summary after each settled change, and a clamped age',
  { tool },
  {
    age: typing('Typing 66 as the age', /^Your age/, '66'),
    social: typing('Typing 30,000 of Social Security', /^Social Security benefits/, '30000'),
    pension: typing('Typing 20,000 of pension', /^Pension income/, '20000'),
    traditional: typing(
      'Typing 30,000 of traditional withdrawals',
      /^Traditional IRA and 401\(k\) withdrawals/,
      '30000',
    ),
    old: typing('Typing 120 as the age, above the oldest allowed', /^Your age/, '120'),
    joint: choosing('Choosing “Married filing jointly”', /^Filing status/, 'Married filing jointly'),
    spouse: typing('Typing 62 as the spouse’s age', /^Your spouse’s age/, '62'),
    spouseSs: typing(
      'Typing 10,000 as the spouse’s part of the Social Security',
      /^Your spouse’s part of the Social Security/,
      '10000',
    ),
    death: typing('Typing 2027 as the year one of you dies', /^If one of us dies in/, '2027'),
    early: typing('Typing 2020, before the tax year', /^If one of us dies in/, '2020'),
  },
  ({ form, heard }) => {
    expect(form.some((p) => p.startsWith('textbox, Your age, ') && p.endsWith('years'))).toBe(true);
    expect(form).toContain(
      'textbox, Social Security benefits, In dollars. Your yearly benefits before any Medicare premium is taken off.',
    );
    // No income yet: nothing to announce until the first figure arrives.
    expect(heard.age.announcements).toEqual([]);
    expect(heard.social.announcements[0]).toMatch(/^polite: Your 2026 federal income tax is about \$[\d,]+/);
    // Known answer 6,016 for the 2026 default year (single, 66; TaxImpactCalculator.test.tsx, Rev. Proc. 2025-32).
    expect(heard.traditional.announcements).toEqual([
      'polite: Your 2026 federal income tax is about $6,016, 7.5% of your income of $80,000. Your top bracket is 22%.',
    ]);
    expect(heard.old.announcements[0]).toBe('polite: The most you can enter is 100 years. We used 100 years.');
    // Joint, both 65 or over (the spouse's age starts at 65): SS taxable 6,000 + 0.85 × (65,000 − 44,000) = 23,850; AGI 73,850;
    // deduction 32,200 + 2 × 1,650 + 2 × 6,000 = 47,500; taxable 26,350 → 2,480 + 1,550 × 12 % = 2,666.
    expect(heard.joint.announcements).toEqual([
      'polite: Your 2026 federal income tax is about $2,666, 3.3% of your income of $80,000. Your top bracket is 12%.',
    ]);
    // Spouse 62: one 65+ amount and one senior deduction fewer: 39,850; taxable 34,000 → 2,480 + 9,200 × 12 % = 3,584.
    expect(heard.spouse.announcements).toEqual([
      'polite: Your 2026 federal income tax is about $3,584, 4.5% of your income of $80,000. Your top bracket is 12%.',
    ]);
    // No year yet: nothing about a death in the summary.
    expect(heard.spouseSs.announcements).toEqual([]);
    // You (100, the clamped age; past the survivor full retirement age) keep your own 20,000 of the 30,000 in 2028.
    // Single: provisional 10,000 + 50,000 = 60,000, over 34,000 → 4,500 + 85 % × 26,000 = 26,600, cap 17,000 → AGI 67,000;
    //   deduction 16,100 + 2,050 + 6,000 = 24,150 → taxable 42,850 → 1,240 + 12 % × 30,450 = 4,894.
    // Joint in 2028 (the spouse 64: one 65+ amount, as in 2026): 3,584 again, so +1,310 on 10,000 less income (Rev. Proc. 2025-32).
    expect(heard.death.announcements).toEqual([
      'polite: Your 2026 federal income tax is about $3,584, 4.5% of your income of $80,000. Your top bracket is 12%. After a death in 2027, you file as single from 2028: your tax rises by $1,310 a year on $10,000 less income.',
    ]);
    expect(heard.early.announcements).toEqual([
      'polite: Your 2026 federal income tax is about $3,584, 4.5% of your income of $80,000. Your top bracket is 12%. The year of death, 2020, is before the tax year, 2026. Enter 2026 or a later year.',
    ]);
  },
);
