import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageInYear, monthlyFromYearly, youngestAgeInYear } from './myDetails';

describe('ageInYear', () => {
  it('is the age reached by 31 December of the year', () => {
    // Born 1958: 66 in 2024 (age at year end, as the IRS Uniform Lifetime Table is read), 68 in 2026.
    expect(ageInYear(1958, 2024)).toBe(66);
    expect(ageInYear(1958, 2026)).toBe(68);
  });
  it('is never negative and is undefined for a missing or impossible year', () => {
    expect(ageInYear(2030, 2026)).toBe(0);
    expect(ageInYear(undefined, 2026)).toBeUndefined();
    expect(ageInYear(Number.NaN, 2026)).toBeUndefined();
    expect(ageInYear(1958, Number.POSITIVE_INFINITY)).toBeUndefined();
  });
  it('grows by one each year (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2026 }), fc.integer({ min: 2026, max: 2100 }), (born, year) => {
        expect(ageInYear(born, year + 1)).toBe(ageInYear(born, year)! + 1);
      }),
    );
  });
});

describe('youngestAgeInYear', () => {
  it('takes the younger of two people and skips unknowns', () => {
    expect(youngestAgeInYear([1950, 1961], 2026)).toBe(65);
    expect(youngestAgeInYear([1950, undefined], 2026)).toBe(76);
    expect(youngestAgeInYear([undefined], 2026)).toBeUndefined();
  });
});

describe('monthlyFromYearly', () => {
  it('divides by 12, to the cent', () => {
    expect(monthlyFromYearly(28_800)).toBe(2_400);
    expect(monthlyFromYearly(1_000)).toBe(83.33);
    expect(monthlyFromYearly(undefined)).toBeUndefined();
    expect(monthlyFromYearly(Number.NaN)).toBeUndefined();
  });
});
