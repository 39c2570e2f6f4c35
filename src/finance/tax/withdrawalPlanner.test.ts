import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { planWithdrawals, type PlannerInput } from './withdrawalPlanner';
import { survivorBenefit } from '../socialSecurity/socialSecuritySpouse';
import { expectAllFinite, hostileRecord, hostileValue, amountUpTo } from '../testing/financeTestKit';

/** SPEC §9's default inputs (age 65, joint, need 60,000, balances 400,000, 150,000 and 200,000), in 2026. */
const SPEC_2026: PlannerInput = {
  taxYear: 2026,
  currentAge: 65,
  filingStatus: 'marriedJoint',
  annualIncome: 60_000,
  traditionalBalance: 400_000,
  rothBalance: 150_000,
  taxableBalance: 200_000,
  socialSecurity: 0,
  spouseSocialSecurity: 0,
  deathYear: 0,
};
/** SPEC §9's known answers are on the 2023 tables; the planner itself opens on the calendar's newest year. */
const SPEC_DEFAULTS: PlannerInput = { ...SPEC_2026, taxYear: 2023 };
const run = (over: Partial<PlannerInput>) => planWithdrawals({ ...SPEC_DEFAULTS, ...over });

describe('planWithdrawals — 2026 defaults (Rev. Proc. 2025-32; senior deduction P.L. 119-21 §70103)', () => {
  it('opens on 2026: joint, both 65+ → deduction 32,200 + 2 × 1,650 + 2 × 6,000 = 47,500; age 69 tax 10 % × 12,500 = 1,250', () => {
    const r = planWithdrawals(SPEC_2026);
    expect(r.taxYear).toBe(2026);
    // Age 68: 40,000 traditional + 15 % × 20,000 taxable = 43,000 ordinary, under the 47,500 deduction.
    expect(r.rows[3]!.taxOwed).toBe(0);
    // Age 69: 60,000 traditional − 47,500 = 12,500, all in the 10 % bracket (joint top 24,800).
    expect(r.rows[4]!.taxOwed).toBeCloseTo(1_250, 9);
    // Ages 69–74 pay 1,250 each (the RMD at 73+ stays under the 60,000 need); Roth pays from 75: 6 × 1,250.
    expect(r.totalTaxes).toBeCloseTo(7_500, 9);
    expect(r.totalAfterTaxIncome).toBeCloseTo(742_500, 9);
    expect(r.taxEfficiency).toBe(99);
  });
});

describe('planWithdrawals — known answers (hand-worked; 2023 tables Rev. Proc. 2022-38, divisors Pub. 590-B Table III)', () => {
  it('defaults: taxable first, then traditional; 13 years; taxes 19,686; efficiency 97.4 %', () => {
    const r = planWithdrawals(SPEC_DEFAULTS);
    expect(r.totalYears).toBe(13);
    expect(r.shownYears).toBe(10);
    expect(r.rows[0]).toMatchObject({
      year: 1,
      age: 65,
      taxableWithdrawal: 60_000,
      traditionalWithdrawal: 0,
      taxOwed: 0,
      taxableBalance: 140_000,
    });
    // Age 68: 20,000 taxable + 40,000 traditional; 40,000 + 15 % × 20,000 − (27,700 + 2 × 1,500) = 12,300 → 1,230
    expect(r.rows[3]).toMatchObject({ age: 68, taxableWithdrawal: 20_000, traditionalWithdrawal: 40_000 });
    expect(r.rows[3]!.taxOwed).toBeCloseTo(1_230, 9);
    // Age 69: 60,000 − 30,700 = 29,300 → 2,200 + 12 % × 7,300 = 3,076
    expect(r.rows[4]!.taxOwed).toBeCloseTo(3_076, 9);
    expect(r.totalTaxes).toBeCloseTo(19_686, 6);
    expect(r.totalAfterTaxIncome).toBeCloseTo(730_314, 6);
    expect(r.taxEfficiency).toBe(97.4);
    expect(r.taxSavings).toBe(0);
  });

  it('Pub. 590-B Table III: the age-73 row reports RMD = 120,000 / 26.5', () => {
    expect(planWithdrawals(SPEC_DEFAULTS).rows[8]!.rmd).toBeCloseTo(120_000 / 26.5, 9);
  });

  it('RMD above need (Table III age 80 → 20.2): single 80, need 10,000, traditional 500,000 → withdraw 24,752.48, tax 905.25', () => {
    const r = run({
      currentAge: 80,
      filingStatus: 'single',
      annualIncome: 10_000,
      traditionalBalance: 500_000,
      rothBalance: 0,
      taxableBalance: 0,
    });
    expect(r.rows[0]!.traditionalWithdrawal).toBeCloseTo(500_000 / 20.2, 9);
    expect(r.rows[0]!.taxOwed).toBeCloseTo((500_000 / 20.2 - 15_700) * 0.1, 6);
  });

  it('Table III age 73 → 26.5: need 0, traditional 265,000 → RMD 10,000 in year 1; 74 → 255,000 / 25.5', () => {
    const r = run({ currentAge: 73, annualIncome: 0, traditionalBalance: 265_000, rothBalance: 0, taxableBalance: 0 });
    expect(r.rows[0]!.traditionalWithdrawal).toBeCloseTo(10_000, 9);
    expect(r.rows[1]!.traditionalWithdrawal).toBeCloseTo(255_000 / 25.5, 9);
    expect(r.rows[0]!.taxOwed).toBe(0);
  });

  it('Table III ages 100 → 6.4 and 101 → 6.0 (not 27.4 − 0.5/yr)', () => {
    const r = run({ currentAge: 100, annualIncome: 0, traditionalBalance: 64_000, rothBalance: 0, taxableBalance: 0 });
    expect(r.rows[0]!.traditionalWithdrawal).toBeCloseTo(10_000, 9);
    expect(r.rows[1]!.traditionalWithdrawal).toBeCloseTo(9_000, 9);
  });

  it('order before 73: taxable, traditional, Roth — single 60, need 50,000 → 30,000 / 10,000 / 10,000, tax 65', () => {
    const r = run({
      currentAge: 60,
      filingStatus: 'single',
      annualIncome: 50_000,
      taxableBalance: 30_000,
      traditionalBalance: 10_000,
      rothBalance: 100_000,
    });
    expect(r.rows[0]).toMatchObject({
      taxableWithdrawal: 30_000,
      traditionalWithdrawal: 10_000,
      rothWithdrawal: 10_000,
    });
    expect(r.rows[0]!.taxOwed).toBeCloseTo(65, 9); // 10,000 + 4,500 − 13,850 = 650 → 10 %
  });

  it('married separate uses its own 35 % top (346,875): 500,000 traditional at 60 → 144,832.50 (single would be 142,047)', () => {
    const mfs = run({
      currentAge: 60,
      filingStatus: 'marriedSeparate',
      annualIncome: 500_000,
      traditionalBalance: 1_000_000,
      rothBalance: 0,
      taxableBalance: 0,
    });
    const single = run({
      currentAge: 60,
      filingStatus: 'single',
      annualIncome: 500_000,
      traditionalBalance: 1_000_000,
      rothBalance: 0,
      taxableBalance: 0,
    });
    expect(mfs.rows[0]!.taxOwed).toBeCloseTo(144_832.5, 6);
    expect(single.rows[0]!.taxOwed).toBeCloseTo(142_047, 6);
  });

  it('SPEC §9: at most 30 years; stops when all accounts are empty', () => {
    expect(run({ annualIncome: 1_000, traditionalBalance: 0, taxableBalance: 0, rothBalance: 1e6 }).totalYears).toBe(
      30,
    );
    const empty = run({ traditionalBalance: 0, taxableBalance: 0, rothBalance: 0 });
    expect(empty).toMatchObject({ totalYears: 0, totalTaxes: 0, taxEfficiency: 0 });
  });

  it('SPEC §9 recommendations: all four at 65 with balances; only the annual review at 75 with Roth only', () => {
    expect(planWithdrawals(SPEC_DEFAULTS).recommendations).toHaveLength(4);
    expect(run({ currentAge: 71 }).recommendations).toHaveLength(3); // no Roth-conversion advice at 70+
    expect(run({ currentAge: 73 }).recommendations).toHaveLength(2); // nor RMD planning from 73
    expect(run({ currentAge: 75, traditionalBalance: 0, taxableBalance: 0 }).recommendations).toEqual([
      expect.stringMatching(/Review/),
    ]);
  });

  it('head of household is not a planner choice (SPEC §5 offers three statuses) → married joint; startYear numbers rows', () => {
    const r = run({ filingStatus: 'headOfHousehold' as never, startYear: 2026 });
    expect(r.rows[3]!.taxOwed).toBeCloseTo(1_230, 9);
    expect(r.rows[0]!.year).toBe(2026);
  });
});

describe('planWithdrawals — edges', () => {
  it('taxable money alone still runs the plan: 100,000 at 30,000 a year → 30,000 × 3 + 10,000, four rows numbered from the start year', () => {
    const r = run({
      currentAge: 60,
      annualIncome: 30_000,
      traditionalBalance: 0,
      rothBalance: 0,
      taxableBalance: 100_000,
      startYear: 2026,
    });
    expect(r.rows.map((row) => row.taxableWithdrawal)).toEqual([30_000, 30_000, 30_000, 10_000]);
    expect(r.rows.map((row) => row.year)).toEqual([2026, 2027, 2028, 2029]);
  });

  it('from 73, what traditional and taxable leave comes from Roth: 75, need 50,000 → 10,000 + 15,000 + 25,000', () => {
    const row = run({
      currentAge: 75,
      filingStatus: 'single',
      annualIncome: 50_000,
      traditionalBalance: 10_000,
      taxableBalance: 15_000,
      rothBalance: 100_000,
    }).rows[0]!;
    expect([row.traditionalWithdrawal, row.taxableWithdrawal, row.rothWithdrawal]).toEqual([10_000, 15_000, 25_000]);
  });

  it('26 USC §63(f) from exactly 65 (Rev. Proc. 2022-38): single 65, 40,000 traditional → 40,000 − 15,700 = 24,300 → tax 2,696', () => {
    const r = run({
      currentAge: 65,
      filingStatus: 'single',
      annualIncome: 40_000,
      traditionalBalance: 100_000,
      taxableBalance: 0,
      rothBalance: 0,
    });
    expect(r.rows[0]!.taxOwed).toBeCloseTo(2_696, 9); // 1,100 + 13,300 × 12 %
  });
});

describe('planWithdrawals — advice and explanation', () => {
  it('SPEC §9 advice wording and its age edges: Roth conversions before 70 (69 yes, 70 no); RMD planning before 73 (72 yes, 73 no)', () => {
    expect(planWithdrawals(SPEC_2026).recommendations).toEqual([
      'Consider Roth conversions before age 70, while your taxable income is lower, to shrink future RMDs.',
      'Use your taxable accounts first: only part of each withdrawal (the gain) is taxed.',
      'Plan for required minimum distributions from age 75.', // 65 in 2026: born 1961 (SECURE 2.0 §107)
      'Review this plan every year as tax laws, balances and spending change.',
    ]);
    const advice = (currentAge: number) => run({ currentAge }).recommendations.join(' | ');
    expect(advice(69)).toContain('Roth conversions before age 70');
    expect(advice(70)).not.toContain('Roth conversions');
    expect(advice(72)).toContain('required minimum distributions from age 73');
    expect(advice(73)).not.toContain('required minimum distributions');
    expect(run({ traditionalBalance: 0 }).recommendations.join(' | ')).not.toContain('Roth conversions');
  });

  it('the RMD sentences name the age of the person’s birth year (SECURE 2.0 §107): born 1959 → 73, born 1960 → 75', () => {
    const words = (currentAge: number) => {
      const r = run({ currentAge, startYear: 2026 });
      return [r.recommendations.join(' | '), r.assumptions.find((a) => a.label === 'RMDs')!.value, r.formulas[0]];
    };
    const [advice67, assumption67, formula67] = words(67); // born 1959
    expect(advice67).toContain('required minimum distributions from age 73.');
    expect(assumption67).toBe(
      'From age 73, the RMD age for someone born in 1959: traditional balance ÷ Uniform Lifetime Table divisor',
    );
    expect(formula67).toBe('Before 73: need taken from taxable, then traditional, then Roth');
    const [advice66, assumption66, formula66] = words(66); // born 1960
    expect(advice66).toContain('required minimum distributions from age 75.');
    expect(assumption66).toContain('From age 75, the RMD age for someone born in 1960');
    expect(formula66).toBe('Before 75: need taken from taxable, then traditional, then Roth');
  });

  it('the widow’s-tax assumption says a joint return is allowed for the year of the death and the smaller check stops from the death', () => {
    const r = planWithdrawals({ ...SPEC_2026, socialSecurity: 24_000, spouseSocialSecurity: 12_000, deathYear: 2028 });
    const widow = r.assumptions.find((a) => a.label === 'If one of us dies in 2028')!;
    expect(widow.value).toMatch(/^For the year of the death a joint return is still allowed/);
    expect(widow.value).toContain('the smaller check stops from the month of the death');
    expect(widow.source).toContain('§7703(a)(1)');
  });

  it('"How this is calculated": the 2023 tables, the 15 % taxable share, RMDs from 73, the 30-year horizon; the order of accounts', () => {
    const r = planWithdrawals({ ...SPEC_2026, taxYear: 2023 });
    expect(r.assumptions.map((a) => a.label)).toEqual([
      'Tax year',
      'Age 65+',
      'Taxable account',
      'RMDs',
      'Growth',
      'Horizon',
      'Social Security',
      'Medicare premiums (IRMAA)',
    ]);
    expect(r.assumptions[0]).toMatchObject({ value: '2023 brackets and standard deduction for every year' });
    expect(r.assumptions[0]!.source).toContain('Rev. Proc. 2022-38');
    expect(r.assumptions[2]!.value).toBe('15 % of each withdrawal counts as taxable income');
    // 65 in 2023: born 1958, so 73 (SECURE 2.0 §107).
    expect(r.assumptions[3]!.value).toBe(
      'From age 73, the RMD age for someone born in 1958: traditional balance ÷ Uniform Lifetime Table divisor',
    );
    expect(r.assumptions[5]!.value).toBe('At most 30 years, stopping when all accounts are empty');
    expect(r.formulas).toEqual([
      'Before 73: need taken from taxable, then traditional, then Roth',
      'From 73: traditional gives max(RMD, need); any shortfall from taxable, then Roth',
      'Taxable income = max(0, traditional + 0.15 × taxable-account withdrawal + taxable Social Security − standard deduction)',
      'Medicare surcharge = people on Medicare × (Part B premium − standard premium + Part D adjustment) × 12, for the tier of the MAGI two years before',
      'After tax = withdrawals + Social Security − tax − Medicare surcharge',
      'Tax efficiency = after-tax income ÷ (after-tax income + taxes + Medicare surcharges) × 100',
    ]);
  });
});

describe('planWithdrawals — properties', () => {
  const keys = [
    'currentAge',
    'filingStatus',
    'annualIncome',
    'traditionalBalance',
    'rothBalance',
    'taxableBalance',
    'socialSecurity',
    'spouseSocialSecurity',
    'deathYear',
    'taxYear',
    'startYear',
  ] as const;
  it('hostile input → finite, non-negative rows; balances never rise; ≤ 30 rows; efficiency 0–100', () => {
    fc.assert(
      fc.property(fc.oneof(hostileRecord(keys), hostileValue), (input) => {
        const r = planWithdrawals(input as never);
        expectAllFinite(r);
        expect(r.rows.length).toBeLessThanOrEqual(30);
        expect(r.taxEfficiency).toBeGreaterThanOrEqual(0);
        expect(r.taxEfficiency).toBeLessThanOrEqual(100);
        let prev = Infinity;
        for (const row of r.rows) {
          for (const k of [
            'traditionalWithdrawal',
            'rothWithdrawal',
            'taxableWithdrawal',
            'taxOwed',
            'medicareSurcharge',
            'socialSecurity',
            'traditionalBalance',
            'rothBalance',
            'taxableBalance',
          ] as const)
            expect(row[k]).toBeGreaterThanOrEqual(0);
          const total = row.traditionalBalance + row.rothBalance + row.taxableBalance;
          expect(total).toBeLessThanOrEqual(prev);
          prev = total;
        }
      }),
      { numRuns: 60 },
    );
  });
  it('more traditional money at the same need never lowers first-year tax', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 100 }), amountUpTo(1e6), amountUpTo(1e6), (age, t, extra) => {
        const a = run({ currentAge: age, annualIncome: 80_000, taxableBalance: 0, traditionalBalance: t });
        const b = run({ currentAge: age, annualIncome: 80_000, taxableBalance: 0, traditionalBalance: t + extra });
        expect((b.rows[0]?.taxOwed ?? 0) + 1e-6).toBeGreaterThanOrEqual(a.rows[0]?.taxOwed ?? 0);
      }),
      { numRuns: 60 },
    );
  });
});

describe('planWithdrawals — Medicare premiums (IRMAA) with the two-year lookback (CMS 2026 fact sheet; later years use the 2026 table)', () => {
  // Single, 71, 10,000,000 traditional, need 100,000, 2026 tables for every row.
  const plan = () =>
    planWithdrawals({
      currentAge: 71,
      filingStatus: 'single',
      annualIncome: 100_000,
      traditionalBalance: 10_000_000,
      rothBalance: 0,
      taxableBalance: 0,
      taxYear: 2026,
    });

  it('2026–2029 premiums follow MAGI 100,000 (2024–2025 assumed as 2026): under 109,000, no surcharge', () => {
    const r = plan();
    expect(r.rows.slice(0, 4).map((row) => row.medicareSurcharge)).toEqual([0, 0, 0, 0]);
    // The RMD year (73, 2028): 10,000,000 − 2 × 100,000 = 9,800,000 ÷ 26.5 = 369,811.32; its premiums (2028) still use 2026.
    expect(r.rows[2]!.magi).toBeCloseTo(9_800_000 / 26.5, 6);
    expect(r.rows[2]!.medicareTier).toBe(0);
  });

  it('2030 premiums follow the 2028 RMD year: 369,811 is in the individual 205,000–500,000 tier (4): (649.20 − 202.90 + 83.30) × 12 = 6,355.20', () => {
    const r = plan();
    expect(r.rows[4]!.calendarYear).toBe(2030);
    expect(r.rows[4]!.medicareTier).toBe(4);
    expect(r.rows[4]!.medicareSurcharge).toBeCloseTo(6_355.2, 9);
    expect(r.rows[4]!.afterTaxIncome).toBeCloseTo(r.rows[4]!.totalIncome - r.rows[4]!.taxOwed - 6_355.2, 6);
    expect(r.irmaaCrossings[0]).toMatchObject({ incomeYear: 2028, premiumYear: 2030, tier: 4 });
    expect(r.irmaaCrossings[0]!.surcharge).toBeCloseTo(6_355.2, 9);
  });

  it('room to the next cliffs in 2026: 109,000 − 100,000 = 9,000 to IRMAA; taxable 100,000 − 22,650 = 77,350 → 105,700 − 77,350 = 28,350 to the 24 % bracket', () => {
    // Deduction: 16,100 + 2,050 (65+) + senior 6,000 − 6 % × (100,000 − 75,000) = 4,500 → 22,650.
    const first = plan().rows[0]!;
    expect(first.roomToNextIrmaa).toBe(9_000);
    expect(first.taxableIncome).toBeCloseTo(77_350, 9);
    expect(first.roomToNextBracket).toBeCloseTo(28_350, 9);
  });

  it('no surcharge before 65, even on a large income', () => {
    const r = planWithdrawals({
      currentAge: 60,
      filingStatus: 'single',
      annualIncome: 600_000,
      traditionalBalance: 10_000_000,
      rothBalance: 0,
      taxableBalance: 0,
      taxYear: 2026,
    });
    expect(r.rows.slice(0, 5).every((row) => row.medicareSurcharge === 0)).toBe(true);
    expect(r.rows[5]!.medicareTier).toBe(5);
  });
});

describe('planWithdrawals — the widow’s tax ("If one of us dies in [year]")', () => {
  // Joint, both 70 in 2026, 2,000,000 traditional, need 60,000 (no RMD before 73); Social Security 30,000 + 18,000; death in 2027.
  const couple = {
    currentAge: 70,
    filingStatus: 'marriedJoint' as const,
    annualIncome: 60_000,
    traditionalBalance: 2_000_000,
    rothBalance: 0,
    taxableBalance: 0,
    taxYear: 2026 as const,
    socialSecurity: 30_000,
    spouseSocialSecurity: 18_000,
  };

  it('worked by hand for 2028: tax 5,804 as a couple → 8,347.60 for the survivor, on 18,000 less income', () => {
    // Both living (joint, 2026 tables): benefits 48,000; provisional ½ × 48,000 + 60,000 = 84,000, over 32,000 by 52,000;
    //   taxable benefits min(24,000, ½ × 12,000) + 85 % × 40,000 = 40,000 (cap 40,800) → AGI 100,000;
    //   deduction 32,200 + 2 × 1,650 + 2 × 6,000 (senior, under 150,000) = 47,500 → taxable 52,500 → 2,480 + 12 % × 27,700 = 5,804.
    // Survivor (single from 2028, the year after the death): keeps the larger benefit, 30,000; provisional 15,000 + 60,000 = 75,000,
    //   over 25,000 by 50,000 → 4,500 + 85 % × 41,000 = 39,350, capped at 25,500 → AGI 85,500;
    //   deduction 16,100 + 2,050 + (6,000 − 6 % × 10,500 = 5,370) = 23,520 → taxable 61,980 → 1,240 + 4,560 + 22 % × 11,580 = 8,347.60.
    const r = planWithdrawals({ ...couple, deathYear: 2027 });
    expect(r.widow?.error).toBeNull();
    expect(r.rows[1]).toMatchObject({ calendarYear: 2027, filingStatus: 'marriedJoint', socialSecurity: 48_000 });
    expect(r.rows[1]!.taxOwed).toBeCloseTo(5_804, 6);
    expect(r.rows[2]).toMatchObject({ calendarYear: 2028, filingStatus: 'single', socialSecurity: 30_000 });
    expect(r.rows[2]!.taxOwed).toBeCloseTo(8_347.6, 6);
    const first = r.widow!.years[0]!;
    expect(first.year).toBe(2028);
    expect(first.incomeChange).toBeCloseTo(-18_000, 9);
    expect(first.taxChange).toBeCloseTo(2_543.6, 6);
    // Premiums: 2028 and 2029 follow the joint returns of 2026–2027 (MAGI 100,000 < 218,000); 2030 the single 2028 return (85,500 < 109,000).
    expect(first.premiumChange).toBe(0);
    expect(
      r.assumptions.some((a) => a.label === 'If one of us dies in 2027' && /qualifying surviving spouse/.test(a.value)),
    ).toBe(true);
  });

  it('the survivor meets the single IRMAA thresholds two years on: need 120,000 → MAGI 160,800 joint (tier 0) → single 145,500 (tier 2 from 2030)', () => {
    // Survivor 2028: provisional 15,000 + 120,000, taxable benefits capped at 25,500 → MAGI 145,500: over 137,000 → tier 2.
    // Per person: 405.80 − 202.90 + 37.50 = 240.40 × 12 = 2,884.80 from 2030 (2028's single return).
    const r = planWithdrawals({ ...couple, annualIncome: 120_000, deathYear: 2027 });
    expect(r.rows[4]!.calendarYear).toBe(2030);
    expect(r.rows[4]!.medicareSurcharge).toBeCloseTo(2_884.8, 9);
    expect(r.widow!.years.find((y) => y.year === 2030)!.premiumChange).toBeCloseTo(2_884.8, 9);
  });

  it('the survivor’s Social Security follows H1’s survivor rules (survivorBenefit): a younger survivor gets a reduced widow’s benefit', () => {
    // You 62 in 2026 (born 1964: survivor full retirement age 67, SSA; rules/socialSecurity/socialSecurityAge.ts), 12,000 a year;
    // your spouse 24,000 (2,000 a month, taken as the full amount). Death in 2026; in 2027 you are 63, 48 months early:
    // reduction 2,000 × 48 × 0.285 ÷ 84 = 325.714… → 325.80 (rounded up to the dime, POMS RS 00615.301) → 1,674.20 a month
    // = 20,090.40 a year, more than your own 12,000, so you get the widow's benefit (20 CFR 404.407).
    const young = { ...couple, currentAge: 62, socialSecurity: 12_000, spouseSocialSecurity: 24_000, deathYear: 2026 };
    const r = planWithdrawals(young);
    expect(r.rows[0]!.socialSecurity).toBe(36_000);
    expect(r.rows[1]).toMatchObject({ calendarYear: 2027, age: 63, filingStatus: 'single' });
    expect(r.rows[1]!.socialSecurity).toBeCloseTo(20_090.4, 9);
    // The benefit is fixed when it starts: still 20,090.40 at 64.
    expect(r.rows[2]!.socialSecurity).toBeCloseTo(20_090.4, 9);
    expect(r.widow!.years[0]!.incomeChange).toBeCloseTo(20_090.4 - 36_000, 9);
    // The same widow's benefit straight from survivorBenefit.
    expect(
      survivorBenefit({
        deceasedPia: 2_000,
        deceasedBirthDate: '1964-07-02',
        deceasedClaimAgeMonths: 67 * 12,
        deceasedDeathAgeMonths: 67 * 12,
        survivorBirthDate: '1964-07-02',
        survivorStartAgeMonths: 63 * 12,
      }),
    ).toBe(1_674.2);
    // At or past the survivor's full retirement age the widow's benefit is the spouse's own: the survivor keeps the larger.
    expect(planWithdrawals({ ...young, currentAge: 70, deathYear: 2026 }).rows[1]!.socialSecurity).toBe(24_000);
    // Your own benefit larger than the widow's: you keep your own.
    expect(
      planWithdrawals({ ...young, socialSecurity: 24_000, spouseSocialSecurity: 12_000 }).rows[1]!.socialSecurity,
    ).toBe(24_000);
  });

  it('a survivor under 60 gets the widow’s benefit only from 60 (20 CFR 404.335)', () => {
    // You 58 in 2026, no own benefit, your spouse 24,000; death in 2026: nothing at 59, then at 60 (survivor FRA 67,
    // 84 months early): 2,000 − 2,000 × 84 × 0.285 ÷ 84 = 1,430 a month (71.5 %) = 17,160 a year.
    const r = planWithdrawals({
      ...couple,
      currentAge: 58,
      socialSecurity: 0,
      spouseSocialSecurity: 24_000,
      deathYear: 2026,
    });
    expect(r.rows[1]).toMatchObject({ age: 59, socialSecurity: 0 });
    expect(r.rows[2]!.age).toBe(60);
    expect(r.rows[2]!.socialSecurity).toBeCloseTo(17_160, 9);
  });

  it('bad years get a sentence, never NaN: before the plan, after it, or not a joint return', () => {
    expect(planWithdrawals({ ...couple, deathYear: 2020 }).widow?.error).toBe(
      'The year of death, 2020, is before this plan starts in 2026. Enter 2026 or a later year.',
    );
    const long = planWithdrawals({ ...couple, deathYear: 2090 });
    expect(long.widow?.error).toBe(
      `The year of death, 2090, is after this plan ends in ${long.rows.at(-1)!.calendarYear}. Enter a year from 2026 to ${long.rows.at(-1)!.calendarYear}.`,
    );
    expect(planWithdrawals({ ...couple, filingStatus: 'single', deathYear: 2027 }).widow?.error).toMatch(
      /only for a married couple filing jointly/,
    );
    expect(planWithdrawals({ ...couple, deathYear: 0 }).widow).toBeNull();
  });
});
