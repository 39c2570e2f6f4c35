/**
 * Issue I1 item 10: a three-year couple plan worked by hand (taxes, an RMD, a conversion and a death), and
 * smaller hand-worked checks of the rules the plan adds to the project's engines: tables indexed to prices,
 * IRMAA on the income of two years before, a pension's survivor share, a home sale's gain.
 * Sources of the figures: 2026 brackets and standard deductions Rev. Proc. 2025-32 (joint 10 % to 24,800 and
 * 12 % to 100,800; single 12,400 and 50,400; basic 32,200 joint, 16,100 single; 1,650 more for each spouse
 * 65 or over); senior deduction P.L. 119-21 §70103 (6,000 per person 65+, less 6 % of MAGI over 150,000
 * joint); Pub. 915 Worksheet 1 (at most 85 % of benefits); Pub. 590-B Table II (J(73, 62) = 27.2,
 * J(74, 63) = 26.2); SECURE 2.0 §107 (RMDs at 73 for those born 1951–1959, 75 from 1960); widow(er)'s
 * benefit 20 CFR 404.410 (28.5 % less at 60, in proportion to the months before the survivor's full
 * retirement age, 67 for those born 1962 and later).
 */
import { describe, it, expect } from 'vitest';
import { householdYears } from './answers';
import type { HouseholdInput, HouseholdYear } from './types';

/**
 * A born June 1953 (73 at the end of 2026), already paid $2,000 a month, owns 272,000 of traditional savings
 * and dies at 74 (June 2027). B born June 1964 (62), owns 200,000, will claim $1,000 at 67 (2031). Cash
 * 100,000. Spending 40,000 a year. Conversions to the top of the 12 % bracket until RMDs. Steady market:
 * 5 % on invested savings, no inflation (so every year uses the 2026 tables as they are).
 */
const COUPLE: HouseholdInput = {
  firstYear: 2026,
  a: {
    birthYear: 1953,
    birthMonth: 6,
    traditional: 272_000,
    socialSecurity: { kind: 'alreadyPaid', monthly: 2_000 },
    deathAge: 74,
  },
  b: {
    birthYear: 1964,
    birthMonth: 6,
    traditional: 200_000,
    socialSecurity: { kind: 'atFullRetirementAge', monthly: 1_000, claimAge: 67 },
  },
  planningAge: 95,
  roth: 0,
  taxable: 0,
  taxableBasisShare: 1,
  cash: 100_000,
  annualSpending: 40_000,
  stockSharePercent: 60,
  feePercent: 0,
  conversion: { kind: 'bracketTop', rate: 12, untilRmd: true },
  steady: { returnPercent: 5, inflationPercent: 0 },
};

const yearsOf = (input: HouseholdInput): HouseholdYear[] => householdYears(input, { mode: 'steady' }).rows;

describe('a couple’s first three years, worked by hand', () => {
  const [y2026, y2027, y2028] = yearsOf(COUPLE) as [HouseholdYear, HouseholdYear, HouseholdYear];

  it('2026, joint: A’s RMD 272,000 ÷ J(73, 62) 27.2 = 10,000 (Table II: B is 11 years younger)', () => {
    expect(y2026.filingStatus).toBe('marriedJoint');
    expect([y2026.ageA, y2026.ageB]).toEqual([73, 62]);
    expect(y2026.rmd).toBeCloseTo(10_000, 6);
  });
  it('2026 tax: the conversion fills the 12 % bracket, so taxable income is 100,800 and the tax 10 % × 24,800 + 12 % × 76,000 = 11,600', () => {
    // Deduction: 32,200 + 1,650 (A is 65+) + 6,000 senior (MAGI 140,650 is under 150,000) = 39,850.
    // Social Security 24,000; provisional income far above 44,000, so 85 % × 24,000 = 20,400 is taxable.
    expect(y2026.socialSecurityA).toBe(24_000);
    expect(y2026.taxableSocialSecurity).toBeCloseTo(20_400, 6);
    expect(y2026.taxableIncome).toBeCloseTo(100_800, 2);
    expect(y2026.federalTax).toBeCloseTo(11_600, 2);
    // Ordinary income = 100,800 + 39,850 − 20,400 = 120,250; MAGI = 120,250 + 20,400 = 140,650.
    expect(y2026.magi).toBeCloseTo(140_650, 2);
  });
  it('2026 withdrawals: 40,000 + 11,600 − 24,000 = 27,600 from traditional (the RMD and 17,600 more), then a 92,650 conversion from B', () => {
    expect(y2026.withdrawTraditional).toBeCloseTo(27_600, 2);
    // Conversion = ordinary income 120,250 − RMD 10,000 − withdrawal 17,600.
    expect(y2026.rothConversion).toBeCloseTo(92_650, 2);
    expect(y2026.withdrawCash).toBe(0);
    expect(y2026.spendingMet).toBeCloseTo(40_000, 2);
    // Balances after a year at 5 %: A (272,000 − 10,000 − 17,600 × 262/462) × 1.05; B (200,000 − 17,600 × 200/462
    // − 92,650) × 1.05 (the 17,600 comes from both in proportion to their savings after the RMD); Roth 92,650 × 1.05.
    expect(y2026.traditionalA).toBeCloseTo((262_000 - (17_600 * 262) / 462) * 1.05, 2);
    expect(y2026.traditionalB).toBeCloseTo((200_000 - (17_600 * 200) / 462 - 92_650) * 1.05, 2);
    expect(y2026.roth).toBeCloseTo(97_282.5, 2);
    expect(y2026.cash).toBe(100_000);
  });

  it('2027, joint in the year of A’s death: Social Security 5 months of A’s 2,000 plus 7 months of B’s widow’s benefit, 1,674.20', () => {
    // Widow's benefit: B starts at 63 (756 months), 48 months before B's survivor full retirement age 67 (804):
    // reduction 2,000 × 48 × 0.285 ÷ (804 − 720) = 325.71, rounded up to the dime 325.80 → 1,674.20.
    expect(y2027.filingStatus).toBe('marriedJoint');
    expect(y2027.socialSecurityA).toBeCloseTo(10_000, 6);
    expect(y2027.socialSecurityB).toBeCloseTo(7 * 1_674.2, 6);
  });
  it('2027 RMD: A’s 264,620 at the start of the year ÷ J(74, 63) 26.2 = 10,100; the tax is again 11,600 and the conversion 92,307.91', () => {
    expect(y2027.rmd).toBeCloseTo(264_620 / 26.2, 6);
    // Taxable Social Security 85 % × 21,719.40 = 18,461.49; ordinary income 100,800 + 39,850 − 18,461.49 = 122,188.51.
    expect(y2027.taxableSocialSecurity).toBeCloseTo(18_461.49, 2);
    expect(y2027.federalTax).toBeCloseTo(11_600, 2);
    // Withdrawals 40,000 + 11,600 − 21,719.40 = 29,880.60 (the RMD and 19,780.60 more); conversion 122,188.51 − 29,880.60.
    expect(y2027.withdrawTraditional).toBeCloseTo(29_880.6, 2);
    expect(y2027.rothConversion).toBeCloseTo(92_307.91, 2);
  });

  it('2028, single (the widow’s tax): B, 64, takes over A’s savings; no RMD before 75; single brackets and deduction', () => {
    expect(y2028.filingStatus).toBe('single');
    expect([y2028.ageA, y2028.ageB]).toEqual([null, 64]);
    expect(y2028.rmd).toBe(0);
    expect(y2028.traditionalA).toBe(0);
    // Widow's benefit all year: 12 × 1,674.20 = 20,090.40; 85 % of it, 17,076.84, is taxable.
    expect(y2028.socialSecurityB).toBeCloseTo(20_090.4, 6);
    expect(y2028.taxableSocialSecurity).toBeCloseTo(17_076.84, 2);
    // Deduction 16,100 (B is under 65). Taxable income up to the single 12 % top 50,400:
    // tax 10 % × 12,400 + 12 % × 38,000 = 5,800.
    expect(y2028.taxableIncome).toBeCloseTo(50_400, 2);
    expect(y2028.federalTax).toBeCloseTo(5_800, 2);
    // Withdrawal 40,000 + 5,800 − 20,090.40 = 25,709.60; ordinary income 50,400 + 16,100 − 17,076.84 = 49,423.16,
    // so the conversion is 49,423.16 − 25,709.60 = 23,713.56.
    expect(y2028.withdrawTraditional).toBeCloseTo(25_709.6, 2);
    expect(y2028.rothConversion).toBeCloseTo(23_713.56, 2);
    // B's savings at the end: (both owners' savings at the start − 25,709.60 − 23,713.56) × 1.05.
    const start = y2027.traditionalA + y2027.traditionalB;
    expect(y2028.traditionalB).toBeCloseTo((start - 25_709.6 - 23_713.56) * 1.05, 2);
  });

  it('no IRMAA: A’s premiums in 2026 and 2027 follow the MAGI before the plan (0 given); B is not on Medicare until 65', () => {
    expect([y2026.irmaa, y2027.irmaa, y2028.irmaa]).toEqual([0, 0, 0]);
  });
});

describe('the tables follow the plan’s prices after the newest tax year', () => {
  it('at 10 % inflation the second year’s brackets, deduction and spending are 1.1 times the first’s: the same real tax', () => {
    // One person born 1958, traditional only, no Social Security: each year's taxable income is the withdrawal
    // less the deduction; with everything 1.1 times larger, the tax is 1.1 times too.
    const single: HouseholdInput = {
      ...COUPLE,
      a: {
        birthYear: 1958,
        birthMonth: 1,
        traditional: 2_000_000,
        socialSecurity: { kind: 'alreadyPaid', monthly: 0 },
      },
      b: null,
      cash: 0,
      conversion: { kind: 'none' },
      steady: { returnPercent: 0, inflationPercent: 10 },
    };
    const [first, second] = yearsOf(single) as [HouseholdYear, HouseholdYear];
    // 2026: 68 → deduction 16,100 + 2,050 + 6,000 senior; withdrawal W with W − tax = 40,000.
    expect(first.spending).toBe(40_000);
    expect(second.spending).toBeCloseTo(44_000, 6);
    expect(second.priceIndex).toBeCloseTo(1.1, 12);
    // The senior deduction is a fixed 6,000 in law (not indexed), so take it out of the comparison: the
    // taxable income is (withdrawal − 18,150 × k − 6,000).
    expect(first.taxableIncome).toBeCloseTo(first.withdrawTraditional - 18_150 - 6_000, 4);
    expect(second.taxableIncome).toBeCloseTo(second.withdrawTraditional - 18_150 * 1.1 - 6_000, 4);
    // Tax on taxable income T under brackets × 1.1 = 1.1 × tax on T/1.1: 10 % to 12,400 × 1.1 = 13,640, then 12 %.
    const t = second.taxableIncome;
    expect(second.federalTax).toBeCloseTo(0.1 * 13_640 + 0.12 * (t - 13_640), 4);
  });
});

describe('a plan that starts before the newest tax year', () => {
  it('uses that year’s tables; the senior deduction (2025–2028) starts in 2025, not before', () => {
    // One person born 1954 (70 in 2024), traditional only. 2024: 14,600 + 1,950 (65+), Rev. Proc. 2023-34.
    // 2025 (no inflation, so the 2024 tables still): the same plus the senior deduction, 6,000 (MAGI under 75,000).
    const rows = yearsOf({
      ...COUPLE,
      firstYear: 2024,
      a: { birthYear: 1954, birthMonth: 1, traditional: 900_000, socialSecurity: { kind: 'alreadyPaid', monthly: 0 } },
      b: null,
      cash: 0,
      conversion: { kind: 'none' },
      steady: { returnPercent: 0, inflationPercent: 0 },
    });
    expect(rows[0]!.taxableIncome).toBeCloseTo(rows[0]!.withdrawTraditional - 16_550, 4);
    expect(rows[1]!.taxableIncome).toBeCloseTo(rows[1]!.withdrawTraditional - 22_550, 4);
  });
});

describe('IRMAA from the income of two years before', () => {
  it('a 2026 MAGI of 439,050 (CMS tier 4) raises the 2028 premiums of both spouses on Medicare by 2 × 12 × (649.20 − 202.90 + 83.30)', () => {
    // Both born 1955 (71 in 2026). Big conversions in 2026 only (they stop at 73, the RMD age, in 2028).
    const couple: HouseholdInput = {
      ...COUPLE,
      a: {
        birthYear: 1955,
        birthMonth: 3,
        traditional: 1_500_000,
        socialSecurity: { kind: 'alreadyPaid', monthly: 0 },
      },
      b: { birthYear: 1955, birthMonth: 3, traditional: 0, socialSecurity: { kind: 'alreadyPaid', monthly: 0 } },
      conversion: { kind: 'bracketTop', rate: 24, untilRmd: true },
      steady: { returnPercent: 0, inflationPercent: 0 },
    };
    const rows = yearsOf(couple);
    // 2026 taxable income reaches the joint 24 % top 403,550: MAGI 403,550 + 32,200 + 2 × 1,650 (no senior deduction
    // left: 6 % of the excess over 150,000 wipes it out) = 439,050, in CMS's 2026 tier 4 (410,000–750,000).
    expect(rows[0]!.magi).toBeCloseTo(439_050, 2);
    expect(rows[0]!.irmaa).toBe(0);
    // 2028 premiums follow 2026's MAGI: tier 4, Part B 649.20 and Part D 83.30 over the standard 202.90.
    expect(rows[2]!.irmaaTier).toBe(4);
    expect(rows[2]!.irmaa).toBeCloseTo(2 * 12 * (649.2 - 202.9 + 83.3), 2);
  });
});

describe('a pension’s survivor share and a home sale', () => {
  it('A’s 1,000 a month without a raise goes on at 50 % for B after A dies; a 300,000 home sale at 75 with 40 % gain is taxed at 15 % above the 0 % band', () => {
    const couple: HouseholdInput = {
      ...COUPLE,
      conversion: { kind: 'none' },
      pensions: [{ owner: 'a', monthly: 1_000, startAge: 65, costOfLivingRaise: false, survivorShare: 0.5 }],
      oneOffs: [{ owner: 'b', age: 64, amount: 300_000, gainShare: 0.4 }],
    };
    const [y2026, y2027, y2028] = yearsOf(couple) as [HouseholdYear, HouseholdYear, HouseholdYear];
    expect(y2026.pensions).toBe(12_000);
    // A dies in June 2027: 5 months to A, then 7 months of half to B.
    expect(y2027.pensions).toBeCloseTo(5 * 1_000 + 7 * 500, 6);
    expect(y2028.pensions).toBeCloseTo(6_000, 6);
    // The sale comes in in 2028 (B is 64): 120,000 of gain; nothing is withdrawn that year and the rest is saved.
    expect(y2028.oneOffIn).toBe(300_000);
    expect(y2028.capitalGains).toBeCloseTo(120_000, 6);
    expect(y2028.withdrawTraditional + y2028.withdrawCash).toBe(0);
    // Taxable: pension 6,000 + 85 % of 20,090.40 + gain 120,000 − 16,100 = 126,976.84; ordinary part
    // 6,000 + 17,076.84 − 16,100 = 6,976.84 at 10 %; the gain from 6,976.84 to 49,450 (the 0 % band) is untaxed,
    // the rest (126,976.84 − 49,450 = 77,526.84) at 15 %.
    expect(y2028.taxableIncome).toBeCloseTo(126_976.84, 2);
    expect(y2028.federalTax).toBeCloseTo(0.1 * 6_976.84 + 0.15 * 77_526.84, 2);
    expect(y2028.saved).toBeCloseTo(300_000 + 6_000 + 20_090.4 - 40_000 - y2028.federalTax, 2);
  });
});

describe('conversions up to the next IRMAA threshold, and the withdrawal orders', () => {
  const both70: HouseholdInput = {
    ...COUPLE,
    a: { birthYear: 1956, birthMonth: 2, traditional: 2_000_000, socialSecurity: { kind: 'alreadyPaid', monthly: 0 } },
    b: { birthYear: 1956, birthMonth: 2, traditional: 0, socialSecurity: { kind: 'alreadyPaid', monthly: 0 } },
    taxable: 100_000,
    taxableBasisShare: 0.5,
    conversion: { kind: 'irmaaThreshold', untilRmd: true },
    steady: { returnPercent: 0, inflationPercent: 0 },
  };
  it('a conversion up to the next IRMAA threshold leaves the MAGI at the joint 218,000, the top of the standard premium', () => {
    // CMS 2026: joint MAGI up to and including 218,000 pays the standard premium (rules/health/irmaa.ts).
    const [first] = yearsOf(both70);
    // irmaaRoom counts whole dollars of room, so the MAGI ends within a dollar below the threshold.
    expect(first!.magi).toBeGreaterThan(217_999);
    expect(first!.magi).toBeLessThanOrEqual(218_000);
    expect(first!.rothConversion).toBeGreaterThan(100_000);
  });
  it('the orders: taxable first takes cash, then the taxable account (its gain share taxed as a gain); traditional first takes traditional', () => {
    const taxableFirst = yearsOf({ ...both70, conversion: { kind: 'none' }, withdrawalOrder: 'taxableFirst' })[0]!;
    // 40,000 from 100,000 of cash (no tax: nothing else is income), nothing from traditional.
    expect(taxableFirst.withdrawCash).toBeCloseTo(40_000, 6);
    expect(taxableFirst.withdrawTraditional).toBe(0);
    expect(taxableFirst.federalTax).toBe(0);
    const noCash = yearsOf({ ...both70, cash: 0, conversion: { kind: 'none' }, withdrawalOrder: 'taxableFirst' })[0]!;
    // From the taxable account: half of it is gain (basis 50 %), 20,000 of gain, inside the 0 % band.
    expect(noCash.withdrawTaxable).toBeCloseTo(40_000, 6);
    expect(noCash.capitalGains).toBeCloseTo(20_000, 6);
    expect(noCash.federalTax).toBe(0);
    const traditionalFirst = yearsOf({
      ...both70,
      conversion: { kind: 'none' },
      withdrawalOrder: 'traditionalFirst',
    })[0]!;
    expect(traditionalFirst.withdrawCash + traditionalFirst.withdrawTaxable).toBe(0);
    // Deduction 32,200 + 2 × 1,650 + 2 × 6,000 = 47,500: 40,000 of withdrawals owe no tax.
    expect(traditionalFirst.withdrawTraditional).toBeCloseTo(40_000, 6);
  });
  it('a pension with a cost-of-living raise rises with prices; one without stays the same', () => {
    const rows = yearsOf({
      ...both70,
      conversion: { kind: 'none' },
      steady: { returnPercent: 0, inflationPercent: 3 },
      pensions: [
        { owner: 'a', monthly: 1_000, startAge: 60, costOfLivingRaise: true, survivorShare: 0 },
        { owner: 'b', monthly: 500, startAge: 60, costOfLivingRaise: false, survivorShare: 0 },
      ],
    });
    expect(rows[0]!.pensions).toBeCloseTo(12_000 + 6_000, 6);
    expect(rows[5]!.pensions).toBeCloseTo(12_000 * 1.03 ** 5 + 6_000, 6);
  });
});

describe('both benefits known: the couple engine’s spouse’s and widow(er)’s benefits', () => {
  it('A 2,500 and B 1,000 at 67: B’s spouse’s excess is 1,250 − 1,000 = 250; after A dies at 75, B gets A’s 2,500', () => {
    // Both born in January (1960 and 1962: full retirement age 67, 20 CFR 404.409). Spouse's excess: half of A's
    // PIA (1,250) less B's own PIA, unreduced at B's full retirement age (20 CFR 404.333). Widow(er)'s benefit at
    // B's survivor full retirement age or later: A's benefit as claimed at 67, 2,500 (20 CFR 404.410); B keeps
    // the larger of it and B's own 1,000 (20 CFR 404.407).
    const rows = yearsOf({
      ...COUPLE,
      a: {
        birthYear: 1960,
        birthMonth: 1,
        traditional: 500_000,
        socialSecurity: { kind: 'atFullRetirementAge', monthly: 2_500, claimAge: 67 },
        deathAge: 75,
      },
      b: {
        birthYear: 1962,
        birthMonth: 1,
        traditional: 0,
        socialSecurity: { kind: 'atFullRetirementAge', monthly: 1_000, claimAge: 67 },
      },
      conversion: { kind: 'none' },
      steady: { returnPercent: 0, inflationPercent: 0 },
    });
    const year = (y: number) => rows.find((r) => r.year === y)!;
    expect([year(2026).socialSecurityA, year(2026).socialSecurityB]).toEqual([0, 0]);
    expect([year(2027).socialSecurityA, year(2027).socialSecurityB]).toEqual([30_000, 0]);
    expect([year(2029).socialSecurityA, year(2029).socialSecurityB]).toEqual([30_000, 12 * 1_250]);
    // A dies in January 2035, the month of the 75th birthday: nothing paid to A that year; B gets 2,500 a month.
    expect([year(2035).socialSecurityA, year(2035).socialSecurityB]).toEqual([0, 30_000]);
    expect(year(2035).filingStatus).toBe('marriedJoint');
    expect(year(2036).filingStatus).toBe('single');
  });
});
