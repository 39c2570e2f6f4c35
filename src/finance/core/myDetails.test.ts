import fc from 'fast-check';
import { forAll } from '../testing/financeTestKit';
import { describe, expect, it } from 'vitest';
import { ageInYear, birthYearFromAge, monthlyFromYearly, yearlyFromMonthly, youngestAgeInYear } from './myDetails';

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
    forAll(fc.integer({ min: 1900, max: 2026 }), fc.integer({ min: 2026, max: 2100 }), (born, year) => {
      expect(ageInYear(born, year + 1)).toBe(ageInYear(born, year)! + 1);
    });
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

describe('birthYearFromAge (what "Save these to My details" stores for an age)', () => {
  it('is the year minus the age, the inverse of ageInYear', () => {
    // 68 at the end of 2026 → born 1958 (ageInYear(1958, 2026) is 68).
    expect(birthYearFromAge(68, 2026)).toBe(1958);
    expect(ageInYear(birthYearFromAge(68, 2026), 2026)).toBe(68);
    expect(birthYearFromAge(0, 2026)).toBe(2026);
    expect(birthYearFromAge(70.9, 2026.5)).toBe(1956);
  });
  it('is undefined for a negative or unreadable age or year', () => {
    expect(birthYearFromAge(-1, 2026)).toBeUndefined();
    expect(birthYearFromAge(Number.NaN, 2026)).toBeUndefined();
    expect(birthYearFromAge(68, Number.NaN)).toBeUndefined();
    expect(birthYearFromAge(Number.POSITIVE_INFINITY, 2026)).toBeUndefined();
  });
  it('round-trips with ageInYear for any age and year (property)', () => {
    forAll(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1990, max: 2100 }), (age, year) => {
      expect(ageInYear(birthYearFromAge(age, year), year)).toBe(age);
    });
  });
});

describe('yearlyFromMonthly', () => {
  it('is twelve months, to the cent', () => {
    // A $2,000 monthly Social Security benefit is $24,000 a year; $1,234.56 × 12 = $14,814.72.
    expect(yearlyFromMonthly(2000)).toBe(24000);
    expect(yearlyFromMonthly(1234.56)).toBe(14814.72);
    expect(yearlyFromMonthly(0.004)).toBe(0.05);
  });
  it('is undefined for a blank or unreadable amount', () => {
    expect(yearlyFromMonthly(undefined)).toBeUndefined();
    expect(yearlyFromMonthly(Number.NaN)).toBeUndefined();
    expect(yearlyFromMonthly(Number.NEGATIVE_INFINITY)).toBeUndefined();
  });
  it('undoes monthlyFromYearly to the cent for whole-dollar yearly amounts (property)', () => {
    forAll(fc.integer({ min: 0, max: 10_000_000 }), (yearly) => {
      expect(Math.abs(yearlyFromMonthly(monthlyFromYearly(yearly))! - yearly)).toBeLessThanOrEqual(0.06);
    });
  });
});
