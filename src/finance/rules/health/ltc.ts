/**
 * LTC insurance calculator constants. All are the product's own educational model, as SPEC §9 states them for the LTC calculator,
 * written down in 2026; none is an insurer's rate table.
 */

/** Regional cost multipliers. Source: SPEC §9 lists them by state, national 1 (the product's own educational model), 2026. */
export const LTC_REGIONAL_MULTIPLIERS = {
  national: 1,
  california: 1.45,
  florida: 0.95,
  texas: 0.88,
  'new-york': 1.38,
  pennsylvania: 1.05,
  illinois: 1.12,
  ohio: 0.92,
  georgia: 0.87,
  'north-carolina': 0.89,
  michigan: 0.98,
} as const;
export type LtcRegion = keyof typeof LTC_REGIONAL_MULTIPLIERS;

/** Daily base cost of care by setting, US$. Source: SPEC §9 gives home 280, assisted 350, nursing 400, mixed 340 (the product's own educational model), 2026. */
export const LTC_DAILY_BASE_COST = { home: 280, assisted: 350, nursing: 400, mixed: 340 } as const;
export type LtcCareSetting = keyof typeof LTC_DAILY_BASE_COST;

/** Premium health factors. Source: SPEC §9 gives excellent 0.9, good 1, fair 1.2, poor 1.5 (the product's own educational model), 2026. */
export const LTC_HEALTH_FACTORS = { excellent: 0.9, good: 1, fair: 1.2, poor: 1.5 } as const;

/** Premium factor by elimination period (days). Source: SPEC §9 gives 0 days 1.25 down to 180 days 1 (the product's own educational model), 2026. */
export const LTC_ELIMINATION_FACTORS = { 0: 1.25, 30: 1.15, 60: 1.1, 90: 1.05, 180: 1 } as const;
export const LTC_ELIMINATION_DAYS = [0, 30, 60, 90, 180] as const;

/** Premium factor by inflation protection. Source: SPEC §9 gives none 1, simple 1.15, compound 1.35, cpi 1.25 (the product's own educational model), 2026. */
export const LTC_INFLATION_FACTORS = { none: 1, simple: 1.15, compound: 1.35, cpi: 1.25 } as const;
export type LtcInflation = keyof typeof LTC_INFLATION_FACTORS;

/** Premium factor by benefit period (years). Source: SPEC §9 gives 2 years 0.7 up to lifetime 1.8 (the product's own educational model), 2026. */
export const LTC_BENEFIT_PERIOD_FACTORS = { 2: 0.7, 3: 0.85, 4: 1, 5: 1.15, 10: 1.4, lifetime: 1.8 } as const;
export const LTC_BENEFIT_PERIODS = [2, 3, 4, 5, 10, 'lifetime'] as const;
export type LtcBenefitPeriod = (typeof LTC_BENEFIT_PERIODS)[number];

/** Base annual premium at age 50 for a $250/day policy. Source: SPEC §9 gives a base annual premium of 2000 (the product's own educational model), 2026. */
export const LTC_BASE_ANNUAL_PREMIUM = 2000;
/** Premium growth per year of age over LTC_PREMIUM_PIVOT_AGE. Source: SPEC §9 grows the premium 8 % per year of age over 50 (the product's own educational model), 2026. */
export const LTC_PREMIUM_AGE_GROWTH = 0.08;
export const LTC_PREMIUM_PIVOT_AGE = 50;
/** Female premium factor (male 1). Source: SPEC §9 multiplies the premium by 1.15 for women (the product's own educational model), 2026. */
export const LTC_GENDER_FACTORS = { male: 1, female: 1.15 } as const;
/** Daily benefit the base premium buys. Source: SPEC §9 scales the premium by dailyBenefit/250 (the product's own educational model), 2026. */
export const LTC_BASE_DAILY_BENEFIT = 250;
/** Premiums are paid over (65 − age, floored at 0) + 15 years. Source: SPEC §9 states this payment term (the product's own educational model), 2026. */
export const LTC_PREMIUM_END_AGE = 65;
export const LTC_PREMIUM_EXTRA_YEARS = 15;
/** A lifetime benefit period counts as 5 years for self-insurance. Source: SPEC §9 states this for the self-insurance cost (the product's own educational model), 2026. */
export const LTC_LIFETIME_YEARS = 5;
/** Daily benefit options offered, US$ (SPEC §5: 150, 200, 250, 300 and 400). */
export const LTC_DAILY_BENEFIT_OPTIONS = [150, 200, 250, 300, 400] as const;
/** Recommendation thresholds. Source: SPEC §9 triggers advice under age 55, over 15,000 premium and over 100,000 savings (the product's own educational model), 2026. */
export const LTC_YOUNG_BUYER_AGE = 55;
export const LTC_HIGH_PREMIUM = 15000;
export const LTC_LARGE_SAVINGS = 100000;
export const LTC_DAYS_PER_YEAR = 365;
/**
 * What the calculation takes for a missing or unknown input, and what the form opens on.
 * Source: SPEC §3 defaults age 55, male, national costs, excellent health, home care for 3 years, $200 a day after
 * 90 days, compound inflation protection, benefits for 3 years, 2026.
 */
export const LTC_FALLBACK_INPUTS = {
  age: 55,
  gender: 'male',
  state: 'national',
  healthStatus: 'excellent',
  careSetting: 'home',
  careDuration: 3,
  dailyBenefit: 200,
  eliminationPeriod: 90,
  inflationProtection: 'compound',
  benefitPeriod: 3,
} as const;
