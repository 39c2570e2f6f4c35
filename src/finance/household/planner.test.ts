/**
 * Issue I1 item 10: the steady market at 0 % return and 0 % inflation gives the same taxes and RMDs as the
 * existing multi-year planner (withdrawalPlanner.ts) for the same inputs. The planner keeps one tax year's
 * tables for every row (2026 here, its senior deduction included) and starts RMDs at 73, so the plans compared
 * are for people born 1951–1959 (73 for them under SECURE 2.0 §107), and either end by 2028 (the senior
 * deduction's last year, P.L. 119-21 §70103) or have incomes that phase the senior deduction out every year.
 * Spending stays below each year's RMD, so both plans withdraw exactly the RMD.
 */
import { describe, it, expect } from 'vitest';
import { planWithdrawals } from '../tax/withdrawalPlanner';
import { householdYears } from './answers';
import type { HouseholdInput } from './types';

const household = (traditional: number, years: number, spouseDeathAge: number | null): HouseholdInput => ({
  firstYear: 2026,
  // "You" born 1953 (73 at the end of 2026) with Social Security of 30,000 a year; the spouse the same age, with none.
  a: { birthYear: 1953, birthMonth: 6, traditional, socialSecurity: { kind: 'alreadyPaid', monthly: 2_500 } },
  b: {
    birthYear: 1953,
    birthMonth: 6,
    traditional: 0,
    socialSecurity: { kind: 'alreadyPaid', monthly: 0 },
    deathAge: spouseDeathAge,
  },
  planningAge: 73 + years - 1,
  roth: 0,
  taxable: 0,
  taxableBasisShare: 1,
  cash: 0,
  annualSpending: 10_000,
  stockSharePercent: 60,
  feePercent: 0,
  steady: { returnPercent: 0, inflationPercent: 0 },
});

const planner = (traditional: number, deathYear: number) =>
  planWithdrawals({
    taxYear: 2026,
    currentAge: 73,
    filingStatus: 'marriedJoint',
    annualIncome: 10_000,
    traditionalBalance: traditional,
    rothBalance: 0,
    taxableBalance: 0,
    socialSecurity: 30_000,
    spouseSocialSecurity: 0,
    deathYear,
  });

describe('steady market at 0 % and 0 % against the multi-year planner', () => {
  it('2026–2028, 1,000,000 traditional, the spouse dying in 2027: the same RMDs and taxes each year', () => {
    const ours = householdYears(household(1_000_000, 3, 74), { mode: 'steady' }).rows;
    const theirs = planner(1_000_000, 2027).rows;
    expect(ours.map((r) => r.filingStatus)).toEqual(['marriedJoint', 'marriedJoint', 'single']);
    for (let i = 0; i < 3; i++) {
      expect(ours[i]!.rmd, `RMD ${2026 + i}`).toBeCloseTo(theirs[i]!.rmd, 6);
      expect(ours[i]!.withdrawTraditional).toBeCloseTo(theirs[i]!.traditionalWithdrawal, 6);
      expect(ours[i]!.federalTax, `tax ${2026 + i}`).toBeCloseTo(theirs[i]!.taxOwed, 6);
      expect(ours[i]!.magi).toBeCloseTo(theirs[i]!.magi, 6);
    }
    // The first RMD: 1,000,000 ÷ 26.5 (Uniform Lifetime Table at 73).
    expect(ours[0]!.rmd).toBeCloseTo(1_000_000 / 26.5, 6);
  });

  it('20 years, 8,000,000 traditional, the spouse dying in 2030: the same RMDs and taxes every year (the senior deduction phased out)', () => {
    const ours = householdYears(household(8_000_000, 20, 77), { mode: 'steady' }).rows;
    const theirs = planner(8_000_000, 2030).rows;
    expect(ours).toHaveLength(20);
    ours.forEach((row, i) => {
      const them = theirs[i]!;
      // The premise: MAGI above 250,000 joint and 175,000 single, where 6 % of the excess over 150,000 / 75,000
      // takes away the whole 6,000 a person, so the planner's keeping it after 2028 changes nothing.
      expect(row.magi).toBeGreaterThan(row.filingStatus === 'marriedJoint' ? 250_000 : 175_000);
      expect(row.filingStatus).toBe(them.filingStatus);
      expect(row.rmd, `RMD ${row.year}`).toBeCloseTo(them.rmd, 6);
      expect(row.federalTax, `tax ${row.year}`).toBeCloseTo(them.taxOwed, 6);
    });
  });
});
