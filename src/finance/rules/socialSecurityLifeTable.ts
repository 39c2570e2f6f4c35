/**
 * Default age at death for the couple comparison: age today + remaining life expectancy from the
 * IRS Single Life Expectancy Table (unisex), 26 CFR 1.401(a)(9)-9(b); IRS Pub. 590-B (2023),
 * Appendix B, Table I (the project's copy: shared/data/irs-590b-table1-single-life.csv), ages 40–110.
 * SSA's own period life table by sex (Actuarial Life Table, period 2021, 2024 Trustees Report) is
 * not in the project's official data, so this unisex table stands in for it; it assumes somewhat
 * longer lives than SSA's general-population table. Our choice; the visitor can change both ages.
 */
export const LIFE_TABLE_SOURCE = 'IRS Pub. 590-B Appendix B, Table I (Single Life Expectancy), unisex';
export const SINGLE_LIFE_EXPECTANCY: Readonly<Record<number, number>> = {
  40: 45.7,
  41: 44.8,
  42: 43.8,
  43: 42.9,
  44: 41.9,
  45: 41.0,
  46: 40.0,
  47: 39.0,
  48: 38.1,
  49: 37.1,
  50: 36.2,
  51: 35.3,
  52: 34.3,
  53: 33.4,
  54: 32.5,
  55: 31.6,
  56: 30.6,
  57: 29.8,
  58: 28.9,
  59: 28.0,
  60: 27.1,
  61: 26.2,
  62: 25.4,
  63: 24.5,
  64: 23.7,
  65: 22.9,
  66: 22.0,
  67: 21.2,
  68: 20.4,
  69: 19.6,
  70: 18.8,
  71: 18.0,
  72: 17.2,
  73: 16.4,
  74: 15.6,
  75: 14.8,
  76: 14.1,
  77: 13.3,
  78: 12.6,
  79: 11.9,
  80: 11.2,
  81: 10.5,
  82: 9.9,
  83: 9.3,
  84: 8.7,
  85: 8.1,
  86: 7.6,
  87: 7.1,
  88: 6.6,
  89: 6.1,
  90: 5.7,
  91: 5.3,
  92: 4.9,
  93: 4.6,
  94: 4.3,
  95: 4.0,
  96: 3.7,
  97: 3.4,
  98: 3.2,
  99: 3.0,
  100: 2.8,
  101: 2.6,
  102: 2.5,
  103: 2.3,
  104: 2.2,
  105: 2.1,
  106: 2.1,
  107: 2.1,
  108: 2.0,
  109: 2.0,
  110: 2.0,
};
export const LIFE_TABLE_MIN_AGE = 40;
export const LIFE_TABLE_MAX_AGE = 110;

/** Remaining years of life at a whole age (clamped to the table). */
export function remainingLifeYears(age: number): number {
  const whole = Math.min(LIFE_TABLE_MAX_AGE, Math.max(LIFE_TABLE_MIN_AGE, Math.floor(Number.isFinite(age) ? age : LIFE_TABLE_MIN_AGE)));
  return SINGLE_LIFE_EXPECTANCY[whole] ?? 2;
}
