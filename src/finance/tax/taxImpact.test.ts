import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { calculateTaxImpact, TAX_IMPACT_BOUNDS, type TaxImpactInput } from './taxImpact';
import { expectAllFinite, hostileRecord, hostileValue, amountUpTo, forAll } from '../testing/financeTestKit';

/** The spec's known answers are for tax year 2023 (SPEC §9 gives 2023 brackets and deductions); the tool itself opens on the calendar's newest year. */
/** The tool's starting inputs (a single filer aged 65, every income 0), in 2026. */
const SPEC_2026: TaxImpactInput = {
  filingStatus: 'single',
  age: 65,
  spouseAge: 65,
  socialSecurity: 0,
  pensionIncome: 0,
  traditionalWithdrawals: 0,
  rothWithdrawals: 0,
  investmentIncome: 0,
  otherIncome: 0,
  taxYear: 2026,
};
const SPEC_DEFAULTS: TaxImpactInput = { ...SPEC_2026, taxYear: 2023 };
const base = (over: Partial<TaxImpactInput>) => calculateTaxImpact({ ...SPEC_DEFAULTS, ...over });

describe('calculateTaxImpact — known answers (hand-worked)', () => {
  it('defaults open on 2026 (Rev. Proc. 2025-32): deduction 16,100 + 2,050 at 65 + 6,000 senior deduction (P.L. 119-21 §70103)', () => {
    const r = calculateTaxImpact(SPEC_2026);
    expect(r).toMatchObject({
      totalTax: 0,
      effectiveRate: 0,
      taxableIncome: 0,
      taxYear: 2026,
      standardDeduction: 24_150,
    });
  });

  it('spec defaults in 2023 (all income 0) → no tax, deduction 13,850 + 1,850 at 65', () => {
    const r = calculateTaxImpact(SPEC_DEFAULTS);
    expect(r).toMatchObject({
      totalTax: 0,
      effectiveRate: 0,
      taxableIncome: 0,
      taxYear: 2023,
      standardDeduction: 15_700,
    });
  });

  it('Rev. Proc. 2025-32: 2026 single 66, pension 40,000 → 40,000 − 24,150 = 15,850 taxable, tax 1,240 + 3,450 × 12 % = 1,654', () => {
    // Senior deduction: MAGI 40,000 is under 75,000, so the full 6,000 applies.
    const r = calculateTaxImpact({ ...SPEC_2026, age: 66, pensionIncome: 40_000 });
    expect(r.taxableIncome).toBe(15_850);
    expect(r.totalTax).toBeCloseTo(1_654, 6);
  });

  it('Rev. Proc. 2022-38 + Pub. 915: single 66, SS 30,000, pension 20,000, traditional 30,000 → SS taxable 25,500 (85 % cap), tax 8,463.50', () => {
    const r = base({ age: 66, socialSecurity: 30_000, pensionIncome: 20_000, traditionalWithdrawals: 30_000 });
    expect(r.provisionalIncome).toBe(65_000);
    expect(r.taxableSocialSecurity).toBe(25_500);
    expect(r.adjustedGrossIncome).toBe(75_500);
    expect(r.taxableIncome).toBe(59_800);
    expect(r.totalTax).toBeCloseTo(8_463.5, 6);
    expect(r.marginalRate).toBe(22);
    expect(r.effectiveRate).toBeCloseTo((8_463.5 / 80_000) * 100, 9);
    expect(r.bracketBreakdown[2]).toMatchObject({ rate: 22, taxableAmount: 15_075, tax: 3_316.5 });
    expect(r.bracketBreakdown[6]!.max).toBeNull();
  });

  it('Rev. Proc. 2022-38 + Pub. 915: joint, both 70, SS 40,000, pension 50,000 → SS taxable 28,100, deduction 30,700, tax 5,248', () => {
    const r = base({ filingStatus: 'marriedJoint', age: 70, socialSecurity: 40_000, pensionIncome: 50_000 });
    expect(r.taxableSocialSecurity).toBeCloseTo(28_100, 6);
    expect(r.standardDeduction).toBe(30_700);
    expect(r.taxableIncome).toBeCloseTo(47_400, 6);
    expect(r.totalTax).toBeCloseTo(5_248, 6);
    expect(r.marginalRate).toBe(12);
  });

  it('26 USC §63(f), Rev. Proc. 2025-32: joint 2026, you 67 and your spouse 62, pension 80,000 → one 65+ amount (1,650) and one senior deduction (6,000): deduction 39,850, taxable 40,150, tax 4,322', () => {
    const r = calculateTaxImpact({
      ...SPEC_2026,
      filingStatus: 'marriedJoint',
      age: 67,
      spouseAge: 62,
      pensionIncome: 80_000,
    });
    expect(r.standardDeductionParts).toEqual({ basic: 32_200, additional65: 1_650, senior: 6_000 });
    expect(r.standardDeduction).toBe(39_850);
    // 24,800 × 10 % + 15,350 × 12 % = 2,480 + 1,842 = 4,322.
    expect(r.taxableIncome).toBe(40_150);
    expect(r.totalTax).toBeCloseTo(4_322, 6);
    expect(r.assumptions.find((a) => a.id === 'spousesJoint')).toMatchObject({ age: 67, spouseAge: 62, count65: 1 });
  });

  it('26 USC §63(f): joint 2026, both 66 → two 65+ amounts (3,300) and two senior deductions (12,000): deduction 47,500; a spouse of 64 → 39,850', () => {
    const both = calculateTaxImpact({
      ...SPEC_2026,
      filingStatus: 'marriedJoint',
      age: 66,
      spouseAge: 66,
      pensionIncome: 80_000,
    });
    expect(both.standardDeductionParts).toEqual({ basic: 32_200, additional65: 3_300, senior: 12_000 });
    expect(
      calculateTaxImpact({
        ...SPEC_2026,
        filingStatus: 'marriedJoint',
        age: 66,
        spouseAge: 64,
        pensionIncome: 80_000,
      }).standardDeduction,
    ).toBe(39_850);
    // You under 65, spouse 70: the spouse's amounts still count.
    expect(
      calculateTaxImpact({
        ...SPEC_2026,
        filingStatus: 'marriedJoint',
        age: 60,
        spouseAge: 70,
        pensionIncome: 80_000,
      }).standardDeductionParts,
    ).toEqual({ basic: 32_200, additional65: 1_650, senior: 6_000 });
    expect(
      calculateTaxImpact({
        ...SPEC_2026,
        filingStatus: 'marriedJoint',
        age: 60,
        spouseAge: 60,
      }).assumptions.find((a) => a.id === 'spousesJoint'),
    ).toMatchObject({ age: 60, spouseAge: 60, count65: 0 });
  });

  it('the article’s Anne (68) and Joe (63), 2026 joint: SS 40,000 → 11,100 taxable; AGI 41,100 − 39,850 = 1,250 taxable, tax 125 (content/articles/tax-impact-calculator.md)', () => {
    const r = calculateTaxImpact({
      ...SPEC_2026,
      filingStatus: 'marriedJoint',
      age: 68,
      spouseAge: 63,
      socialSecurity: 40_000,
      traditionalWithdrawals: 30_000,
    });
    expect(r).toMatchObject({
      taxableSocialSecurity: 11_100,
      adjustedGrossIncome: 41_100,
      standardDeduction: 39_850,
      taxableIncome: 1_250,
    });
    expect(r.totalTax).toBeCloseTo(125, 6);
    expect(
      calculateTaxImpact({
        ...SPEC_2026,
        filingStatus: 'marriedJoint',
        age: 68,
        spouseAge: 66,
        socialSecurity: 40_000,
        traditionalWithdrawals: 30_000,
      }).totalTax,
    ).toBe(0);
  });

  it('a spouse’s age changes nothing on a single or separate return (single 66, spouse 40 → the same tax as without it)', () => {
    const single = calculateTaxImpact({ ...SPEC_2026, age: 66, spouseAge: 40, pensionIncome: 40_000 });
    expect(single.totalTax).toBeCloseTo(1_654, 6);
    expect(
      calculateTaxImpact({
        ...SPEC_2026,
        filingStatus: 'marriedSeparate',
        age: 66,
        spouseAge: 80,
        pensionIncome: 40_000,
      }).standardDeductionParts.additional65,
    ).toBe(1_650);
    // A spouse's age out of range is brought into 18–100; NaN takes the default.
    expectAllFinite(calculateTaxImpact({ ...SPEC_2026, filingStatus: 'marriedJoint', spouseAge: NaN }));
    expect(
      calculateTaxImpact({
        ...SPEC_2026,
        filingStatus: 'marriedJoint',
        age: 50,
        spouseAge: 500,
        pensionIncome: 80_000,
      }).standardDeductionParts.additional65,
    ).toBe(1_650);
  });

  it('26 USC §408A(d): Roth withdrawals are not taxed — single 60, Roth 100,000 → tax 0, total income 100,000', () => {
    const r = base({ age: 60, rothWithdrawals: 100_000 });
    expect(r).toMatchObject({
      totalTax: 0,
      totalIncome: 100_000,
      adjustedGrossIncome: 0,
      effectiveRate: 0,
      standardDeduction: 13_850,
    });
  });

  it('Rev. Proc. 2022-38 head-of-household brackets (not single, RULES): HoH 60, other 80,000 → 6,790', () => {
    const r = base({ filingStatus: 'headOfHousehold', age: 60, otherIncome: 80_000 });
    expect(r.taxableIncome).toBe(59_200);
    expect(r.totalTax).toBeCloseTo(6_790, 6);
  });

  it('Pub. 915 married separate (lived together) + Rev. Proc. 2022-38: 70, pension 30,000, SS 10,000 → SS taxable 8,500, tax 2,558', () => {
    const r = base({ filingStatus: 'marriedSeparate', age: 70, pensionIncome: 30_000, socialSecurity: 10_000 });
    expect(r.taxableSocialSecurity).toBe(8_500);
    expect(r.standardDeduction).toBe(15_350);
    expect(r.totalTax).toBeCloseTo(2_558, 6);
  });

  it('P.L. 119-21 §70103 (2025): single 70, pension 60,000 → deduction 15,750 + 2,000 + 6,000, tax 4,111.50', () => {
    const r = base({ age: 70, pensionIncome: 60_000, taxYear: 2025 });
    expect(r.standardDeductionParts).toEqual({ basic: 15_750, additional65: 2_000, senior: 6_000 });
    expect(r.totalTax).toBeCloseTo(4_111.5, 6);
  });

  it('Rev. Proc. 2022-38: single 55, other 1,000,000 → 37 % bracket, tax 325,207.50', () => {
    const r = base({ age: 55, otherIncome: 1_000_000 });
    expect(r.taxableIncome).toBe(986_150);
    expect(r.totalTax).toBeCloseTo(325_207.5, 6);
    expect(r.marginalRate).toBe(37);
  });

  it('SPEC §5 hygiene: text, NaN and unknown choices fall back (status single, newest year 2026, money 0, age 65)', () => {
    const r = calculateTaxImpact({
      filingStatus: 'x' as never,
      taxYear: 1999 as never,
      age: NaN,
      pensionIncome: 'abc' as never,
      otherIncome: -5,
    });
    expect(r).toMatchObject({
      filingStatus: 'single',
      taxYear: 2026,
      totalTax: 0,
      totalIncome: 0,
      standardDeduction: 24_150,
    });
    expect(calculateTaxImpact(null).totalTax).toBe(0);
  });

  it('Rev. Proc. 2023-34: taxYear 2024 single 64 with other 50,000 → 50,000 − 14,600, tax 4,016', () => {
    // 11,600 × 10 % + (35,400 − 11,600) × 12 % = 1,160 + 2,856
    expect(base({ age: 64, otherIncome: 50_000, taxYear: 2024 }).totalTax).toBeCloseTo(4_016, 6);
  });
});

describe('calculateTaxImpact — a true $0 of income is an answer (issue I6, item 2)', () => {
  it('every income blank (not entered) → nothing entered; one income of 0 → entered, a tax of 0 on 0', () => {
    const blank = {
      socialSecurity: null,
      pensionIncome: null,
      traditionalWithdrawals: null,
      rothWithdrawals: null,
      investmentIncome: null,
      otherIncome: null,
    };
    expect(calculateTaxImpact({ ...blank, filingStatus: 'single', age: 66 }).incomeEntered).toBe(false);
    expect(calculateTaxImpact({ filingStatus: 'single', age: 66 } as never).incomeEntered).toBe(false);
    const zero = calculateTaxImpact({ ...blank, pensionIncome: 0, filingStatus: 'single', age: 66 });
    expect(zero).toMatchObject({ incomeEntered: true, totalIncome: 0, totalTax: 0, effectiveRate: 0 });
    // A blank beside a figure counts as none: single 66, pension 40,000 → 1,654 (the 2026 known answer above).
    expect(
      calculateTaxImpact({ ...blank, pensionIncome: 40_000, filingStatus: 'single', age: 66, taxYear: 2026 }).totalTax,
    ).toBeCloseTo(1_654, 6);
  });
});

describe('calculateTaxImpact — choices and sources', () => {
  it('SPEC §5 filing statuses: single, marriedJoint, marriedSeparate, headOfHousehold (each one accepted as given)', () => {
    expect(TAX_IMPACT_BOUNDS.filingStatuses).toEqual(['single', 'marriedJoint', 'marriedSeparate', 'headOfHousehold']);
    for (const status of TAX_IMPACT_BOUNDS.filingStatuses)
      expect(calculateTaxImpact({ filingStatus: status }).filingStatus).toBe(status);
  });

  it('each tax year names its Revenue Procedure (RULES.md): 2023 → 2022-38, 2024 → 2023-34, 2025 → 2024-40, 2026 → 2025-32', () => {
    const source = (taxYear: number) =>
      calculateTaxImpact({ taxYear: taxYear as never }).assumptions.find((a) => a.id === 'taxYear')?.source;
    expect(source(2023)).toContain('Rev. Proc. 2022-38');
    expect(source(2024)).toContain('Rev. Proc. 2023-34');
    expect(source(2025)).toContain('Rev. Proc. 2024-40');
    expect(source(2026)).toContain('Rev. Proc. 2025-32');
  });
});

describe('calculateTaxImpact — investment income and explanation', () => {
  it('Rev. Proc. 2022-38: investment income is ordinary income — single 60, investment 50,000 → 36,150 taxable, tax 1,100 + 25,150 × 12 % = 4,118', () => {
    const r = base({ age: 60, investmentIncome: 50_000 });
    expect(r.taxableIncome).toBe(36_150);
    expect(r.totalTax).toBeCloseTo(4_118, 6);
  });

  it('"How this is calculated": the year\'s brackets, the deduction in parts (the 2025 senior deduction only when it applies)', () => {
    const r = base({ age: 70, pensionIncome: 60_000, taxYear: 2025 });
    expect(r.assumptions.map((a) => a.id)).toEqual([
      'taxYear',
      'brackets',
      'standardDeduction',
      'spousesOwnAge',
      'socialSecurity',
      'roth',
      'investment',
      'creditsAndState',
    ]);
    expect(r.assumptions[1]).toMatchObject({ id: 'brackets', taxYear: 2025 });
    expect(r.assumptions[2]).toMatchObject({ basic: 15_750, additional65: 2_000, senior: 6_000 });
    expect(calculateTaxImpact({ ...SPEC_2026, taxYear: 2023 }).assumptions[2]).toMatchObject({
      basic: 13_850,
      additional65: 1_850,
      senior: null,
    });
    expect(r.formulas).toHaveLength(5);
  });

  it('Pub. 915: married filing separately adds the lived-together note (base amount 0) to the explanation', () => {
    const labels = base({ filingStatus: 'marriedSeparate' }).assumptions.map((a) => a.id);
    expect(labels).toContain('separateBase');
    expect(labels).toHaveLength(9);
  });
});

describe('calculateTaxImpact — properties', () => {
  const keys = [
    'filingStatus',
    'age',
    'spouseAge',
    'socialSecurity',
    'pensionIncome',
    'traditionalWithdrawals',
    'rothWithdrawals',
    'investmentIncome',
    'otherIncome',
    'taxYear',
  ] as const;
  it('hostile input → every number finite; tax between 0 and total income', () => {
    forAll(fc.oneof(hostileRecord(keys), hostileValue), (input) => {
      const r = calculateTaxImpact(input as never);
      expectAllFinite(r);
      expect(r.totalTax).toBeGreaterThanOrEqual(0);
      expect(r.totalTax).toBeLessThanOrEqual(r.totalIncome + 1e-6);
      expect(r.taxableIncome).toBeGreaterThanOrEqual(0);
      expect(r.effectiveRate).toBeGreaterThanOrEqual(0);
      expect(r.effectiveRate).toBeLessThanOrEqual(37);
    });
  });
  it('more ordinary income never lowers tax', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('single', 'marriedJoint', 'marriedSeparate', 'headOfHousehold' as const),
        fc.constantFrom(2023, 2024, 2025, 2026 as const),
        fc.integer({ min: 50, max: 100 }),
        amountUpTo(1e7),
        amountUpTo(1e7),
        amountUpTo(1e6),
        (filingStatus, taxYear, age, ss, income, extra) => {
          const a = calculateTaxImpact({
            ...SPEC_2026,
            filingStatus,
            taxYear,
            age,
            socialSecurity: ss,
            pensionIncome: income,
          });
          const b = calculateTaxImpact({
            ...SPEC_2026,
            filingStatus,
            taxYear,
            age,
            socialSecurity: ss,
            pensionIncome: income + extra,
          });
          expect(b.totalTax + 1e-6).toBeGreaterThanOrEqual(a.totalTax);
        },
      ),
    );
  });
});
