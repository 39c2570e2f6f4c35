import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  calculateWithdrawal,
  traditionalWithdrawalCap,
  type WithdrawalAccounts,
  type WithdrawalInput,
} from './withdrawal';
import { expectAllFinite, hostileRecord, hostileValue, amountUpTo } from '../testing/financeTestKit';

const zero: WithdrawalAccounts = { traditional401k: 0, roth401k: 0, traditionalIRA: 0, rothIRA: 0, taxable: 0, hsa: 0 };
/** The tool's example inputs (age 65, need 80,000, Social Security 30,000, brackets 22 and 12 %, six accounts), in 2026. */
const SPEC_2026: WithdrawalInput = {
  age: 65,
  annualIncomeNeed: 80_000,
  socialSecurity: 30_000,
  pension: 0,
  currentTaxBracket: 22,
  retirementTaxBracket: 12,
  accounts: {
    traditional401k: 500_000,
    roth401k: 100_000,
    traditionalIRA: 200_000,
    rothIRA: 50_000,
    taxable: 300_000,
    hsa: 50_000,
  },
  expectedReturn: 6,
  inflation: 3,
  taxYear: 2026,
};
/** SPEC §9's known answers are on the 2023 single tables; the tool itself opens on the calendar's newest year. */
const SPEC_DEFAULTS: WithdrawalInput = { ...SPEC_2026, taxYear: 2023 };
const run = (over: Partial<WithdrawalInput>, accounts: Partial<WithdrawalAccounts> = {}) =>
  calculateWithdrawal({ ...SPEC_DEFAULTS, ...over, accounts: { ...zero, ...accounts } });

// Hand-worked with Rev. Proc. 2025-32 (2026 single), P.L. 119-21 §70103 and IRS Pub. 915 Worksheet 1.
describe('calculateWithdrawal — 2026 defaults', () => {
  it('cap 16,100 + 50,400 = 66,500; tax 3,004 on 27,100 taxable; saves 3,011.60 vs all-traditional', () => {
    const r = calculateWithdrawal(SPEC_2026);
    expect(r.taxYear).toBe(2026);
    expect(traditionalWithdrawalCap(2026)).toBe(66_500);
    expect(r.optimalWithdrawalStrategy).toEqual({ traditional: 34_000, roth: 0, taxable: 0, hsa: 16_000 });
    expect(r.taxableSocialSecurity).toBeCloseTo(17_250, 9);
    // AGI 34,000 + 17,250 = 51,250; deduction 16,100 + 2,050 + 6,000 (MAGI under 75,000) = 24,150
    expect(r.taxableIncome).toBeCloseTo(27_100, 9);
    expect(r.taxImpact.totalTaxes).toBeCloseTo(3_004, 9); // 1,240 + 12 % × 14,700
    // Baseline 50,000 traditional: SS taxable 25,500 (85 % cap), AGI 75,500 → senior 6,000 − 6 % × 500 = 5,970;
    // taxable 51,380 → 1,240 + 4,560 + 22 % × 980 = 6,015.60
    expect(r.taxSavings).toBeCloseTo(6_015.6 - 3_004, 9);
  });

  it('age 64 in 2026: no 65+ amount and no senior deduction → 51,250 − 16,100 = 35,150 taxable, tax 3,970', () => {
    expect(calculateWithdrawal({ ...SPEC_2026, age: 64 }).taxImpact.totalTaxes).toBeCloseTo(3_970, 9); // 1,240 + 12 % × 22,750
  });
});

// Hand-worked with Rev. Proc. 2022-38 (2023 single) and IRS Pub. 915 Worksheet 1.
describe('calculateWithdrawal — known answers', () => {
  it('SPEC §9: traditional cap = 13,850 + 44,725 = 58,575', () => {
    expect(traditionalWithdrawalCap(2023)).toBe(58_575);
  });

  it('defaults: HSA 16,000 (20 % cap), traditional 34,000; SS taxable 17,250; tax 4,046; saves 4,417.50 vs all-traditional', () => {
    const r = calculateWithdrawal(SPEC_DEFAULTS);
    expect(r.optimalWithdrawalStrategy).toEqual({ traditional: 34_000, roth: 0, taxable: 0, hsa: 16_000 });
    expect(r.taxableSocialSecurity).toBeCloseTo(17_250, 9);
    expect(r.taxableIncome).toBeCloseTo(35_550, 9); // 51,250 − (13,850 + 1,850)
    expect(r.taxImpact.totalTaxes).toBeCloseTo(4_046, 9);
    expect(r.taxImpact.marginalTaxRate).toBe(12);
    expect(r.taxImpact.effectiveTaxRate).toBeCloseTo((4_046 / 80_000) * 100, 9);
    expect(r.taxSavings).toBeCloseTo(8_463.5 - 4_046, 9);
  });

  it('SPEC §9 projection: (1,200,000 − 50,000) × (1 + 6 % − 3 %) = 1,184,500 after year 1', () => {
    const r = calculateWithdrawal(SPEC_DEFAULTS);
    expect(r.projectedBalances.year1).toBeCloseTo(1_184_500, 6);
    let b = 1_200_000;
    for (let y = 0; y < 10; y++) b = (b - 50_000) * 1.03;
    expect(r.projectedBalances.year10).toBeCloseTo(b, 6);
  });

  it('age 64: no 65+ additional deduction → taxable 37,400, tax 4,268', () => {
    const r = calculateWithdrawal({ ...SPEC_DEFAULTS, age: 64 });
    expect(r.taxImpact.totalTaxes).toBeCloseTo(4_268, 9);
  });

  it('traditional capped at 58,575, rest from taxable; 15 % gain share on the 0/15 % bands (Rev. Proc. 2022-38 §3.03) → 5,594.56', () => {
    const r = run({ age: 66, annualIncomeNeed: 100_000, socialSecurity: 0 }, { traditionalIRA: 1e6, taxable: 1e6 });
    expect(r.optimalWithdrawalStrategy).toEqual({ traditional: 58_575, roth: 0, taxable: 41_425, hsa: 0 });
    // ordinary 58,575 − 15,700 = 42,875 → 1,100 + 3,825; gains 6,213.75: 1,750 at 0 %, 4,463.75 at 15 %
    expect(r.taxImpact.totalTaxes).toBeCloseTo(4_925 + 669.5625, 6);
  });

  it('Roth comes after taxable: need 100,000, taxable 20,000 → Roth 80,000; Roth adds no tax', () => {
    const r = run({ annualIncomeNeed: 100_000, socialSecurity: 0 }, { taxable: 20_000, rothIRA: 1e6 });
    expect(r.optimalWithdrawalStrategy).toMatchObject({ taxable: 20_000, roth: 80_000 });
    expect(r.taxImpact.totalTaxes).toBe(0); // 3,000 of gain is under the 15,700 deduction
  });

  it('SPEC §9 HSA cap: need 50,000, HSA 100,000 → 10,000 from the HSA', () => {
    expect(
      run({ annualIncomeNeed: 50_000, socialSecurity: 0 }, { hsa: 100_000, rothIRA: 1e6 }).optimalWithdrawalStrategy
        .hsa,
    ).toBe(10_000);
  });

  it('shortfall when accounts are empty', () => {
    const r = run({ annualIncomeNeed: 50_000, socialSecurity: 0 });
    expect(r.shortfall).toBe(50_000);
    expect(r.recommendations).toContainEqual({ id: 'shortfall' });
  });

  it('Pub. 590-B Table III age 75 → 24.6: traditional 30,000 below the RMD of 40,650 → RMD advice; under 73 → Roth advice', () => {
    const r = run({ age: 75, annualIncomeNeed: 30_000, socialSecurity: 0 }, { traditionalIRA: 1e6 });
    expect(r.recommendations).toContainEqual({ id: 'rmdDue', age: 75, rmd: expect.closeTo(40_650.41, 2) });
    expect(run({ age: 70 }).recommendations).toContainEqual({ id: 'convertBeforeRmd', rmdAge: 73, bracket: 12 });
  });

  it('SPEC §9 high-rate advice above 15 %: pension 300,000 → tax 71,399.50, effective 23.8 %', () => {
    const r = run({ age: 66, annualIncomeNeed: 300_000, socialSecurity: 0, pension: 300_000 });
    expect(r.taxImpact.totalTaxes).toBeCloseTo(71_399.5, 6);
    expect(r.recommendations).toContainEqual({ id: 'highRate', rate: 15 });
    expect(r.taxSavings).toBe(0);
  });

  it('Pub. 915: benefits only (need 30,000 = SS 30,000) → nothing taxable', () => {
    const r = run({ annualIncomeNeed: 30_000, socialSecurity: 30_000 });
    expect(r.taxImpact.totalTaxes).toBe(0);
    expect(r.taxableSocialSecurity).toBe(0);
  });
});

describe('calculateWithdrawal — advice and explanation', () => {
  it('SPEC §9 advice on the defaults (65, 22 % now, 12 % later, HSA used): Roth conversion before 73, lower bracket later, HSA receipts', () => {
    // 65 in 2026: born 1961, so RMDs begin at 75 (SECURE 2.0 §107), not at the 73 of the 1951–1959 cohort.
    // The tool words these facts (src/tools/WithdrawalCalculator/withdrawalWords.node.test.ts keeps the sentences).
    expect(calculateWithdrawal(SPEC_2026).recommendations).toEqual([
      { id: 'convertBeforeRmd', rmdAge: 75, bracket: 12 },
      { id: 'lowerLater', later: 12, now: 22, bracket: 12 },
      { id: 'hsaReceipts' },
    ]);
  });

  it('the advice names the RMD age of the reader’s birth year (SECURE 2.0 §107): born 1959 → 73, born 1960 → 75', () => {
    const rmdAge = (age: number) =>
      calculateWithdrawal({ ...SPEC_2026, age }).recommendations.find((r) => r.id === 'convertBeforeRmd');
    expect(rmdAge(67)).toMatchObject({ rmdAge: 73 }); // 2026 − 67 = 1959
    expect(rmdAge(66)).toMatchObject({ rmdAge: 75 }); // 2026 − 66 = 1960
  });

  it('SPEC §9 "RMDs start at 73": 72 gets the Roth advice, 73 the RMD check; a withdrawal above the RMD is confirmed', () => {
    const advice = (age: number, traditionalIRA: number) =>
      run({ age, annualIncomeNeed: 30_000, socialSecurity: 0 }, { traditionalIRA }).recommendations;
    const ids = (age: number, traditionalIRA: number) => advice(age, traditionalIRA).map((r) => r.id);
    expect(advice(72, 1e6)).toContainEqual({ id: 'convertBeforeRmd', rmdAge: 73, bracket: 12 });
    expect(ids(73, 1e6)).not.toContain('convertBeforeRmd');
    expect(advice(73, 1e6)).toContainEqual({ id: 'rmdDue', age: 73, rmd: expect.closeTo(37_735.85, 2) }); // 1,000,000 / 26.5
    expect(ids(75, 500_000)).toContain('rmdCovered'); // 30,000 ≥ 20,325
    expect(ids(75, 0).filter((id) => id.startsWith('rmd'))).toEqual([]);
  });

  it('pension and benefits both reduce what the accounts supply: need 80,000 − SS 20,000 − pension 30,000 → 30,000 from traditional', () => {
    const r = run({ annualIncomeNeed: 80_000, socialSecurity: 20_000, pension: 30_000 }, { traditionalIRA: 1e6 });
    expect(r.optimalWithdrawalStrategy).toEqual({ traditional: 30_000, roth: 0, taxable: 0, hsa: 0 });
    expect(r.recommendations.map((a) => a.id)).not.toContain('hsaReceipts'); // no HSA money used
  });

  it('taxable then Roth, with a shortfall: need 100,000, taxable 20,000, Roth 60,000 → shortfall 20,000; real growth 3 % on what is left', () => {
    const r = run({ annualIncomeNeed: 100_000, socialSecurity: 0 }, { taxable: 20_000, rothIRA: 60_000 });
    expect(r.optimalWithdrawalStrategy).toEqual({ traditional: 0, roth: 60_000, taxable: 20_000, hsa: 0 });
    expect(r.shortfall).toBe(20_000);
    const funded = run({ annualIncomeNeed: 100_000, socialSecurity: 0 }, { taxable: 20_000, rothIRA: 1_000_000 });
    expect(funded.projectedBalances.year1).toBeCloseTo((1_020_000 - 100_000) * 1.03, 6);
    let b = 1_020_000;
    for (let y = 1; y <= 5; y++) b = (b - 100_000) * 1.03;
    expect(funded.projectedBalances.year5).toBeCloseTo(b, 6);
  });

  it("Pub. 915 counts the taxable account's gain in provisional income: SS 30,000, pension 20,000, 40,000 from taxable (6,000 gain) → P 41,000 → 10,450 taxable", () => {
    const r = run({ annualIncomeNeed: 90_000, socialSecurity: 30_000, pension: 20_000 }, { taxable: 100_000 });
    expect(r.optimalWithdrawalStrategy.taxable).toBe(40_000);
    expect(r.taxableSocialSecurity).toBeCloseTo(10_450, 9); // ½ × 9,000 + 0.85 × 7,000
  });

  it('bracket advice: higher later → Roth now; equal → no bracket advice', () => {
    const ids = (now: number, later: number) =>
      run({ currentTaxBracket: now, retirementTaxBracket: later }).recommendations.map((a) => a.id);
    expect(ids(12, 22)).toContain('higherLater');
    expect(ids(22, 22)).not.toContain('higherLater');
    expect(ids(22, 22)).not.toContain('lowerLater');
  });

  it('"How this is calculated": 2023 single tables, the order with its caps, the 15 % gain share and the growth used', () => {
    const r = calculateWithdrawal({ ...SPEC_2026, taxYear: 2023, expectedReturn: 5.5, inflation: 2.5 });
    expect(r.assumptions).toMatchObject([
      { id: 'taxYear', year: 2023 },
      { id: 'standardDeduction', amount: 13_850, senior: 'no' },
      { id: 'order', hsaShare: 20, cap: 58_575, bracket: 12 },
      { id: 'taxableGain', share: 15 },
      { id: 'socialSecurity' },
      { id: 'projection', rate: 5.5, inflation: 2.5 },
      { id: 'taxSavings' },
      { id: 'rmdDivisor' },
    ]);
    expect(r.assumptions[0]).toMatchObject({ source: expect.stringContaining('Rev. Proc. 2022-38') });
    expect(r.assumptions[7]).toMatchObject({ source: expect.stringContaining('Pub. 590-B') });
    expect(r.formulas).toHaveLength(5);
  });
});

describe('calculateWithdrawal — properties', () => {
  const keys = [
    'age',
    'annualIncomeNeed',
    'socialSecurity',
    'pension',
    'currentTaxBracket',
    'retirementTaxBracket',
    'accounts',
    'expectedReturn',
    'inflation',
  ] as const;
  const accountKeys = ['traditional401k', 'roth401k', 'traditionalIRA', 'rothIRA', 'taxable', 'hsa'] as const;
  it('hostile input → finite, non-negative money; withdrawals within balances; need covered or shortfall', () => {
    fc.assert(
      fc.property(fc.oneof(hostileRecord(keys), hostileValue), hostileRecord(accountKeys), (input, accounts) => {
        const withAccounts =
          input && typeof input === 'object' && !Array.isArray(input) ? { ...(input as object), accounts } : input;
        const r = calculateWithdrawal(withAccounts as never);
        expectAllFinite(r);
        const s = r.optimalWithdrawalStrategy;
        for (const v of [
          s.traditional,
          s.roth,
          s.taxable,
          s.hsa,
          r.taxImpact.totalTaxes,
          r.taxSavings,
          r.shortfall,
          r.projectedBalances.year10,
        ])
          expect(v).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 80 },
    );
  });
  it('more pension never lowers tax', () => {
    fc.assert(
      fc.property(amountUpTo(1e6), amountUpTo(1e6), amountUpTo(2e5), (p, extra, need) => {
        const a = run({ annualIncomeNeed: need, pension: p }, { traditionalIRA: 1e6, taxable: 1e6 });
        const b = run({ annualIncomeNeed: need, pension: p + extra }, { traditionalIRA: 1e6, taxable: 1e6 });
        expect(b.taxImpact.totalTaxes + 1e-6).toBeGreaterThanOrEqual(a.taxImpact.totalTaxes);
      }),
    );
  });
});
