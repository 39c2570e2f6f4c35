import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { approximatePlf, calculateReverseMortgage, hecmOriginationFee, REVERSE_MORTGAGE_BOUNDS, REVERSE_MORTGAGE_DEFAULTS } from './reverseMortgage';
import { expectAllFinite, findNegative } from './testing';

const hostile = fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constantFrom(NaN, Infinity, -Infinity, 1e308, -1e308, -1, 0, null, undefined, '', 'abc'));
const keys = Object.keys(REVERSE_MORTGAGE_DEFAULTS) as (keyof typeof REVERSE_MORTGAGE_DEFAULTS)[];
const hostileInput = fc.record(Object.fromEntries(keys.map((k) => [k, hostile])) as Record<string, typeof hostile>);

describe('calculateReverseMortgage known answers', () => {
  it('defaults: PLF 0.465 × e^(−0.15) = 0.4002 (our HUD PLF approximation) × 400,000 = 160,091.68', () => {
    const r = calculateReverseMortgage();
    expect(r.eligible).toBe(true);
    expect(r.principalLimitFactor).toBe(0.4);
    expect(r.principalLimit).toBeCloseTo(160091.68, 2);
    expect(r.maxClaimAmount).toBe(400000);
  });

  it('HUD ML 2017-12: upfront MIP 2 % × 400,000 = 8,000; 24 CFR 206.31 origination 2 % × 200k + 1 % × 200k = 6,000 (cap); net 93,091.68', () => {
    const r = calculateReverseMortgage();
    expect(r.upfrontMip).toBe(8000);
    expect(r.originationFee).toBe(6000);
    expect(r.mandatoryObligations).toBe(67000); // + 3,000 closing + 50,000 payoff
    expect(r.netAvailable).toBeCloseTo(93091.68, 2);
    expect(r.cashToClose).toBe(0);
  });

  it('HUD ML 2013-27 first-year limit: max(60 % × PL, obligations + 10 % × PL) = 96,055.01 → lump sum 29,055.01', () => {
    const r = calculateReverseMortgage();
    expect(r.firstYearLimit).toBeCloseTo(96055.01, 2);
    expect(r.lumpSum).toBeCloseTo(29055.01, 2);
    expect(r.lumpSumExplanation).toMatch(/first year/);
  });

  it('obligations above 60 %: payoff 100,000 → limit = 117,000 + 16,009.17 → lump sum 16,009.17', () => {
    const r = calculateReverseMortgage({ mortgageBalance: 100000 });
    expect(r.lumpSum).toBeCloseTo(16009.17, 2);
    expect(r.netAvailable).toBeCloseTo(43091.68, 2);
  });

  it('tenure annuity to age 100 at 6 % + 0.5 % MIP: 93,091.68 over 360 months → 588.40; credit line grows to 99,326.21 in a year', () => {
    const r = calculateReverseMortgage();
    expect(r.monthlyTenurePayment).toBeCloseTo(588.4, 2);
    expect(r.lineOfCredit).toBeCloseTo(93091.68, 2);
    expect(r.lineOfCreditGrowth[1]!.available).toBeCloseTo(99326.21, 2);
    expect(r.lineOfCreditGrowth[10]!.available).toBeCloseTo(178008.4, 1);
    expect(r.lineOfCreditGrowth).toHaveLength(21);
  });

  it('under 62 → not eligible with a message; nothing available', () => {
    const r = calculateReverseMortgage({ youngestBorrowerAge: 61 });
    expect(r.eligible).toBe(false);
    expect(r.message).toMatch(/at least 62/);
    expect(r.netAvailable).toBe(0);
    expect(r.monthlyTenurePayment).toBe(0);
    expect(r.cashToClose).toBe(0);
  });

  it('mortgage above the principal limit: must bring 67,000 − 50,000 + 300,000 − 160,091.68 = 156,908.32', () => {
    const r = calculateReverseMortgage({ mortgageBalance: 300000 });
    expect(r.cashToClose).toBeCloseTo(156908.32, 2);
    expect(r.netAvailable).toBe(0);
    expect(r.message).toMatch(/bring/);
  });

  it('FHA HECM limit: 2026 1,249,125; 2025 1,209,750; year read from today when not given', () => {
    expect(calculateReverseMortgage({ homeValue: 2000000 }).maxClaimAmount).toBe(1249125);
    expect(calculateReverseMortgage({ homeValue: 2000000, year: 2025 }).maxClaimAmount).toBe(1209750);
    expect(calculateReverseMortgage({ homeValue: 2000000, today: '2025-06-01' }).fhaLimit).toBe(1209750);
    expect(calculateReverseMortgage({ year: 2031 }).year).toBe(2026);
  });

  it('PLF approximation: 70 at 5 % = 0.465 (HUD 2017 table); rates under the 3 % floor = 3 %; ages over 90 = 90; 62 at 5 % = 0.408', () => {
    expect(approximatePlf(70, 5)).toBeCloseTo(0.465, 6);
    expect(approximatePlf(70, 1)).toBeCloseTo(0.6277, 4);
    expect(approximatePlf(70, 1)).toBe(approximatePlf(70, 3));
    expect(approximatePlf(99, 5)).toBeCloseTo(0.66, 6);
    expect(approximatePlf(62, 5)).toBeCloseTo(0.408, 6);
    expect(approximatePlf(66, 5)).toBeCloseTo(0.4365, 6);
  });

  it('origination fee cap: 100,000 → 2,000 raised to the 2,500 minimum; 250,000 → 4,500; 1,000,000 → 6,000', () => {
    expect(hecmOriginationFee(100000)).toBe(2500);
    expect(hecmOriginationFee(250000)).toBe(4500);
    expect(hecmOriginationFee(1000000)).toBe(6000);
    expect(REVERSE_MORTGAGE_BOUNDS.youngestBorrowerAge.max).toBe(120);
  });
});

describe('calculateReverseMortgage properties', () => {
  it('hostile input → finite, non-negative', () => {
    fc.assert(
      fc.property(hostileInput, (input) => {
        const r = calculateReverseMortgage(input as never);
        expectAllFinite(r);
        expect(findNegative(r)).toEqual([]);
      }),
    );
  });
  it('older borrower or higher value → principal limit never lower; higher rate → never higher', () => {
    fc.assert(
      fc.property(fc.integer({ min: 62, max: 99 }), fc.double({ min: 0, max: 11, noNaN: true }), fc.double({ min: 1, max: 2e6, noNaN: true }), (age, rate, value) => {
        const a = calculateReverseMortgage({ youngestBorrowerAge: age, expectedRate: rate, homeValue: value });
        expect(calculateReverseMortgage({ youngestBorrowerAge: age + 1, expectedRate: rate, homeValue: value }).principalLimit).toBeGreaterThanOrEqual(a.principalLimit);
        expect(calculateReverseMortgage({ youngestBorrowerAge: age, expectedRate: rate, homeValue: value + 1000 }).principalLimit).toBeGreaterThanOrEqual(a.principalLimit);
        expect(calculateReverseMortgage({ youngestBorrowerAge: age, expectedRate: rate + 0.5, homeValue: value }).principalLimit).toBeLessThanOrEqual(a.principalLimit);
      }),
    );
  });
});

describe('calculateReverseMortgage eligibility messages', () => {
  it('12 USC 1715z-20: exactly 62 is eligible, 61 is not; a home worth 0 gets no estimate', () => {
    const at62 = calculateReverseMortgage({ youngestBorrowerAge: 62 });
    expect(at62.eligible).toBe(true);
    expect(at62.message).toBe('Eligible by age. Estimates only; a HUD-approved counselor and lender quotes give the real figures.');
    const at61 = calculateReverseMortgage({ youngestBorrowerAge: 61 });
    expect(at61.eligible).toBe(false);
    expect(at61.message).toBe('Not eligible: the youngest borrower must be at least 62 for a HECM.');
    const noHome = calculateReverseMortgage({ homeValue: 0 });
    expect(noHome.eligible).toBe(false);
    expect(noHome.message).toBe('Enter a home value to see an estimate.');
  });
});
