import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { calculateRothConversion, ROTH_DEFAULTS, type RothConversionInput } from './roth';
import { expectAllFinite, hostileRecord, hostileValue, amountUpTo, forAll } from './testing';

const run = (over: Partial<RothConversionInput>) => calculateRothConversion({ ...ROTH_DEFAULTS, ...over });

// All figures hand-worked from the SPEC §9 "Roth conversion" formulas.
describe('calculateRothConversion — known answers (SPEC §9 model)', () => {
  it('defaults 100,000 at 22/22, 7 %, 10 years: tax 22,000, Roth 196,715.14, traditional 153,437.81, net 21,277.33, break-even 1, Favorable', () => {
    const r = calculateRothConversion(ROTH_DEFAULTS);
    expect(r.taxCost).toBeCloseTo(22_000, 9);
    expect(r.rothValue).toBeCloseTo(196_715.135729, 5);
    expect(r.traditionalValue).toBeCloseTo(153_437.805869, 5);
    expect(r.netBenefit).toBeCloseTo(21_277.32986, 4);
    expect(r.breakEvenTime).toBe(1);
    expect(r.recommendation).toBe('Favorable');
    expect(r.conversionClamped).toBe(false);
  });

  it('32 % now, 12 % later: net −8,394.18 → Not Favorable; break-even year 15 (1.07^n ≥ 2.667)', () => {
    const r = run({ currentTaxBracket: 32, retirementTaxBracket: 12 });
    expect(r.netBenefit).toBeCloseTo(196_715.135729 * 0.12 - 32_000, 4);
    expect(r.recommendation).toBe('Not Favorable');
    expect(r.breakEvenTime).toBe(15);
  });

  it('return 0 %, 22/22: net 0 → Neutral; tax saved equals cost in year 1', () => {
    const r = run({ returnRate: 0 });
    expect(r.netBenefit).toBeCloseTo(0, 9);
    expect(r.recommendation).toBe('Neutral');
    expect(r.breakEvenTime).toBe(1);
  });

  it('return 0 %, 24 % now, 12 % later: never breaks even → 0 (shown as Never)', () => {
    const r = run({ returnRate: 0, currentTaxBracket: 24, retirementTaxBracket: 12 });
    expect(r.breakEvenTime).toBe(0);
    expect(r.netBenefit).toBeCloseTo(-12_000, 9);
    expect(r.recommendation).toBe('Not Favorable');
  });

  it('12 % now, 24 % later, 5 %, 5 years: Roth 127,628.16, net 18,630.76, break-even 1', () => {
    const r = run({ currentTaxBracket: 12, retirementTaxBracket: 24, returnRate: 5, yearsUntilRetirement: 5 });
    expect(r.rothValue).toBeCloseTo(127_628.15625, 6);
    expect(r.netBenefit).toBeCloseTo(18_630.7575, 4);
    expect(r.breakEvenTime).toBe(1);
  });

  it('conversion above the IRA balance is clamped to it and flagged', () => {
    const r = run({ iraBalance: 500_000, conversionAmount: 600_000 });
    expect(r.conversionAmount).toBe(500_000);
    expect(r.conversionClamped).toBe(true);
    expect(r.taxCost).toBeCloseTo(110_000, 9);
  });

  it('converting exactly the IRA balance is not "reduced"; the explanation says so only when it is', () => {
    const exact = run({ iraBalance: 100_000, conversionAmount: 100_000 });
    expect(exact.conversionClamped).toBe(false);
    expect(exact.assumptions.map((a) => a.label)).toEqual(['Tax on conversion', 'Tax in retirement', 'Growth', 'Break-even search']);
    const over = run({ iraBalance: 500_000, conversionAmount: 600_000 });
    expect(over.assumptions[3]).toEqual({ label: 'Conversion amount', value: 'Reduced to your IRA balance (500000)' });
  });

  it('break-even on the last year searched: 37 % now, 10 % later, 2.7 % → 1.027^49 = 3.69 < 3.7 ≤ 1.027^50 = 3.79 → year 50', () => {
    expect(run({ currentTaxBracket: 37, retirementTaxBracket: 10, returnRate: 2.7 }).breakEvenTime).toBe(50);
  });

  it('"How this is calculated" shows both brackets, the growth used and the 50-year search; five formulas', () => {
    const r = run({ currentTaxBracket: 24, retirementTaxBracket: 12, returnRate: 6.5, yearsUntilRetirement: 15 });
    expect(r.assumptions.map((a) => a.value)).toEqual([
      '24 % of the amount converted (your current bracket), paid from other money',
      '12 % on traditional withdrawals',
      '6.5 % a year for 15 years, compounded yearly',
      'Up to 50 years; 0 means never',
    ]);
    expect(r.formulas).toHaveLength(5);
  });

  it('conversion 0 → no tax, net 0, Neutral, break-even 0', () => {
    expect(run({ conversionAmount: 0 })).toMatchObject({ taxCost: 0, netBenefit: 0, recommendation: 'Neutral', breakEvenTime: 0 });
  });

  it('SPEC §5 bounds: bracket 23 → 22, years 0 → 1, return 50 → 20', () => {
    const r = run({ currentTaxBracket: 23, yearsUntilRetirement: 0, returnRate: 50 });
    expect(r.taxCost).toBeCloseTo(22_000, 9);
    expect(r.rothValue).toBeCloseTo(120_000, 9);
  });
});

describe('calculateRothConversion — properties', () => {
  const keys = ['currentAge', 'iraBalance', 'conversionAmount', 'currentTaxBracket', 'retirementTaxBracket', 'returnRate', 'yearsUntilRetirement'] as const;
  it('hostile input → finite, non-negative values and a recommendation matching the sign', () => {
    forAll(fc.oneof(hostileRecord(keys), hostileValue), (input) => {
      const r = calculateRothConversion(input as never);
      expectAllFinite(r);
      expect(r.taxCost).toBeGreaterThanOrEqual(0);
      expect(r.rothValue).toBeGreaterThanOrEqual(r.traditionalValue);
      expect(r.traditionalValue).toBeGreaterThanOrEqual(0);
      expect(r.breakEvenTime).toBeGreaterThanOrEqual(0);
      if (r.recommendation === 'Favorable') expect(r.netBenefit).toBeGreaterThan(0);
      if (r.recommendation === 'Not Favorable') expect(r.netBenefit).toBeLessThan(0);
    });
  });
  it('a larger conversion never costs less tax', () => {
    forAll(amountUpTo(1e9), amountUpTo(1e9), (a, extra) => {
      const small = run({ iraBalance: 2e9, conversionAmount: a });
      const big = run({ iraBalance: 2e9, conversionAmount: a + extra });
      expect(big.taxCost).toBeGreaterThanOrEqual(small.taxCost);
    });
  });
});

describe('calculateRothConversion — select values arrive as text', () => {
  it('bracket "32" (from a <select>) is read as 32, not silently replaced by the default', () => {
    expect(run({ currentTaxBracket: '32' as never }).taxCost).toBeCloseTo(32_000, 9);
  });
});
