/**
 * Issue I1 item 7: the whole answer (every historical start, 1,000 Monte Carlo paths, the highest spending
 * that lasted everywhere, five levers) must come back within 1 s at 4× CPU slowdown, so about 150 ms here at
 * full speed, in a Web Worker. These benches time the engine alone; the page's click is measured in the
 * browser (scripts/responsiveness.mjs).
 * Run: npx vitest bench --run src/finance/household/household.bench.ts
 */
import { bench, describe } from 'vitest';
import {
  householdAnswer,
  householdHeadline,
  householdLevers,
  householdMonteCarlo,
  householdSafeSpending,
  householdSession,
  householdYears,
} from './answers';
import { historicalRuns } from './historicalRuns';
import type { HouseholdInput } from './types';

/** A couple, 65 and 63, 1.18 million saved across every kind, 95,000 a year: some starts run out, so the search works hardest. */
const COUPLE: HouseholdInput = {
  firstYear: 2026,
  a: {
    birthYear: 1961,
    birthMonth: 5,
    traditional: 600_000,
    socialSecurity: { kind: 'atFullRetirementAge', monthly: 2_800, claimAge: 67 },
  },
  b: {
    birthYear: 1963,
    birthMonth: 9,
    traditional: 250_000,
    socialSecurity: { kind: 'atFullRetirementAge', monthly: 1_600, claimAge: 65 },
  },
  planningAge: 95,
  roth: 100_000,
  taxable: 200_000,
  taxableBasisShare: 0.6,
  cash: 30_000,
  annualSpending: 95_000,
  stockSharePercent: 60,
  feePercent: 0.3,
  steady: { returnPercent: 5, inflationPercent: 2.5 },
  monteCarlo: { paths: 1_000, seed: 42 },
};

/** The heaviest common plan: 58 and 56 (a 40-year plan), conversions every year up to the 22 % top, a pension and a home sale. */
const LONG: HouseholdInput = {
  ...COUPLE,
  a: { ...COUPLE.a, birthYear: 1968 },
  b: { ...COUPLE.b!, birthYear: 1970 },
  conversion: { kind: 'bracketTop', rate: 22, untilRmd: false },
  pensions: [{ owner: 'a', monthly: 1_500, startAge: 62, costOfLivingRaise: false, survivorShare: 0.5 }],
  oneOffs: [{ owner: 'a', age: 75, amount: 400_000, gainShare: 0.2 }],
};

describe('household plan: the whole answer', () => {
  bench('householdAnswer: couple 65/63, 33 years, 1,000 paths', () => {
    householdAnswer(COUPLE);
  });
  bench('householdAnswer: couple 58/56, 40 years, conversions, pension, home sale', () => {
    householdAnswer(LONG);
  });
  bench('householdHeadline: every historical start and the steady projection', () => {
    householdHeadline(COUPLE);
  });
  bench('the page worker’s first answer: one session, its headline, then the table of the worst start', () => {
    const session = householdSession(COUPLE);
    const worst = session.headline().history.worst?.startYear;
    session.years(worst === undefined ? { mode: 'steady' } : { mode: 'history', startYear: worst });
  });
  bench('householdMonteCarlo: 1,000 paths', () => {
    householdMonteCarlo(COUPLE);
  });
  bench('householdSafeSpending: the highest spending that lasted in every start', () => {
    householdSafeSpending(COUPLE);
  });
  bench('householdLevers: five levers, each over every start', () => {
    householdLevers(COUPLE);
  });
  bench('householdYears: one historical start (1966)', () => {
    householdYears(COUPLE, { mode: 'history', startYear: 1966 });
  });
  bench('historicalRuns: 30 years, 60 % stocks', () => {
    historicalRuns({ startBalance: 1_000_000, annualSpending: 40_000, years: 30, stockShare: 0.6, feePercent: 0.2 });
  });
});
