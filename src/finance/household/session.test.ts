import { describe, it, expect } from 'vitest';
import {
  householdHeadline,
  householdLevers,
  householdMonteCarlo,
  householdSafeSpending,
  householdSession,
  householdYears,
} from './answers';
import type { HouseholdInput } from './types';

/** A couple, 66 and 62, with a conversion plan and a home sale: every part of the answer has work to do. */
const PLAN: HouseholdInput = {
  firstYear: 2026,
  a: {
    birthYear: 1960,
    birthMonth: 3,
    traditional: 700_000,
    socialSecurity: { kind: 'atFullRetirementAge', monthly: 2_600, claimAge: 67 },
  },
  b: {
    birthYear: 1964,
    birthMonth: 11,
    traditional: 150_000,
    socialSecurity: { kind: 'atFullRetirementAge', monthly: 1_400, claimAge: 64 },
  },
  planningAge: 93,
  roth: 80_000,
  taxable: 150_000,
  taxableBasisShare: 0.5,
  cash: 20_000,
  annualSpending: 88_000,
  stockSharePercent: 55,
  feePercent: 0.25,
  conversion: { kind: 'bracketTop', rate: 12, untilRmd: true },
  oneOffs: [{ owner: 'a', age: 78, amount: 300_000, gainShare: 0.3 }],
  steady: { returnPercent: 4.5, inflationPercent: 2.5 },
  monteCarlo: { paths: 200, seed: 7 },
};

describe('householdSession: one plan read once, for every part the worker asks of it', () => {
  it('each part, asked in the worker’s order and again, equals the function of the same name', () => {
    const session = householdSession(PLAN);
    const headline = session.headline();
    expect(headline).toEqual(householdHeadline(PLAN));
    const worst = headline.history.worst!.startYear;
    expect(session.years({ mode: 'history', startYear: worst })).toEqual(
      householdYears(PLAN, { mode: 'history', startYear: worst }),
    );
    expect(session.safeSpending()).toEqual(householdSafeSpending(PLAN));
    expect(session.levers()).toEqual(householdLevers(PLAN));
    expect(session.monteCarlo()).toEqual(householdMonteCarlo(PLAN));
    // A table asked for later, of the same plan (the reader picks another start or the middle random path).
    expect(session.years({ mode: 'monteCarlo', path: 'median' })).toEqual(
      householdYears(PLAN, { mode: 'monteCarlo', path: 'median' }),
    );
    expect(session.years({ mode: 'steady' })).toEqual(householdYears(PLAN, { mode: 'steady' }));
    expect(session.headline()).toEqual(headline);
  });
});
