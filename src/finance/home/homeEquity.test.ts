import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMonthsIso, amortizedPayment, calculateHomeEquity, HOME_EQUITY_BOUNDS } from './homeEquity';
import { HE_FALLBACK_INPUTS } from '../rules/home/homeEquity';
import { expectAllFinite, forAnyHostileInput, hostileWith, amountUpTo, forAll } from '../testing/financeTestKit';

const hostile = hostileWith(-1, 0, null, undefined, '', '2026-13-45', 'abc');
const hostileInput = fc.record({
  homeValue: hostile,
  mortgageBalance: hostile,
  interestRate: hostile,
  loanTerm: hostile,
  yearsRemaining: hostile,
  annualAppreciation: hostile,
  yearsProjection: hostile,
  today: fc.oneof(hostile, fc.date()),
});
const TODAY = '2026-11-22';

describe('calculateHomeEquity known answers', () => {
  it('amortisation formula: 250,000 at 6.5 % over 20 years → 1,863.93 a month (SPEC §9 defaults: 250,000 balance, 6.5 %, 20 years left)', () => {
    const r = calculateHomeEquity({ today: TODAY });
    expect(r.monthlyPayment).toBe(1863.93);
    expect(r.totalInterest).toBeCloseTo(197343.88, 2); // 1,863.9328 × 240 − 250,000
  });

  it('SPEC §9 defaults: equity 150,000 = 37.5 %, LTV 62.5 %, available 80 % × 400,000 − 250,000 = 70,000; excellent', () => {
    const r = calculateHomeEquity({ today: TODAY });
    expect(r.currentEquity).toBe(150000);
    expect(r.equityPercentage).toBe(37.5);
    expect(r.loanToValue).toBe(62.5);
    expect(r.availableEquity).toBe(70000);
    expect(r.status).toBe('excellent');
    expect(r.status).toBe('excellent');
  });

  it('future equity after 5 years: 400,000 × 1.03^5 = 463,709.63 minus the balance after 60 scheduled payments (213,972.80)', () => {
    const r = calculateHomeEquity({ today: TODAY });
    expect(r.futureHomeValue).toBeCloseTo(463709.63, 2);
    expect(r.futureMortgageBalance).toBeCloseTo(213972.8, 2);
    expect(r.futureEquity).toBeCloseTo(249736.83, 2);
    expect(r.yearlyProjection).toHaveLength(6);
    expect(r.yearlyProjection[1]).toMatchObject({ year: 1, calendarYear: 2027, homeValue: 412000 });
  });

  it('payoff date = today + years remaining (2026-11-22 + 20 y = 2046-11-22); 29 Feb + 1 y → 28 Feb', () => {
    expect(calculateHomeEquity({ today: TODAY }).payoffDate).toBe('2046-11-22');
    expect(calculateHomeEquity({ today: '2024-02-29', yearsRemaining: 1 }).payoffDate).toBe('2025-02-28');
    expect(calculateHomeEquity({ today: new Date(Date.UTC(2030, 0, 31)), yearsRemaining: 1.5 }).payoffDate).toBe(
      '2031-07-31',
    );
    expect(addMonthsIso(new Date(Date.UTC(2026, 0, 31)), 1)).toBe('2026-02-28');
  });

  it('SPEC §4 status: 15 % equity → Good; exactly 10 % → Good; exactly 20 % → Excellent', () => {
    expect(calculateHomeEquity({ homeValue: 100000, mortgageBalance: 85000, today: TODAY })).toMatchObject({
      status: 'good',
    });
    expect(calculateHomeEquity({ homeValue: 100000, mortgageBalance: 90000, today: TODAY }).status).toBe('good');
    expect(calculateHomeEquity({ homeValue: 100000, mortgageBalance: 80000, today: TODAY }).status).toBe('excellent');
  });

  it('SPEC §4 status: 5 % equity → Limited; underwater home → negative equity, 0 available', () => {
    expect(calculateHomeEquity({ homeValue: 100000, mortgageBalance: 95000, today: TODAY })).toMatchObject({
      status: 'limited',
      availableEquity: 0,
    });
    const under = calculateHomeEquity({ homeValue: 100000, mortgageBalance: 120000, today: TODAY });
    expect(under.currentEquity).toBe(-20000);
    expect(under.loanToValue).toBe(120);
    expect(under.status).toBe('limited');
  });

  it('0 % interest: 120,000 over 10 years → 1,000 a month, no interest', () => {
    const r = calculateHomeEquity({ mortgageBalance: 120000, interestRate: 0, yearsRemaining: 10, today: TODAY });
    expect(r.monthlyPayment).toBe(1000);
    expect(r.totalInterest).toBe(0);
    expect(r.futureMortgageBalance).toBe(60000); // half the payments made after 5 years
  });

  it('projection past payoff: balance 0 after 3 years, future equity = future value', () => {
    const r = calculateHomeEquity({ yearsRemaining: 3, yearsProjection: 5, annualAppreciation: 0, today: TODAY });
    expect(r.yearlyProjection[3]!.mortgageBalance).toBe(0);
    expect(r.futureEquity).toBe(400000);
  });

  it('amortisation guards: no months left or no principal → no payment (never Infinity, never negative)', () => {
    expect(amortizedPayment(100_000, 6, 0)).toBe(0);
    expect(amortizedPayment(100_000, 6, -12)).toBe(0);
    expect(amortizedPayment(-5_000, 6, 12)).toBe(0);
  });

  it('today: years 1900 and 2200 are accepted, 1899 and 2201 fall back to 2026-01-01; a time after the date is ignored', () => {
    const startYear = (today: unknown) => calculateHomeEquity({ today } as never).yearlyProjection[0]!.calendarYear;
    expect(startYear('1900-03-01')).toBe(1900);
    expect(startYear('2200-03-01')).toBe(2200);
    expect(startYear('1899-12-31')).toBe(2026);
    expect(startYear('2201-01-01')).toBe(2026);
    expect(calculateHomeEquity({ today: '2030-05-15T08:30:00', yearsRemaining: 1 }).payoffDate).toBe('2031-05-15');
    // Only a text date or a Date counts: a number or a list holding a date is not one.
    expect(calculateHomeEquity({ today: 20300515, yearsRemaining: 1 } as never).payoffDate).toBe('2027-01-01');
    expect(calculateHomeEquity({ today: ['2030-05-15'], yearsRemaining: 1 } as never).payoffDate).toBe('2027-01-01');
  });

  it('a home worth exactly one cent still has an equity percentage (100 % with no mortgage → Excellent)', () => {
    expect(calculateHomeEquity({ homeValue: 0.01, mortgageBalance: 0, today: TODAY })).toMatchObject({
      equityPercentage: 100,
      status: 'excellent',
    });
  });

  it('"How this is calculated" shows the 80 % limit, the chosen appreciation and the mortgage terms; seven formulas', () => {
    const r = calculateHomeEquity({
      annualAppreciation: 4.5,
      interestRate: 7,
      yearsRemaining: 12,
      loanTerm: 15,
      today: TODAY,
    });
    expect(r.assumptions).toEqual([
      { id: 'borrowingLimit', maxLtv: 80, source: 'common US lending practice' },
      { id: 'appreciation', annualAppreciation: 4.5 },
      { id: 'mortgage', interestRate: 7, yearsRemaining: 12, loanTerm: 15 },
      { id: 'futureBalance' },
    ]);
    expect(r.formulas).toHaveLength(7);
  });

  it('no mortgage, no home: zero payment; value 0 → 0 % and Limited', () => {
    expect(calculateHomeEquity({ mortgageBalance: 0, today: TODAY })).toMatchObject({
      monthlyPayment: 0,
      equityPercentage: 100,
      status: 'excellent',
    });
    expect(calculateHomeEquity({ homeValue: 0, mortgageBalance: 0, today: TODAY })).toMatchObject({
      equityPercentage: 0,
      loanToValue: 0,
      status: 'limited',
    });
  });

  it('SPEC §5 bounds: rate 50 → 20 % (100,000 over 1 year → 9,263.45); years 0 → 1; bad today → fallback date', () => {
    const r = calculateHomeEquity({ mortgageBalance: 100000, interestRate: 50, yearsRemaining: 0, today: 'soon' });
    expect(r.monthlyPayment).toBeCloseTo(9263.45, 2);
    expect(r.payoffDate).toBe('2027-01-01');
    expect(amortizedPayment(0, 5, 12)).toBe(0);
    expect(HOME_EQUITY_BOUNDS.yearsProjection).toEqual({ min: 1, max: 30 });
    expect(HE_FALLBACK_INPUTS.homeValue).toBe(400000);
  });
});

describe('calculateHomeEquity properties', () => {
  it('hostile input → all finite; payment, interest, available equity ≥ 0; payoff date is ISO', () => {
    forAnyHostileInput(hostileInput, calculateHomeEquity, (r) => {
      expectAllFinite(r);
      expect(r.monthlyPayment).toBeGreaterThanOrEqual(0);
      expect(r.totalInterest).toBeGreaterThanOrEqual(0);
      expect(r.availableEquity).toBeGreaterThanOrEqual(0);
      expect(r.payoffDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  });
  it('higher home value → more current and future equity', () => {
    forAll(amountUpTo(1e7), amountUpTo(1e6, 1), (v, extra) => {
      const a = calculateHomeEquity({ homeValue: v, today: TODAY });
      const b = calculateHomeEquity({ homeValue: v + extra, today: TODAY });
      expect(b.currentEquity).toBeGreaterThanOrEqual(a.currentEquity);
      expect(b.futureEquity).toBeGreaterThanOrEqual(a.futureEquity);
    });
  });
  it('the balance never rises over the projection', () => {
    forAll(amountUpTo(20), fc.integer({ min: 1, max: 50 }), (rate, years) => {
      const p = calculateHomeEquity({
        interestRate: rate,
        yearsRemaining: years,
        yearsProjection: 30,
        today: TODAY,
      }).yearlyProjection;
      for (let k = 1; k < p.length; k++)
        expect(p[k]!.mortgageBalance).toBeLessThanOrEqual(p[k - 1]!.mortgageBalance + 0.01);
    });
  });
});
