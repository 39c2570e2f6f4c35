import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  calculateReverseMortgage,
  hecmOriginationFee,
  REVERSE_MORTGAGE_BOUNDS,
  type ReverseMortgageInput,
} from './reverseMortgage';
import {
  hostileInputFor,
  hostileWith,
  itStaysFiniteAndNonNegative,
  amountUpTo,
  forAll,
} from '../testing/financeTestKit';
import { lookupPlf } from '../rules/home/hecm';

/** Every input, written out (the tool's example loan in 2026). */
const EVERY_INPUT: ReverseMortgageInput = {
  homeValue: 400000,
  youngestBorrowerAge: 70,
  mortgageBalance: 50000,
  expectedRate: 6,
  closingCosts: 3000,
  year: 2026,
  today: '2026-01-01',
};
const hostileInput = hostileInputFor(EVERY_INPUT, hostileWith(-1, 0, null, undefined, '', 'abc'));

describe('calculateReverseMortgage known answers', () => {
  it('defaults: HUD PLF table (ML 2017-12) row age 70, column 6.000 % → 0.415 × 400,000 = 166,000', () => {
    const r = calculateReverseMortgage();
    expect(r.eligible).toBe(true);
    expect(r.principalLimitFactor).toBe(0.415);
    expect(r).toMatchObject({ plfRowAge: 70, plfRateColumn: '6.000', rateAboveTable: false });
    expect(r.principalLimit).toBe(166000);
    expect(r.maxClaimAmount).toBe(400000);
    expect(r.assumptions).toContainEqual(
      expect.objectContaining({ id: 'plf', factor: 0.415, rowAge: 70, rateColumn: '6.000', ageOverRow: false }),
    );
  });

  it('HUD ML 2017-12: upfront MIP 2 % × 400,000 = 8,000; 24 CFR 206.31 origination 2 % × 200k + 1 % × 200k = 6,000 (cap); net 99,000', () => {
    const r = calculateReverseMortgage();
    expect(r.upfrontMip).toBe(8000);
    expect(r.originationFee).toBe(6000);
    expect(r.mandatoryObligations).toBe(67000); // + 3,000 closing + 50,000 payoff
    expect(r.netAvailable).toBe(99000);
    expect(r.cashToClose).toBe(0);
  });

  it('HUD ML 2013-27 first-year limit: max(60 % × PL, obligations + 10 % × PL) = 67,000 + 16,600 = 83,600 vs 99,600 → lump sum 32,600', () => {
    const r = calculateReverseMortgage();
    expect(r.firstYearLimit).toBeCloseTo(99600, 2);
    expect(r.lumpSum).toBeCloseTo(32600, 2);
    expect(r.assumptions).toContainEqual({ id: 'firstYearLimit', share: 60, extraShare: 10, source: 'HUD ML 2013-27' });
  });

  it('obligations above 60 %: payoff 100,000 → limit = 117,000 + 16,600 → lump sum 16,600', () => {
    const r = calculateReverseMortgage({ mortgageBalance: 100000 });
    expect(r.lumpSum).toBeCloseTo(16600, 2);
    expect(r.netAvailable).toBeCloseTo(49000, 2);
  });

  it('tenure annuity to age 100 at 6 % + 0.5 % MIP: 99,000 over 360 months → 625.75; credit line grows to 105,630.21 in a year', () => {
    const r = calculateReverseMortgage();
    expect(r.monthlyTenurePayment).toBeCloseTo(625.75, 2);
    expect(r.lineOfCredit).toBeCloseTo(99000, 2);
    expect(r.lineOfCreditGrowth[1]!.available).toBeCloseTo(105630.21, 2);
    expect(r.lineOfCreditGrowth[10]!.available).toBeCloseTo(189306.19, 1);
    expect(r.lineOfCreditGrowth).toHaveLength(21);
  });

  it('under 62 → not eligible with a message; nothing available', () => {
    const r = calculateReverseMortgage({ youngestBorrowerAge: 61 });
    expect(r.eligible).toBe(false);
    expect(r.note).toEqual({ id: 'tooYoung', minAge: 62 });
    expect(r.netAvailable).toBe(0);
    expect(r.monthlyTenurePayment).toBe(0);
    expect(r.cashToClose).toBe(0);
  });

  it('mortgage above the principal limit: must bring 67,000 − 50,000 + 300,000 − 166,000 = 151,000', () => {
    const r = calculateReverseMortgage({ mortgageBalance: 300000 });
    expect(r.cashToClose).toBeCloseTo(151000, 2);
    expect(r.netAvailable).toBe(0);
    expect(r.note).toEqual({ id: 'cashToClose', cashToClose: 151000 });
  });

  it('FHA HECM limit: 2026 1,249,125; 2025 1,209,750; year read from today when not given', () => {
    expect(calculateReverseMortgage({ homeValue: 2000000 }).maxClaimAmount).toBe(1249125);
    expect(calculateReverseMortgage({ homeValue: 2000000, year: 2025 }).maxClaimAmount).toBe(1209750);
    expect(calculateReverseMortgage({ homeValue: 2000000, today: '2025-06-01' }).fhaLimit).toBe(1209750);
    expect(calculateReverseMortgage({ year: 2031 }).year).toBe(2026);
  });

  it('HUD PLF table spot values (shared/data README; ML 2017-12): age × expected-rate column', () => {
    const spot: [number, number, number][] = [
      [62, 3, 0.524],
      [62, 5, 0.41],
      [70, 5, 0.465],
      [80, 5, 0.534],
      [90, 3, 0.73],
      [79, 6.75, 0.444],
      [62, 18.875, 0.068],
      [75, 7.125, 0.394],
      [99, 3, 0.75],
    ];
    for (const [age, rate, factor] of spot) expect(lookupPlf(age, rate)?.factor, `${age} at ${rate} %`).toBe(factor);
  });

  it("HUD's lookup rules: rates under 3.000 % use 3.000 %; between columns round down to the 1/8 %; ages over 99 use 99", () => {
    expect(lookupPlf(62, 1)).toEqual({ factor: 0.524, rowAge: 62, rateColumn: '3.000' });
    expect(lookupPlf(70, 5.124)).toEqual({ factor: 0.465, rowAge: 70, rateColumn: '5.000' });
    expect(lookupPlf(70, 5.125)).toEqual({ factor: 0.458, rowAge: 70, rateColumn: '5.125' });
    expect(lookupPlf(105, 18.875)).toEqual({ factor: 0.48, rowAge: 99, rateColumn: '18.875' });
    expect(lookupPlf(61, 5)).toBeNull();
  });

  it('how it was calculated names the row and column, and why they differ from the entry', () => {
    const plf = (input: Parameters<typeof calculateReverseMortgage>[0]) =>
      calculateReverseMortgage(input).assumptions.find((a) => a.id.startsWith('plf') || a.id.startsWith('noPlf'));
    expect(plf({ youngestBorrowerAge: 79, expectedRate: 6.8 })).toMatchObject({
      id: 'plf',
      factor: 0.444,
      rowAge: 79,
      rateColumn: '6.750',
      ageOverRow: false,
      rateFloor: null,
      roundedRate: 6.8,
    });
    expect(plf({ youngestBorrowerAge: 104, expectedRate: 2.5 })).toMatchObject({
      id: 'plf',
      factor: 0.75,
      rowAge: 99,
      rateColumn: '3.000',
      ageOverRow: true,
      rateFloor: 3,
      roundedRate: null,
    });
    expect(plf({ youngestBorrowerAge: 70, expectedRate: 6 })).toMatchObject({
      ageOverRow: false,
      rateFloor: null,
      roundedRate: null,
    });
    expect(plf({ expectedRate: 19 })).toMatchObject({ id: 'noPlfRate', expectedRate: 19, ceiling: 18.875 });
    expect(plf({ youngestBorrowerAge: 61 })).toMatchObject({ id: 'noPlfAge', minAge: 62 });
  });

  it('docs/methodology.md: an expected rate above 18.875 % has no HUD factor → no estimate, said in plain words', () => {
    const r = calculateReverseMortgage({ expectedRate: 19 });
    expect(r).toMatchObject({
      eligible: false,
      rateAboveTable: true,
      principalLimit: 0,
      netAvailable: 0,
      plfRowAge: null,
      plfRateColumn: null,
    });
    expect(r.note).toEqual({ id: 'rateAboveTable', ceiling: 18.875, expectedRate: 19 });
    expect(calculateReverseMortgage({ expectedRate: 18.875 }).principalLimitFactor).toBe(0.103); // age 70 row, last column
  });

  it('origination fee cap: 100,000 → 2,000 raised to the 2,500 minimum; 250,000 → 4,500; 1,000,000 → 6,000', () => {
    expect(hecmOriginationFee(100000)).toBe(2500);
    expect(hecmOriginationFee(250000)).toBe(4500);
    expect(hecmOriginationFee(1000000)).toBe(6000);
    expect(REVERSE_MORTGAGE_BOUNDS.youngestBorrowerAge.max).toBe(120);
  });
});

describe('calculateReverseMortgage properties', () => {
  itStaysFiniteAndNonNegative(hostileInput, calculateReverseMortgage);
  it('older borrower or higher value → principal limit never lower; higher rate → never higher', () => {
    forAll(fc.integer({ min: 62, max: 99 }), amountUpTo(18), amountUpTo(2e6, 1), (age, rate, value) => {
      const a = calculateReverseMortgage({ youngestBorrowerAge: age, expectedRate: rate, homeValue: value });
      expect(
        calculateReverseMortgage({ youngestBorrowerAge: age + 1, expectedRate: rate, homeValue: value }).principalLimit,
      ).toBeGreaterThanOrEqual(a.principalLimit);
      expect(
        calculateReverseMortgage({ youngestBorrowerAge: age, expectedRate: rate, homeValue: value + 1000 })
          .principalLimit,
      ).toBeGreaterThanOrEqual(a.principalLimit);
      expect(
        calculateReverseMortgage({ youngestBorrowerAge: age, expectedRate: rate + 0.5, homeValue: value })
          .principalLimit,
      ).toBeLessThanOrEqual(a.principalLimit);
    });
  });
});

describe('calculateReverseMortgage eligibility messages', () => {
  it('12 USC 1715z-20: exactly 62 is eligible, 61 is not; a home worth 0 gets no estimate', () => {
    const at62 = calculateReverseMortgage({ youngestBorrowerAge: 62 });
    expect(at62.eligible).toBe(true);
    expect(at62.note).toEqual({ id: 'eligible' });
    const at61 = calculateReverseMortgage({ youngestBorrowerAge: 61 });
    expect(at61.eligible).toBe(false);
    expect(at61.note).toEqual({ id: 'tooYoung', minAge: 62 });
    const noHome = calculateReverseMortgage({ homeValue: 0 });
    expect(noHome.eligible).toBe(false);
    expect(noHome.note).toEqual({ id: 'noHomeValue' });
  });
});
