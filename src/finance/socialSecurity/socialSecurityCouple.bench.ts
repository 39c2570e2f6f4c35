import { bench, describe } from 'vitest';
import { compareCoupleClaiming } from './socialSecurityCouple';

// Speed is measured here, not asserted in a unit test: a wall-clock bound in a test fails on a busy
// machine (it did, at load 18 on 2 cores) while the code is unchanged. About 3 ms a comparison idle;
// a regression to per-month loops for each of the 97 × 97 pairs would be about 100 times slower.
const couple = {
  a: { name: 'You', birthYear: 1962, birthMonth: 4, pia: 2_400, deathAge: 88 },
  b: { name: 'Your spouse', birthYear: 1964, birthMonth: 9, pia: 1_200, deathAge: 92 },
  realDiscountPercent: 2,
  today: { year: 2026, month: 1 },
};

describe('Social Security couple: every pair of claiming ages', () => {
  bench('97 × 97 pairs compared', () => {
    compareCoupleClaiming(couple);
  });
});
